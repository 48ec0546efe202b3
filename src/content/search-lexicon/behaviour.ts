// Behaviour: aggression, stress, marking, boredom, meowing; the words of a behaviour question.
// English and Spanish together: a group is one meaning in every language. How a word is written and which file
// it goes in: docs/search.md.
import type { SearchLexiconPart } from './part.ts';

/** Words for a cat's behaviour: a synonym group, and the behavioural-issue intent. */
const BEHAVIOUR: readonly string[] = [
  'behavior', 'behaviour', 'behavioral', 'aggressive', 'biting', 'scratching', 'hissing', 'fighting', 'fights',
  'stress', 'stressed', 'anxious', 'hiding', 'spraying', 'comportamiento', 'agresivo', 'muerde', 'escondido',
  'escondida', 'se esconde',
];

export const behaviour: SearchLexiconPart = {
  synonyms: [
    // Peeing in the wrong place is stress, marking or illness (behaviour, litter care), not a blocked bladder.
    [
      'peeing outside the box', 'peeing outside box', 'pees outside the litter box', 'instead of the box',
      'peeing on the', 'peeing behind', 'marking', 'spraying', 'marcando', 'fuera de la caja',
    ],
    [
      'enrichment', 'bored', 'boredom', 'toys', 'toy', 'play', 'playing', 'aburrido', 'aburre', 'aburra', 'jugar',
      'juguetes',
    ],
    [
      ...BEHAVIOUR,
      'conducta', 'estres', 'pelea', 'pelean', 'peleando', 'rasguna', 'rasgunar', 'arana', 'aranar', 'aranando',
    ],
    ['meowing', 'meows', 'maulla', 'maullando', 'llora', 'llorando'],
  ],
  intents: {
    behavioral_issue: [...BEHAVIOUR, 'meowing', 'attacking', 'bored'],
  },
};
