// Food: what to feed, how often, and what customers hand a shop cat.
// Here the Spanish words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const foodEs: SearchLexiconPart = {
  synonyms: {
    MILK: ['leche', 'queso'],
    SCHEDULE: ['veces al dia', 'veces por dia', 'comidas al dia'],
    DELI_MEAT: ['jamon', 'pavo', 'salchichon', 'fiambre'],
    CHIPS: ['papitas', 'picaderas'],
    FEEDING: ['comida', 'comer', 'alimento', 'alimentar', 'alimentacion', 'darle de comer', 'de comer'],
    TUNA: ['atun', 'sardinas'],
  },
};
