// Rescue and rehoming: giving a cat up or a new home, adopting, shelters, rescues, why people rehome; the words of a
// rehoming question.
// Here the Spanish words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const rehomingEs: SearchLexiconPart = {
  synonyms: {
    REHOME: [
      'regalar', 'nuevo hogar', 'no puedo cuidar', 'no lo puedo cuidar', 'no la puedo cuidar', 'no puedo tener',
      'no puedo quedarme',
    ],
    MOVING: ['mudar', 'mudanza', 'me mudo', 'nos mudamos'],
    SHOP_CLOSING: ['cerrar la tienda', 'vender la tienda', 'vendiendo la bodega'],
    AGREEMENT: ['contrato', 'acuerdo'],
    RED_FLAGS: ['estafa', 'estafador'],
    ADOPT: ['adoptar', 'adopcion'],
    SURRENDER: ['entregar', 'refugio', 'albergue', 'no puedo cuidar'],
    DOCUMENTS: ['papeles', 'documentos'],
    RESCUE: ['rescate', 'callejero'],
    CRUELTY: ['maltrato', 'maltratando', 'abuso'],
  },
  intents: {
    rehoming: ['adoptar', 'entregar', 'refugio'],
  },
};
