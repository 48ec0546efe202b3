// Vets and money: vets, prices, cheap or free care, financial help, food pantries; the words of a cost question, and
// those that make a guide a cost item.
// Here the English (and Spanglish) words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const moneyEn: SearchLexiconPart = {
  synonyms: {
    VET: ['vet', 'vets', 'veterinarian', 'veterinary', 'doctor', 'clinic', 'animal hospital', 'vett'],
    CHEAP: ['cheap', 'low cost', 'affordable', 'budget', 'free', 'cheep', 'inexpensive', 'broke'],
    COST: ['cost', 'price', 'prices', 'how much', 'fee', 'fees', 'expensive', 'cost of'],
    FINANCIAL_HELP: [
      'financial assistance', 'financial help', 'money', 'grant', 'grants', 'pay', 'payment plan', "can't afford",
    ],
    SPANISH: ['spanish', 'speaks spanish'],
    FOOD_PANTRY: ['food pantry', 'pet food pantry', 'free cat food'],
  },
  intents: {
    cost_inquiry: [
      'cost', 'price', 'prices', 'how much', 'fee', 'fees', 'cheap', 'low cost', 'affordable', 'budget', 'free',
      'expensive', 'money', 'pay', "can't afford", 'financial',
    ],
  },
  // A guide is a cost item, for the cost bonus, when its title, description or a keyword contains one of these.
  costKeywords: ['cost', 'price', 'cheap', 'low-cost', 'low cost', 'free', 'affordable', 'fee'],
};
