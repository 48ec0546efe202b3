// Eyes, ears, skin colour and the belly: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const bodyEn = {
  // "Her left i is watery": a dictated or misspelled "eye".
  EYE: ['eye', 'eyes', 'eyeball*', 'left i', 'right i'],
  EYE_HURT: [
    'sticking in', 'something sticking', 'stuck in it', 'poking out', 'bulging', 'bulge*', 'sticking out', 'popped out',
    'popping', 'pop*', 'splinter*', 'stuck in', 'something in', 'popped', 'out of the socket', 'out of its socket',
    'rupt*', 'bleed*', 'injur*', 'hurt*', 'poke*', 'poked', 'scratch*', 'cut', 'punct*', 'bulg*', 'pop out', 'cloudy',
    'cant open', 'swollen shut', 'fight*', 'wound*',
  ],
  SQUINT: [
    'keeps it closed', 'keeps it shut', 'keep it shut', 'keeping it shut', 'kept it shut', 'holds it shut',
    'keeps closing it', 'third eyelid', 'half close', 'crying water', 'teary', 'half closed', 'pus', 'squint*',
    'watery', 'weeping', 'discharge*', 'goop*', 'goo', 'gunk*', 'half shut', 'red', 'pink',
  ],
  EAR: ['ear', 'ears', 'ear tips'],
  YELLOW: ['mustard', 'yellow*'],
  JAUNDICE: ['jaundic*'],
  BELLY: ['belly', 'stomach*', 'tummy', 'abdom*'],
  HARD: ['hard', 'tight', 'firm', 'rigid*', 'drum', 'tens*'],
  GUNK: ['gunk', 'wax', 'dirt', 'dirty', 'coffee grounds', 'debris', 'crud', 'inside'],
  EAR_PROBLEM: [
    'shake head', 'shakes head', 'shaking head', 'shake his head', 'shake her head', 'head shaking',
    'scratching his ears', 'scratching her ears', 'scratches his ear*', 'scratches her ear*', 'shaking his head',
    'shaking her head', 'shakes his head', 'shakes her head', 'ear infection', 'scratching his ear*',
    'scratching her ear*',
  ],
} satisfies ConceptTerms;
