// The emergency red flags' rules: when a message means the 24/7 hospital now. Written in the concepts of
// lexicon/concept-names.ts; how an alternative reads, and the order they are tried in: flags.ts.
import type { RedFlagRule } from './types.ts';

export const EMERGENCY_RULES = [
  {
    id: 'urinary-blockage',
    level: 'emergency',
    topic: [['BLOCKED']],
    when: [
      ['STRAIN', '~URINATE'],
      ['INABLE', '~URINATE'],
      ['LITTER', '~NOTHING', '-HIDING', '-FEMALE'],
      ['LITTER', 'NOTHING', '-HIDING', '-DROPS'],
      // A female with a few drops is a vet today (peeing-less); with nothing coming out, an emergency too.
      ['~URINATE', '~NOTHING', '-FEMALE'],
      ['~URINATE', 'NOTHING', '-DROPS'],
      ['BLOCKED', '~URINATE'],
      ['BLOCKED', 'MALE'],
      // A male in the box and no pee coming: what a blockage looks like, however long it has been.
      ['LITTER', '!URINATE', 'MALE'],
      ['LITTER', 'CRY', '-HIDING'],
      ['URINATE', 'CRY'],
      ['LITTER', 'IN_OUT', '-FEMALE'],
      // A male with a few drops, or pink pee, who cries: what a blockage looks like.
      ['~NOTHING', 'CRY', 'MALE'],
      ['PINK', 'CRY'],
      // Straining to poop is constipation, unless he is a male with no stool coming or "constipated" (a blocked
      // male is often taken for one).
      ['STRAIN', 'LITTER', '-STOOL'],
      ['STRAIN', 'LITTER', 'MALE', '!STOOL'],
      ['STRAIN', 'LITTER', 'MALE', 'CONSTIPATED'],
      ['STRAIN', 'CRY', 'MALE', '-STOOL'],
      ['STRAIN', '~NOTHING', '-VOMIT', '-EAT', '-COUGH', '-HAIRBALL', '-BIRTH_TROUBLE'],
      ['GENITAL', 'STRAIN'],
      ['GENITAL', 'CRY'],
      // Not a cough or a hairball that won't come up.
      // Not what comes out of a nose or a sneeze.
      ['NOTHING_OUT', 'MALE', '-COUGH', '-HAIRBALL', '-VOMIT', '-SNEEZE', '-NOSE'],
    ],
    // A female with pee coming out: the in-and-out of the box is not a blockage. Nor is straining to poop when
    // the pee is said to be normal ("peeing fine, big clumps"), in a later message or in the same one.
    ruledOutBy: [
      ['FEMALE', 'URINATE', '-STRAIN', '-CRY', '-NOTHING'],
      // "Not crying or nothing": denied counts as absent.
      ['FEMALE', 'URINATE', '-STRAIN', '!CRY', '~NOTHING'],
      ['URINATE', 'NORMAL', '-STRAIN', '-CRY', '-NOTHING'],
      ['URINATE', 'RESOLVED', '-STRAIN', '-CRY', '-NOTHING'],
      // No stool, and the pee said to be normal ("no hace popo … sí hace pipi normal, pero del dos nada").
      ['URINE_OK', '~STOOL', '-CRY'],
    ],
  },
  {
    id: 'no-urine',
    level: 'emergency',
    when: [
      ['!URINATE', 'MALE', 'SPAN_12H'],
      ['!URINATE', 'SPAN_24H'],
      ['LITTER', 'DRY', 'MALE'],
      ['LITTER', 'DRY', 'SPAN_12H'],
      ['!LITTER', 'MALE', 'SPAN_12H'],
      ['!LITTER', 'SPAN_24H'],
      // "Nothing in the box since yesterday lunch", a male.
      ['LITTER', 'NOTHING', 'SPAN_12H', 'MALE'],
      // "Hasn't gone (in the box) since last night".
      ['!GONE', 'LITTER', 'MALE', 'SPAN_12H'],
      ['!GONE', 'LITTER', 'SPAN_24H'],
    ],
  },
  {
    id: 'poisoning',
    level: 'emergency',
    event: true,
    topic: [
      ['TOXIC_WORD', '-FOOD'],
      ['DANGER_WORD', 'TOXIN', '-FOOD'],
      ['DANGER_WORD', 'HUMAN_MED'],
      ['PLANT'],
      ['DOG_PRODUCT'],
      ['POISONED'],
      ['TOXIN', 'EXPOSED', '-FOOD'],
    ],
    when: [
      ['EXPOSED', 'TOXIN', '-PRESCRIBED', '-NO_CONTACT'],
      // A person's medicine is never the cat's prescription ("my cashier dropped his pills, the ibuprofen").
      ['EXPOSED', 'HUMAN_MED', '-NO_CONTACT'],
      ['POISONED'],
      // A flower's pollen on the cat ("chewing the white ones, orange powder all on her face"): a lily's is poison.
      ['POLLEN', 'PLANT', 'FACE', '-NO_CONTACT'],
      ['POLLEN', 'PLANT', 'NOSE', '-NO_CONTACT'],
      ['POLLEN', 'PLANT', 'EXPOSED', '-NO_CONTACT'],
      ['POLLEN', 'TOXIN', 'FACE', '-NO_CONTACT'],
      ['POLLEN', 'TOXIN', 'NOSE', '-NO_CONTACT'],
      ['POLLEN', 'TOXIN', 'EXPOSED', '-NO_CONTACT'],
      ['EXPOSED', 'DOG_PRODUCT', '-DOG_FOOD', '-INTENT'],
      // Licking what leaked from a car or van: coolant, antifreeze.
      ['EXPOSED', 'LEAK', 'VEHICLE'],
      // Giving a person's medicine, or asking how much to give: it is poison, and one may already be down. Not
      // someone who means to, when the cat is sick some day ("my wife wants to give him tylenol when he's sick").
      ['GIVE', 'HUMAN_MED', '-VET_PLACE', '-INTENT'],
      ['TOXIN', 'CONTACT', '-ADVICE', '-INTENT'],
      ['DOG_PRODUCT', 'CONTACT', '-ADVICE', '-INTENT'],
      // Not the drugs of an operation wearing off ("just picked him up, hes wobbly and sleepy, is that the drugs").
      ['TOXIN', 'FOAM', '-ANESTHESIA'],
      ['TOXIN', 'WOBBLY', '-ANESTHESIA'],
      ['TOXIN', 'TREMBLE', '-ANESTHESIA'],
      ['TOXIN', 'SEIZURE'],
      ['TOXIN', 'COLLAPSE', '-ANESTHESIA'],
      ['DOG_PRODUCT', 'TREMBLE'],
      ['DOG_PRODUCT', 'FOAM'],
    ],
  },
  // Before breathing: panting in the heat is heat stroke, and its first aid (cooling) comes first.
  {
    id: 'heat-stroke',
    level: 'emergency',
    event: true,
    topic: [['HEATSTROKE']],
    when: [
      ['HEATSTROKE'],
      ['HOT', 'PANT'],
      ['HOT', 'FOAM'],
      ['HOT', 'WOBBLY'],
      ['HOT', 'WEAK'],
      ['HOT', 'COLLAPSE', '-DRAMA'],
      ['HOT', 'FLOPPY'],
      ['HOT', 'BREATH', 'LABORED'],
      ['HOT', 'VOMIT'],
      ['HOT', 'OPEN_MOUTH'],
      ['HOT', '!STAND'],
      ['HOT', 'INABLE', '~STAND'],
    ],
  },
  {
    id: 'breathing',
    level: 'emergency',
    when: [
      // Not noisy through a stuffy nose with the mouth closed (a cold: a vet within a day).
      ['BREATH', 'LABORED', '-BAD_BREATH', '-NORMAL', '-AFTER_PLAY', '-PURR', '-STUFFY'],
      ['!BREATH', '-LABORED', '-NORMAL'],
      ['INABLE', '~BREATH', '-PURR'],
      // "Not breathing right", "no respira bien"; through a stuffy nose, a cold (urgent).
      ['BREATH_OFF', '-NOSE'],
      ['PANT'],
      ['GASP'],
      // Not a choke the cat has already cleared ("coughed it right up").
      ['CHOKE', '-GOT_IT_OUT', '-CHATTER', '-HAIRBALL'],
      // A whistle through a stuffy nose, mouth closed, is a cold (urgent).
      ['WHEEZE', '-STUFFY'],
      ['OPEN_MOUTH'],
      ['BLUE', 'GUMS'],
      ['ELBOWS_OUT'],
      // Not right after play, when it slows ("after chasing the laser, mouth closed, slowing down now").
      ['BREATH', 'MOVES_FAST', '-AFTER_PLAY'],
      ['BELLY', 'MOVES_FAST', '-AFTER_PLAY'],
    ],
  },
  {
    id: 'bleeding',
    level: 'emergency',
    when: [
      // Not when the person is the one bleeding ("I cut myself on the slicer, blood everywhere").
      ['BLEED', '-STOPPED', '-SELF'],
      ['BLEED', '!STOPPED', '-SELF'],
      ['BLOOD', 'A_LOT', '-SELF', '-URINATE'],
      ['BLOOD', 'WOUND', '-SELF', '-HEALING', '-STOPPED'],
      // Blood still coming through the cloth, or a wound deep enough to see inside.
      ['BLOOD', 'STILL', '-SELF', '-STOPPED'],
      ['WOUND', 'DEEP', '-SELF', '-HEALING', '-STOPPED'],
      ['BLOOD', 'POOLING', '-URINATE', '-SELF'],
      // Not when the bleeding is denied ("not bleeding, he's licking it a lot").
      ['WOUND', 'A_LOT', '-SELF', '-STOPPED', '-BLEED'],
      ['WOUND', 'POOLING', '-SELF'],
      ['RED', 'POOLING', '-EYE', '-GUMS', '-SKIN', '-SELF'],
      ['TOWEL', 'POOLING', '-SELF'],
    ],
  },
  {
    id: 'seizure',
    level: 'emergency',
    event: true,
    when: [
      // Shaking and not knowing the person: a fit.
      ['TREMBLE', '!RECOGNIZE'],
      // Asked of twitches in sleep ("his paws twitch while he's asleep, is that a seizure??"), it is a dream; told,
      // a seizure in sleep is one.
      ['SEIZURE', '-WHILE_ASLEEP'],
      ['SEIZURE', 'WHILE_ASLEEP', '-QUESTION'],
      ['PADDLE'],
      ['TREMBLE', 'FOAM'],
      ['TREMBLE', 'STIFF'],
      ['TREMBLE', 'COLLAPSE'],
      ['FOAM', 'COLLAPSE'],
      ['TREMBLE', 'FACE', '-EAR_PROBLEM'],
      ['TREMBLE', 'FEW_TIMES', '-EAR_PROBLEM'],
      ['TREMBLE', 'MANY_TIMES', '-EAR_PROBLEM'],
      // Lost and not knowing its people after shaking, or after "it stopped": the fit has just ended.
      ['TREMBLE', 'DISORIENTED'],
      ['STIFF', 'DISORIENTED'],
      // Stiff or fallen over and wetting itself: a fit.
      ['STIFF', 'INCONTINENT'],
      ['COLLAPSE', 'INCONTINENT'],
      ['STOPPED', 'DISORIENTED'],
    ],
  },
  {
    id: 'trauma',
    level: 'emergency',
    event: true,
    when: [
      ['VEHICLE', 'HIT', '-NEAR_MISS'],
      ['ANIMAL', 'ATTACKED', '-NEAR_MISS'],
      ['ANIMAL', 'HIT', '-NEAR_MISS'],
      ['KICKED', '-NEAR_MISS'],
      ['HUMAN', 'KICK', '-NEAR_MISS'],
      ['UNEVEN_PUPILS'],
      ['RUN_OVER', '-NEAR_MISS'],
      ['VEHICLE', 'SCRAPED'],
      // Something heavy fell on the cat.
      ['ON_TOP', 'FALL', '-NEAR_MISS'],
    ],
  },
  {
    id: 'fall',
    level: 'emergency',
    event: true,
    when: [
      ['FALL', 'HEIGHT', '-ASLEEP', '-NEAR_MISS'],
      ['JUMP_OUT', 'HEIGHT', '-NEAR_MISS'],
      ['DESCEND', 'HEIGHT', 'CHANGED'],
      ['JUMP_FROM', 'HIGH_PLACE', '-NEAR_MISS', '-HABITUAL'],
      // A hard landing: on concrete, or from a height ("came down onto the concrete, like 10 feet").
      ['LANDED', 'HARD_GROUND', '-NEAR_MISS', '-HABITUAL'],
      ['LANDED', 'HEIGHT', '-NEAR_MISS', '-HABITUAL'],
    ],
  },
  {
    id: 'crush',
    level: 'emergency',
    event: true,
    when: [
      ['CRUSH', '-NEAR_MISS'],
      ['DOOR', 'CLOSE', '-NEAR_MISS'],
      ['DOOR', 'ON_TOP', '-NEAR_MISS'],
      ['ON_TOP', '~FALL', '-NEAR_MISS'],
      ['DOOR', 'STUCK', '-NEAR_MISS'],
      ['DOOR', 'HIT', '-NEAR_MISS'],
      ['VEHICLE', 'HIT', 'EXTREMITY', '-NEAR_MISS'],
    ],
  },
  {
    id: 'collapse',
    level: 'emergency',
    when: [
      ['COLLAPSE', '-DRAMA', '-INCONTINENT'],
      // A floppy cat that eats is not collapsed ("still limp but eatin": the limp of a leg).
      ['FLOPPY', '-KITTEN', '-EAT'],
      ['FLOPPY', '-KITTEN', '!EAT'],
      // Not a cat that eats, if less ("wont even get up for treats … ate half his food": listless, a vet today).
      ['!STAND', '-EATS_LESS', '-EATS_OK'],
      ['INABLE', '~STAND'],
      ['INABLE', '~WALK'],
    ],
  },
  {
    id: 'hind-legs',
    level: 'emergency',
    when: [
      ['BACK_LEGS', 'PARALYSIS'],
      ['BACK_LEGS', 'COLD'],
      ['BACK_LEGS', 'INABLE'],
      ['BACK_LEGS', 'WEAK'],
      ['BACK_LEGS', '!MOVE'],
      ['LEGS', 'PARALYSIS'],
      ['FRONT_ONLY'],
      ['BACK_LEGS', 'BLUE'],
      ['BACK_LEGS', 'WOBBLY', 'CRY'],
      ['BACK_LEGS', 'GRAYISH'],
    ],
  },
  {
    id: 'not-eating',
    level: 'emergency',
    when: [
      ['!EAT', 'SPAN_24H', '-TOXIN', '-EATS_OK', '-FASTING'],
      ['REFUSE', 'SPAN_24H', '-EATS_OK'],
      ['!EAT', 'HEAVY', 'SPAN_12H'],
      ['REFUSE', 'HEAVY', 'SPAN_12H'],
      ['LAST_ATE', 'SPAN_24H'],
      ['EAT', 'NOTHING', 'SPAN_24H', '-TOXIN', '-EATS_OK'],
      ['LAST_ATE', 'HEAVY', 'SPAN_12H'],
    ],
  },
  {
    id: 'vomiting-blood',
    level: 'emergency',
    when: [
      // Three times or more, unless the cat is otherwise normal ("3 times since last night but acting normal":
      // a vet today, the urgent `vomiting`).
      ['VOMIT', 'MANY_TIMES', '-ACTING_NORMAL', '-EATS_OK', '-HAIRBALL'],
      ['VOMIT', 'MANY_TIMES', '!ACTING_NORMAL'],
      // Whatever goes in comes back up: vomiting over and over, whatever someone calls it ("says its hairballs").
      ['NOTHING_STAYS', '-KEPT_DOWN'],
      ['~VOMIT', 'BLOOD'],
      ['~STOOL', 'BLOOD'],
      ['DIARRHEA', 'BLOOD'],
      // "Red in his poop": blood in the stool, named by its colour.
      ['STOOL', 'RED', '-FOOD'],
      ['STOOL', 'BLACK'],
      ['VOMIT', 'BLACK'],
    ],
    // "She kept her food down today", "no more throwing up": the vomiting that made it an emergency has stopped.
    ruledOutBy: [['KEPT_DOWN', '-BLOOD']],
  },
  {
    id: 'difficult-birth',
    level: 'emergency',
    when: [
      ['BIRTH_TROUBLE'],
      ['BIRTH', 'STRAIN', 'SPAN_1H'],
      ['BIRTH', 'STUCK'],
      // A span of weeks is the kittens' age, not the length of labour.
      ['BIRTH', 'SPAN_1H', '~KITTEN', '-SPAN_WEEK'],
      ['BIRTH', 'STRAIN', '~NOTHING'],
      ['BIRTH', 'STRAIN', '!KITTEN'],
      ['STRAIN', 'SPAN_1H', '~NOTHING'],
      ['STRAIN', 'SPAN_1H', '!KITTEN'],
      ['KITTEN', 'HANGING_OUT', 'STUCK'],
      ['KITTEN', 'STUCK', 'STRAIN'],
      ['BIRTH', 'KITTEN', 'HANGING_OUT'],
      // Heavy bleeding or weakness while giving birth.
      ['BIRTH', 'BLOOD', 'A_LOT'],
      ['BIRTH', 'BLEED', '-STOPPED'],
      ['BIRTH', 'WEAK'],
      ['KITTEN', 'BLOOD', 'A_LOT', '-SELF'],
    ],
  },
  {
    id: 'string',
    level: 'emergency',
    event: true,
    when: [
      ['EXPOSED', 'STRING'],
      ['STRING', 'HANGING_OUT'],
      ['STRING', 'VOMIT'],
    ],
    // "Found the whole ball under the fridge, all there": nothing was swallowed.
    ruledOutBy: [['FOUND_IT']],
  },
  {
    id: 'electrical',
    level: 'emergency',
    event: true,
    when: [['EXPOSED', 'CORD', '-UNPLUGGED'], ['SHOCK'], ['BURN', '-SELF'], ['CORD', 'ATTACKED', '-UNPLUGGED']],
  },
  {
    id: 'eye-injury',
    level: 'emergency',
    when: [
      ['EYE', 'EYE_HURT'],
      ['EYE', 'BLEED'],
      ['EYE', 'SWELL', 'INABLE'],
      ['EYE', 'BLOOD'],
      ['EYE', 'HANGING_OUT', '-SQUINT', '-DISCHARGE'],
      // Bleach splashed in it, glass in it.
      ['EYE', 'TOXIN', '-FOOD', '-DISCHARGE'],
      ['EYE', 'GLASS'],
      // A scratch or a hole in the eye that the cat holds shut or that leaks clear fluid: a torn or punctured eye.
      ['EYE', 'INJURY_MARK', 'SQUINT'],
      ['EYE', 'INJURY_MARK', 'LEAK'],
    ],
  },
  {
    id: 'hypothermia',
    level: 'emergency',
    when: [
      ['HYPOTHERMIA'],
      ['EAR', 'BLACK', '-GUNK', '-EAR_PROBLEM'],
      ['COLD', 'TREMBLE'],
      ['COLD', 'SNOW'],
      ['COLD', 'WEAK'],
      ['COLD', 'COLLAPSE'],
      ['COLD', 'FLOPPY'],
      ['COLD', 'STIFF'],
      ['COLD', 'SLOW'],
      ['COLD', '!WALK'],
      // Shut in somewhere cold ("stuck in the walk-in freezer all night").
      ['COLD', 'SHUT_IN'],
      ['COLD', 'WOBBLY'],
    ],
  },
  {
    id: 'fading-kitten',
    level: 'emergency',
    when: [['KITTEN', 'COLD'], ['KITTEN', 'WEAK', '-EATS_OK'], ['KITTEN', 'FLOPPY'], ['KITTEN', '!NURSE'], ['!SUCKLE']],
  },
  {
    id: 'allergic',
    level: 'emergency',
    when: [
      // Not a tooth: a swollen cheek with bad breath is a dental abscess, a vet within a day.
      // Not a person allergic to cats, whose face swells ("mi prima es alérgica a los gatos").
      ['SWELL', 'FACE', '-ABSCESS', '-EAR', '-EAR_PROBLEM', '-BAD_BREATH', '-PERSON_ALLERGY'],
      ['SWELL', 'FACE', 'EYE', '-PERSON_ALLERGY'],
      // A sting and a swollen face is a reaction, however lumpy the swelling.
      ['STING', 'SWELL', 'FACE'],
      ['ALLERGIC_REACTION', '-PERSON_ALLERGY'],
      // A sting with the cat unwell: the reaction may be spreading.
      ['STING', 'BREATH', 'LABORED'],
      ['STING', 'VOMIT'],
      ['STING', 'COLLAPSE'],
      ['STING', 'WEAK'],
      ['STING', 'FOAM'],
    ],
  },
  {
    id: 'jaundice',
    level: 'emergency',
    when: [
      ['YELLOW', 'GUMS'],
      ['YELLOW', 'EYE', '-SQUINT', '-DISCHARGE'],
      ['YELLOW', 'SKIN'],
      ['YELLOW', 'EAR'],
      ['JAUNDICE'],
    ],
  },
  {
    id: 'swollen-belly',
    level: 'emergency',
    when: [
      ['BELLY', 'HARD'],
      // "Bloated" is a SWELL term.
      ['BELLY', 'SWELL'],
    ],
  },
] as const satisfies readonly RedFlagRule[];
