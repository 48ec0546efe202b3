// The shop: customers, building work, the rules for a cat in a food store.
// English and Spanish together: a group is one meaning in every language. How a word is written and which file
// it goes in: docs/search.md.
import type { SearchLexiconPart } from './part.ts';

export const shop: SearchLexiconPart = {
  synonyms: [
    ['customers', 'customer', 'clientes', 'cliente'],
    // Building work in the shop is a common cause of stress.
    ['renovation', 'construction', 'remodel', 'remodeling', 'remodelamos', 'remodelando', 'obra', 'construccion'],
    [
      'legal', 'law', 'laws', 'illegal', 'regulations', 'health code', 'inspector', 'fine', 'ticket', 'allowed',
      'health department', 'ley', 'multa', 'inspector de salud', 'permit', 'license', 'permiso', 'licencia',
      'permitido',
    ],
  ],
};
