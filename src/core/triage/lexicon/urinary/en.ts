// Peeing and the litter box: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const urinaryEn = {
  URINATE: [
    'pee clump', 'pee clumps', 'clump of pee', 'clumps of pee', 'pee', 'pees', 'peed', 'peeing', 'piss*', 'urin*',
    'wee', 'weeing',
  ],
  STRAIN: [
    'strain*', 'push', 'pushes', 'pushing', 'pushed', 'trying to', 'tries to', 'try to', 'keeps trying', 'squat*',
    'contract*',
  ],
  INABLE: ['cant', 'cannot', 'can not', 'unable', 'not able', 'isnt able', 'couldnt'],
  /** Nothing passes: said of a male cat, what a blockage looks like ("he's a male, nothing coming out"). */
  NOTHING_OUT: [
    'nothing comes', 'nothing coming out', 'nothing comes out', 'nothing came out', 'nothing is coming out',
    'nothing will come out', 'nothing gets out',
  ],
  /** A few drops, not nothing: in a female, a vet today; in a male, still a blockage (see flags.ts). */
  DROPS: ['drop', 'drops', 'dribbl*', 'only a little'],
  NOTHING: [
    'nothing', 'not coming', 'nothing coming', 'drop', 'drops', 'dribbl*', 'hardly', 'only a little', 'barely any',
  ],
  LITTER: [
    'used the litter', 'use the litter', 'used the box', 'use the box', 'used his box', 'used her box', 'litter*',
    'box',
  ],
  CRY: ['cry*', 'yowl*', 'howl*', 'scream*', 'yell', 'yells', 'yelled', 'yelling', 'meow*'],
  IN_OUT: ['in and out', 'back and forth', 'keeps going', 'every few minutes', 'every 5 minutes'],
  BLOCKED: ['blocked', 'blockage*', 'blocking', 'bloquead*'],
  GENITAL: ['private*', 'privates', 'penis', 'genital*', 'his bits'],
  DRY: ['zero pee', 'zero clumps', 'dry'],
  /** Peeing outside the litter box. */
  OUTSIDE_BOX: [
    'in the sink', 'bathroom sink', 'kitchen sink', 'in the shower', 'in the bathtub', 'in the tub', 'peed on',
    'pees on', 'peeing on', 'pee on', 'peed all over', 'peeing all over', 'on the rice', 'on the counter',
    'on the sacks', 'on the bags', 'instead of the box', 'instead of the litter', 'outside the box',
    'outside the litter', 'outside of the box', 'out of the box', 'on the floor', 'on the rug', 'on the carpet',
    'on the cardboard',
  ],
  /**
   * Said outright: not in the box. A "normal" elsewhere in the sentence (normal puddles) doesn't take it back, as it
   * does a place alone ("peeing fine, jumps on the counter").
   */
  NOT_IN_BOX: [
    'instead of the box', 'instead of the litter', 'instead of her box', 'instead of her litter', 'instead of his box',
    'instead of his litter', 'outside the box', 'outside the litter', 'outside of the box', 'outside of the litter',
    'outside her box', 'outside her litter', 'outside his box', 'outside his litter', 'not in the box',
    'not in the litter', 'not in her box', 'not in her litter', 'not in his box', 'not in his litter',
  ],
  /** Marking territory: behaviour, not a bladder sign. */
  SPRAY: ['spraying', 'sprays', 'marking'],
  PINK: ['pink', 'pinkish'],
  /** The pee is said to be normal ("si hace pipi normal", "el pipi lo hace normal", "peeing fine, big clumps"). */
  URINE_OK: [
    'pee normal', 'pee fine', 'pee ok', 'pee okay', 'pees normal', 'pees fine', 'pees ok', 'pees okay', 'peeing normal',
    'peeing fine', 'peeing ok', 'peeing okay', 'big clumps', 'good clumps',
  ],
  /** A female in heat or a cat not fixed, with what heat looks like ("rolls on the floor … sticks her butt up"). */
  IN_HEAT: ['in heat', 'butt up', 'butt in the air', 'sticks her butt', 'not fixed'],
  /** "Hasn't gone" in the box: not peed or pooped (read only when denied, with the litter). */
  GONE: ['gone', 'went'],
  /** Wetting itself in a fit (with "stiff", "fell over": a seizure). */
  INCONTINENT: ['peed himself', 'peed herself', 'pooped himself', 'pooped herself'],
} satisfies ConceptTerms;
