// The shop: customers, building work, the rules for a cat in a food store.
// Here the Spanish words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const shopEs: SearchLexiconPart = {
  synonyms: {
    CUSTOMERS: ['clientes', 'cliente'],
    RENOVATION: ['remodelamos', 'remodelando', 'obra', 'construccion'],
    LEGAL: ['ley', 'multa', 'inspector de salud', 'permiso', 'licencia', 'permitido'],
  },
};
