// Behaviour: aggression, stress, marking, boredom, meowing; the words of a behaviour question.
// Here the Spanish words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

/** Words for a cat's behaviour: a synonym group, and the behavioural-issue intent. */
const BEHAVIOUR: readonly string[] = [
  'comportamiento', 'agresivo', 'muerde', 'escondido', 'escondida', 'se esconde',
];

export const behaviourEs: SearchLexiconPart = {
  synonyms: {
    MARKING: ['marcando', 'fuera de la caja'],
    ENRICHMENT: ['aburrido', 'aburre', 'aburra', 'jugar', 'juguetes'],
    BEHAVIOUR: [
      ...BEHAVIOUR,
      'conducta', 'estres', 'pelea', 'pelean', 'peleando', 'rasguna', 'rasgunar', 'arana', 'aranar', 'aranando',
    ],
    MEOWING: ['maulla', 'maullando', 'llora', 'llorando'],
  },
  intents: {
    behavioral_issue: [...BEHAVIOUR],
  },
};
