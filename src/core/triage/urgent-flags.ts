// The urgent red flags' rules: when a message means a vet within 24 hours. Written in the concepts of
// lexicon/concept-names.ts; how an alternative reads: flags.ts.
import type { RedFlagRule } from './types.ts';

export const URGENT_RULES = [
  {
    id: 'vomiting',
    level: 'urgent',
    when: [
      ['VOMIT', '-ONCE', '-HAIRBALL', '-INDUCE'],
      ['VOMIT', 'FEW_TIMES', '-INDUCE'],
      // Three times or more with the cat eating, or hairballs: a vet today (vomiting-blood has the rest).
      ['VOMIT', 'MANY_TIMES', '-INDUCE'],
    ],
    // Only when the cat is well again too ("totally fine all day, ate normal, no more throwing up"): twice this
    // morning and just stopped is still a vet today.
    ruledOutBy: [
      ['KEPT_DOWN', 'NORMAL', '-BLOOD'],
      ['KEPT_DOWN', 'EATS_OK', '-BLOOD'],
    ],
  },
  {
    id: 'eating-less',
    level: 'urgent',
    when: [
      ['!EAT', '-TOXIN', '-ATE_OBJECT', '-EATS_OK', '-JUST_ASKING', '-NO_CONTACT', '-FASTING'],
      ['REFUSE', '-EATS_OK'],
      ['EATS_LESS', '-EATS_OK'],
    ],
  },
  {
    id: 'peeing-less',
    level: 'urgent',
    when: [
      ['URINATE', 'OUTSIDE_BOX', '-SPRAY', '-NORMAL'],
      ['URINATE', 'NOT_IN_BOX', '-SPRAY', '-RESOLVED'],
      ['!URINATE', '-BLOOD'],
      ['BLOOD', 'URINATE'],
      // Blood seen in the litter: in the urine, most often (in the stool it is `vomiting-blood`).
      ['BLOOD', 'LITTER', '-STOOL', '-SELF'],
      ['URINATE', 'LESS'],
      ['URINATE', 'PINK'],
      ['LITTER', 'IN_OUT', 'FEMALE'],
      // A female passing a few drops: the urinary-blockage flag leaves her to this one.
      ['~URINATE', 'DROPS', 'FEMALE'],
      ['LITTER', 'DROPS', 'FEMALE', '-HIDING'],
    ],
  },
  {
    id: 'diarrhea',
    level: 'urgent',
    // Not once and over ("had diarrhea once when I changed her food, normal now").
    when: [
      ['DIARRHEA', '-RESOLVED'],
      ['STOOL', 'SOFT', '-RESOLVED'],
    ],
  },
  {
    id: 'constipation',
    level: 'urgent',
    when: [
      ['!STOOL', 'SPAN_24H'],
      ['CONSTIPATED', '-RESOLVED'],
      ['STRAIN', 'STOOL', '-URINATE'],
    ],
  },
  {
    id: 'limping',
    level: 'urgent',
    when: [['LIMP']],
  },
  {
    id: 'breathing-fast',
    level: 'urgent',
    when: [['FAST_RATE']],
  },
  {
    id: 'eye-problem',
    level: 'urgent',
    when: [['EYE', 'SQUINT']],
  },
  {
    id: 'incision',
    level: 'urgent',
    when: [
      // Not a person's stitches ("cut my finger on the slicer, 4 stitches").
      ['SURGERY', 'WOUND', '-HEALING', '-SELF'],
      ['SURGERY', 'SWELL', '-SELF'],
      ['SURGERY', 'DISCHARGE', '-SELF'],
      ['SURGERY', 'RED', '-HEALING', '-SELF'],
    ],
  },
  {
    id: 'wound',
    level: 'urgent',
    when: [
      ['ABSCESS', '-HAIRBALL', '-CLEARED'],
      ['WOUND', '-NAILS', '-HEALING', '-SELF'],
      ['WOUND', '!HEALING', '-SELF'],
      ['SWELL', '-BELLY', '-FACE', '-CLEARED', '-SELF'],
      ['FIGHT', 'INJURY_MARK', '-NAILS'],
      // A bite that oozes, skin red and oozing: an abscess or an infection starting.
      ['BITTEN', 'DISCHARGE'],
      // A swollen cheek with bad breath: a tooth abscess.
      ['SWELL', 'FACE', 'BAD_BREATH'],
      ['RED', 'DISCHARGE', '-EYE', '-SNEEZE'],
      // A scab or wound that now smells: infected.
      ['HEALING', 'SMELL'],
      ['WOUND', 'SMELL'],
      ['OTHER_CAT', 'BITTEN'],
      ['RODENT', 'ATTACKED', '-SELF'],
      ['STING'],
    ],
  },
  {
    id: 'unwell',
    level: 'urgent',
    when: [
      // Not hiding from noise while she eats and plays as usual (stress, not illness).
      ['HIDING', '-HABITUAL', '-NEW_CAT', '-PLAYS_NORMAL', '-EATS_OK'],
      // Not "like always": hiding that is not her habit ("no sale a saludar como siempre").
      ['HIDING', '!HABITUAL', '-NEW_CAT', '-PLAYS_NORMAL', '-EATS_OK'],
      // Since a day back, whatever she did before ("doesnt come greet customers like always, since yesterday").
      ['HIDING', 'SINCE_THEN', '-NEW_CAT', '-PLAYS_NORMAL', '-EATS_OK'],
      ['THIRST'],
      // Not a kitten of a few weeks learning to walk.
      // Nor the drugs of an operation wearing off.
      ['WOBBLY', '-KITTEN', '-ANESTHESIA'],
      ['WOBBLY', 'KITTEN', '-SPAN_WEEK'],
      ['EAR', 'SMELL'],
      ['EAR', 'GUNK'],
      ['SNEEZE', '!EAT'],
      ['SNEEZE', 'REFUSE'],
      ['EAR_PROBLEM'],
      ['DISORIENTED'],
      ['OFF'],
      // Cries when picked up or touched: pain somewhere.
      ['PAIN_HANDLED'],
      // Listless ("bien flojo", "sluggish") with nothing else named.
      ['WEAK'],
      ['WEIGHT_LOSS'],
      ['DRINK', 'A_LOT'],
      ['DRINK', 'MANY_TIMES'],
      ['DISCHARGE', 'EYE'],
      ['DISCHARGE', 'SNEEZE'],
      ['SNEEZE', 'EYE'],
      ['SNEEZE', 'WEAK'],
      // Peeing or drinking more than before (kidneys, diabetes, thyroid), and a cough that goes on (asthma).
      ['URINATE', 'MORE'],
      ['DRINK', 'MORE'],
      // A cough that goes on, unless it brings up hairballs ("no hairball comes out" still counts).
      ['COUGH', 'SPAN_24H', '-HAIRBALL'],
      // Several times today, or "like a hairball but nothing comes out" (asthma can look so).
      ['COUGH', 'MANY_TIMES', '-HAIRBALL'],
      ['COUGH', 'HAIRBALL', 'NOTHING'],
      ['COUGH', 'SPAN_24H', '!HAIRBALL'],
      ['COUGH', 'MANY_TIMES', '-HAIRBALL'],
      ['COUGH', 'MANY_TIMES', '!HAIRBALL'],
      ['COUGH', '~NOTHING_OUT'],
      ['COUGH', '~NOTHING', '-HAIRBALL'],
    ],
  },
] as const satisfies readonly RedFlagRule[];
