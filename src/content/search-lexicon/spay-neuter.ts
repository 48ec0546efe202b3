// Spaying and neutering: the operation, a cat in heat, the recovery.
// English and Spanish together: a group is one meaning in every language. How a word is written and which file
// it goes in: docs/search.md.
import type { SearchLexiconPart } from './part.ts';

export const spayNeuter: SearchLexiconPart = {
  synonyms: [
    [
      'spay', 'neuter', 'fix', 'fixed', 'fixing', 'spey', 'nueter', 'nuter', 'spayed', 'neutered', 'sterilize',
      'castrate', 'esterilizar', 'esterilisar', 'esterilizacion', 'castrar', 'castracion', 'operar', 'capar',
    ],
    // A cat in heat (yowling, calling) is a reason to spay: the spay/neuter guide's "why".
    ['in heat', 'en celo', 'celo', 'selo', 'yowling', 'yowl'],
    ['surgery', 'operation', 'cirugia', 'operacion'],
    ['after surgery', 'recovery', 'despues de la operacion', 'castraron', 'operaron', 'esterilizaron'],
    // The spay guide calls the incision "the cut".
    ['cut', 'incision', 'stitches', 'sutures', 'puntos'],
  ],
};
