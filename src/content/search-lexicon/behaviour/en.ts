// Behaviour: aggression, stress, marking, boredom, meowing; the words of a behaviour question.
// Here the English (and Spanglish) words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

/** Words for a cat's behaviour: a synonym group, and the behavioural-issue intent. */
const BEHAVIOUR: readonly string[] = [
  'behavior', 'behaviour', 'behavioral', 'aggressive', 'biting', 'scratching', 'hissing', 'fighting', 'fights',
  'stress', 'stressed', 'anxious', 'hiding', 'spraying',
];

export const behaviourEn: SearchLexiconPart = {
  synonyms: {
    // Peeing in the wrong place is stress, marking or illness (behaviour, litter care), not a blocked bladder.
    MARKING: [
      'peeing outside the box', 'peeing outside box', 'pees outside the litter box', 'instead of the box',
      'peeing on the', 'peeing behind', 'marking', 'spraying',
    ],
    ENRICHMENT: ['enrichment', 'bored', 'boredom', 'toys', 'toy', 'play', 'playing'],
    BEHAVIOUR: [...BEHAVIOUR],
    MEOWING: ['meowing', 'meows'],
  },
  intents: {
    behavioral_issue: [...BEHAVIOUR, 'meowing', 'attacking', 'bored'],
  },
};
