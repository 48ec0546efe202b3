// Rescue and rehoming: giving a cat up or a new home, adopting, shelters, rescues, why people rehome; the words of a
// rehoming question.
// Here the English (and Spanglish) words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const rehomingEn: SearchLexiconPart = {
  synonyms: {
    REHOME: [
      'rehome', 'rehoming', 'rehomeing', 'give away', 'new home', 'find him a home', 'find her a home', 'find a home',
      "can't keep",
    ],
    // Moving away is a common reason to rehome (the rehoming guide's reasons).
    MOVING: ['moving', 'move away'],
    // The shop closing or changing hands, another reason to rehome.
    SHOP_CLOSING: [
      'shop is closing', 'store is closing', 'closing the store', 'changing owners', 'selling the store',
      'selling the bodega', 'selling the shop',
    ],
    AGREEMENT: ['agreement', 'contract'],
    // A rescue or adopter to be wary of (the rescue guide's "red flags").
    RED_FLAGS: ['red flags', 'sketchy', 'shady', 'scam', 'scams', 'scammer'],
    ADOPT: ['adopt', 'adoption', 'adopter'],
    SURRENDER: ['surrender', 'surender', 'shelter', 'drop off', 'acc', 'pound'],
    DOCUMENTS: ['documents', 'papers', 'paperwork'],
    RESCUE: [
      'rescue', 'rescues', 'rescue group', 'foster', 'tnr', 'trap neuter return', 'feral', 'stray', 'community cat',
    ],
    CRUELTY: ['cruelty', 'abuse', 'abused'],
  },
  intents: {
    rehoming: [
      'rehome', 'rehoming', 'surrender', 'give away', 'new home', 'adopt', 'adoption', "can't keep", 'cant keep',
      'shelter', 'foster', 'rescue',
    ],
  },
};
