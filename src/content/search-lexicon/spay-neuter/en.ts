// Spaying and neutering: the operation, a cat in heat, the recovery.
// Here the English (and Spanglish) words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const spayNeuterEn: SearchLexiconPart = {
  synonyms: {
    SPAY: [
      'spay', 'neuter', 'fix', 'fixed', 'fixing', 'spey', 'nueter', 'nuter', 'spayed', 'neutered', 'sterilize',
      'castrate',
    ],
    // A cat in heat (yowling, calling) is a reason to spay: the spay/neuter guide's "why".
    IN_HEAT: ['in heat', 'yowling', 'yowl'],
    SURGERY: ['surgery', 'operation'],
    AFTER_SURGERY: ['after surgery', 'recovery'],
    // The spay guide calls the incision "the cut".
    INCISION: ['cut', 'incision', 'stitches', 'sutures'],
  },
};
