// Signs of feeling unwell: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const unwellEn = {
  WEAK: [
    'so tired', 'very tired', 'really tired', 'tired all day', 'keep folding', 'keeps folding', 'folding under',
    'folds under', 'folded under', 'legs give out', 'legs gave out', 'legs giving out', 'legs keep giving out',
    'buckling', 'buckled', 'sluggish', 'weak*', 'letharg*', 'fading', 'fade*', 'floppy', 'limp',
  ],
  /** Lost after a fit, or not knowing the people it knows. */
  DISORIENTED: [
    'didnt know me', 'didnt recognise me', 'doesnt know me', 'doesnt recognize me', 'didnt recognize me', 'disoriented',
    'dazed', 'out of it',
  ],
  SLOW: ['slow', 'slowly', 'sluggish', 'barely moving'],
  THIRST: [
    // Drinking from anything, and a box flooded with pee.
    'drinking from everything', 'drinks from everything', 'the box is flooded', 'litter is soaked', 'box is soaked',
    'so much water', 'drinking so much', 'drinks so much', 'more water', 'lots of water', 'drinking tons',
    'drinking way more', 'drinking a lot', 'drinks a lot', 'drinking more', 'thirsty',
  ],
  HIDING: [
    'wont come out', 'will not come out', 'doesnt come out', 'hiding', 'hides', 'not herself', 'not himself',
    'sleeping more',
  ],
  /** Getting thinner. */
  WEIGHT_LOSS: [
    // Bones showing: "you can see his spine and hips now", "se le ven los huesos".
    'skinnier', 'thinner', 'see his spine', 'see her spine', 'see his bones', 'see her bones', 'feel his spine',
    'feel her spine', 'gotten skinny', 'getting skinny', 'got skinny', 'gotten thin', 'losing weight', 'lost weight',
    'getting thin', 'feel his backbone', 'feel her backbone',
  ],
  /** Drinking. */
  DRINK: ['drink', 'drinks', 'drinking'],
  /** Not acting like itself. */
  OFF: [
    // Not the cat it was: "not acting like himself", "didnt even come greet me", "no salió a saludar".
    'not acting like himself', 'not acting like herself', 'not like himself', 'not like herself', 'not himself',
    'not herself', 'not like him', 'not like her', 'didnt come greet', 'didnt come say hi', 'didnt come to greet',
    'didnt greet me', 'didnt even come greet', 'didnt even come say hi', 'didnt even come to greet',
    'didnt even greet me', 'doesnt come greet', 'doesnt come say hi', 'doesnt come to greet', 'doesnt greet me',
    'wont come greet', 'wont come say hi', 'wont come to greet', 'wont greet me', 'dont come greet', 'dont come say hi',
    'dont come to greet', 'dont greet me', 'doesnt wanna play', 'dont wanna play', 'not playing', 'not normal for her',
    'not normal for him', 'doesnt want to play', 'wont play', 'barely moves off', 'barely moves from', 'sleeping more',
    'sleeping way more', 'sleeping a lot more', 'sleeping much more', 'sleeps more', 'lost interest',
    'doesnt care about', 'pawing at her mouth', 'pawing at his mouth', 'pawing at its mouth', 'paws at her mouth',
    'paws at his mouth', 'nose is hot', 'nose is warm', 'hot nose', 'warm nose', 'ears are hot', 'kinda off',
    'off today', 'a little off', 'a bit off', 'bit off', 'acting off', 'seems off', 'she off', 'he off', 'shes off',
    'hes off',
  ],
  /** Pain when handled: cries or complains when picked up or touched. */
  PAIN_HANDLED: [
    'cries when i pick', 'cries when i touch', 'cries when you touch', 'cries if i touch', 'cries when i lift',
    'yelps when i pick', 'yelps when i touch', 'yelps when you touch', 'yelps if i touch', 'yelps when i lift',
    'screams when i pick', 'screams when i touch', 'screams when you touch', 'screams if i touch',
    'screams when i lift', 'hisses when i pick', 'hisses when i touch', 'hisses when you touch', 'hisses if i touch',
    'hisses when i lift', 'growls when i pick', 'growls when i touch', 'growls when you touch', 'growls if i touch',
    'growls when i lift', 'hurts when i',
  ],
} satisfies ConceptTerms;
