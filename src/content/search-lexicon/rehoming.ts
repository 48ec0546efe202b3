// Rescue and rehoming: giving a cat up or a new home, adopting, shelters, rescues, why people rehome; the words of a
// rehoming question.
// English and Spanish together: a group is one meaning in every language. How a word is written and which file
// it goes in: docs/search.md.
import type { SearchLexiconPart } from './part.ts';

export const rehoming: SearchLexiconPart = {
  synonyms: [
    [
      'rehome', 'rehoming', 'rehomeing', 'give away', 'new home', 'find him a home', 'find her a home', 'find a home',
      "can't keep", 'regalar', 'nuevo hogar', 'no puedo cuidar', 'no lo puedo cuidar', 'no la puedo cuidar',
      'no puedo tener', 'no puedo quedarme',
    ],
    // Moving away is a common reason to rehome (the rehoming guide's reasons).
    ['moving', 'move away', 'mudar', 'mudanza', 'me mudo', 'nos mudamos'],
    // The shop closing or changing hands, another reason to rehome.
    [
      'shop is closing', 'store is closing', 'closing the store', 'changing owners', 'selling the store',
      'selling the bodega', 'selling the shop', 'cerrar la tienda', 'vender la tienda', 'vendiendo la bodega',
    ],
    ['agreement', 'contract', 'contrato', 'acuerdo'],
    // A rescue or adopter to be wary of (the rescue guide's "red flags").
    ['red flags', 'sketchy', 'shady', 'scam', 'scams', 'scammer', 'estafa', 'estafador'],
    ['adopt', 'adoption', 'adopter', 'adoptar', 'adopcion'],
    [
      'surrender', 'surender', 'shelter', 'drop off', 'acc', 'pound', 'entregar', 'refugio', 'albergue',
      'no puedo cuidar',
    ],
    ['documents', 'papers', 'paperwork', 'papeles', 'documentos'],
    [
      'rescue', 'rescues', 'rescue group', 'foster', 'tnr', 'trap neuter return', 'feral', 'stray', 'community cat',
      'rescate', 'callejero',
    ],
    ['cruelty', 'abuse', 'abused', 'maltrato', 'maltratando', 'abuso'],
  ],
  intents: {
    rehoming: [
      'rehome', 'rehoming', 'surrender', 'give away', 'new home', 'adopt', 'adoption', "can't keep", 'cant keep',
      'shelter', 'foster', 'rescue', 'adoptar', 'entregar', 'refugio',
    ],
  },
};
