// The shop: customers, building work, the rules for a cat in a food store.
// Here the English (and Spanglish) words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const shopEn: SearchLexiconPart = {
  synonyms: {
    CUSTOMERS: ['customers', 'customer'],
    // Building work in the shop is a common cause of stress.
    RENOVATION: ['renovation', 'construction', 'remodel', 'remodeling'],
    LEGAL: [
      'legal', 'law', 'laws', 'illegal', 'regulations', 'health code', 'inspector', 'fine', 'ticket', 'allowed',
      'health department', 'permit', 'license',
    ],
  },
};
