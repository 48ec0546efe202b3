// Spaying and neutering: the operation, a cat in heat, the recovery.
// Here the Spanish words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const spayNeuterEs: SearchLexiconPart = {
  synonyms: {
    SPAY: ['esterilizar', 'esterilisar', 'esterilizacion', 'castrar', 'castracion', 'operar', 'capar'],
    IN_HEAT: ['en celo', 'celo', 'selo'],
    SURGERY: ['cirugia', 'operacion'],
    AFTER_SURGERY: ['despues de la operacion', 'castraron', 'operaron', 'esterilizaron'],
    INCISION: ['puntos'],
  },
};
