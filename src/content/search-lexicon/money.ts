// Vets and money: vets, prices, cheap or free care, financial help, food pantries; the words of a cost question, and
// those that make a guide a cost item.
// English and Spanish together: a group is one meaning in every language. How a word is written and which file
// it goes in: docs/search.md.
import type { SearchLexiconPart } from './part.ts';

export const money: SearchLexiconPart = {
  synonyms: [
    [
      'vet', 'vets', 'veterinarian', 'veterinary', 'doctor', 'clinic', 'animal hospital', 'vett', 'veterinario',
      'veterinaria', 'clinica',
    ],
    [
      'cheap', 'low cost', 'affordable', 'budget', 'free', 'cheep', 'inexpensive', 'broke', 'barato', 'barata',
      'gratis', 'economico',
    ],
    [
      'cost', 'price', 'prices', 'how much', 'fee', 'fees', 'expensive', 'cost of', 'costo', 'precio', 'cuesta',
      'cuanto cuesta', 'cobran',
    ],
    [
      'financial assistance', 'financial help', 'money', 'grant', 'grants', 'pay', 'payment plan', "can't afford",
      'dinero', 'pagar',
    ],
    ['spanish', 'speaks spanish', 'espanol', 'habla espanol', 'hable espanol'],
    [
      'food pantry', 'pet food pantry', 'free cat food', 'comida gratis', 'regalen comida', 'regalan comida',
      'despensa',
    ],
  ],
  intents: {
    cost_inquiry: [
      'cost', 'price', 'prices', 'how much', 'fee', 'fees', 'cheap', 'low cost', 'affordable', 'budget', 'free',
      'expensive', 'money', 'pay', "can't afford", 'financial', 'costo', 'precio', 'cuesta', 'barato', 'gratis',
      'dinero', 'pagar', 'cobran',
    ],
  },
  // A guide is a cost item, for the cost bonus, when its title, description or a keyword contains one of these.
  costKeywords: ['cost', 'price', 'cheap', 'low-cost', 'low cost', 'free', 'affordable', 'fee'],
};
