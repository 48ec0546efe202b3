// Legs and limping: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const legsEn = {
  BACK_LEGS: [
    'hindquarters', 'hind quarters', 'back ones', 'back feet', 'back half', 'back leg*', 'hind leg*', 'back end',
    'hind end', 'back paws', 'hind paws',
  ],
  PARALYSIS: [
    'flops', 'flopping', 'dead weight', 'paraly*', 'drag*', 'not working', 'stopped working', 'wont move', 'cant move',
  ],
  MOVE: ['mov*'],
  LIMP: [
    'three legs', 'holds it up', 'holding it up', 'holds the front one up', 'holds the back one up', 'holds one up',
    'holds one paw up',
    /** "Limp" as a way of walking ("has a limp", "limp since yesterday"), not a floppy body ("he went limp"). */
    'has a limp', 'with a limp', 'got a limp', 'limp since', 'limp on', 'limp for', 'walk* funny', 'walk* weird',
    'walk* strange', 'walk* off', 'favoring', 'favors', 'favouring', 'favours', 'weight on', 'holding his paw up',
    'holding her paw up', 'holds his paw up', 'holds her paw up', 'limping', 'limps', 'limped',
  ],
  LEGS: ['leg', 'legs', 'back ones'],
  FRONT_ONLY: [
    'with the front ones', 'with his front legs', 'with her front legs', 'with its front legs', 'pulling himself',
    'pulling herself', 'just his front legs', 'just her front legs', 'only his front legs', 'only her front legs',
    'front legs only', 'only the front legs', 'front ones only', 'only front legs', 'only uses his front',
    'only uses her front',
  ],
} satisfies ConceptTerms;
