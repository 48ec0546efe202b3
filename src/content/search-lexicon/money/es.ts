// Vets and money: vets, prices, cheap or free care, financial help, food pantries; the words of a cost question, and
// those that make a guide a cost item.
// Here the Spanish words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const moneyEs: SearchLexiconPart = {
  synonyms: {
    VET: ['veterinario', 'veterinaria', 'clinica'],
    CHEAP: ['barato', 'barata', 'gratis', 'economico'],
    COST: ['costo', 'precio', 'cuesta', 'cuanto cuesta', 'cobran'],
    FINANCIAL_HELP: ['dinero', 'pagar'],
    SPANISH: ['espanol', 'habla espanol', 'hable espanol'],
    FOOD_PANTRY: ['comida gratis', 'regalen comida', 'regalan comida', 'despensa'],
  },
  intents: {
    cost_inquiry: ['costo', 'precio', 'cuesta', 'barato', 'gratis', 'dinero', 'pagar', 'cobran'],
  },
};
