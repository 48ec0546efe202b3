// Eating, vomiting and stool: the English terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const eatingEn = {
  /** When the cat last ate: with a span of a day, it hasn't eaten since ("last ate sunday night, its tuesday"). */
  LAST_ATE: ['last ate', 'last eaten', 'last meal', 'last time he ate', 'last time she ate', 'last time it ate'],
  EAT: [
    'touched her food', 'touched his food', 'touched the food', 'touched its food', 'want his food', 'want her food',
    'want the food', 'want to eat', 'wanna eat', 'touched the bowl', 'touched his bowl', 'touched her bowl',
    'touch the bowl', 'touched anything', 'touched a thing', 'touch anything', 'touched food', 'touch food',
    'touching food', 'had food', 'any food', 'eat', 'eats', 'eating', 'ate', 'eaten', 'come', 'touch his food',
    'touch her food',
  ],
  REFUSE: [
    'is still full', 'still full', 'still untouched', 'bowl been full', 'bowl is full', 'bowl still full',
    'bowl is still full', 'food untouched', 'untouched', 'food just sitting', 'same food sitting',
    'doesnt want his food', 'doesnt want her food', 'wont touch', 'stop eating', 'stopped eating', 'quit eating',
    'refus*', 'skip*', 'lost his appetite', 'lost her appetite', 'off his food', 'off her food',
  ],
  HEAVY: ['chunky', 'fat', 'heavy', 'big', 'chonk*', 'overweight', 'pounds', 'lbs', 'chubby'],
  /** Nothing stays down: all that goes in comes back up, over and over ("every time she drinks it comes right back up"). */
  NOTHING_STAYS: [
    'comes right back up', 'come right back up', 'comes back up every time', 'cant keep anything down',
    'cant keep nothing down', 'cant keep water down', 'cant keep food down', 'cant hold anything down',
  ],
  VOMIT: [
    'retch*', 'gag*', 'dry heav*', 'vomit*', 'vomm*', 'threw up', 'throw up', 'throwing up', 'throws up', 'thrown up',
    'puk*', 'being sick', 'regurgit*',
  ],
  HAIRBALL: ['hairball*', 'hair ball*', 'furball*', 'fur ball*', 'grass'],
  STOOL: ['poop*', 'stool*', 'poo', 'bowel*', 'diarrh*'],
  DIARRHEA: ['diarrh*', 'loose stool*', 'runny poop', 'liquid poop', 'watery poop', 'the runs'],
  SOFT: ['soft', 'mushy', 'loose', 'runny', 'pudding'],
  /** Eating, but less than usual. */
  EATS_LESS: [
    'only ate', 'a couple bites', 'a few bites', 'two bites', 'couple of bites', 'barely touched', 'hardly touched',
    'less than half', '2 bites', 'like 2 bites', 'like two bites', 'only a few bites', 'almost not come',
    'almost not eating', 'almost not eats', 'almost not ate', 'left the kibble', 'left his food', 'left her food',
    'leaves his food', 'leaves her food', 'left the food', 'half his breakfast', 'half his dinner', 'half his lunch',
    'half his meal', 'half his can', 'half his bowl', 'half her breakfast', 'half her dinner', 'half her lunch',
    'half her meal', 'half her can', 'half her bowl', 'half of his breakfast', 'half of his dinner',
    'half of his lunch', 'half of his meal', 'half of his can', 'half of his bowl', 'half of her breakfast',
    'half of her dinner', 'half of her lunch', 'half of her meal', 'half of her can', 'half of her bowl', 'barely ate',
    'barely eating', 'barely eats', 'eating less', 'eating a little less', 'eats less', 'half as much',
    'half his usual', 'half her usual', 'half of his usual', 'half of her usual', 'half of normal', 'half normal',
    'half his normal', 'half her normal', 'half the usual', 'eat less', 'eat little', 'eat very little', 'eats little',
    'eats very little', 'eating little', 'eating very little', 'ate less', 'ate little', 'ate very little',
    'half his food', 'half her food', 'half the food', 'half of his food', 'half of her food', 'only half',
    'half of what', 'half what',
    // Not "ate half of it" (a mouse, a leaf): half of a meal, or only half.
    'only ate half', 'ate only half', 'just ate half', 'ate half and', 'ate half then', 'eats half', 'eating half',
    'few bites', 'couple bites',
  ],
  EATS_OK: [
    // "Not eating less" eats as before.
    'not eating less', 'isnt eating less', 'eats and plays', 'eat and play', 'eating and playing', 'ate dinner',
    'ate last night', 'ate this morning', 'ate breakfast', 'eats it', 'eats fine', 'eating fine', 'eats normally',
    'eating normally', 'come normal', 'still eating', 'eats and pees', 'eats and poops', 'still eats and',
    'drinks and eats', 'eats and drinks', 'eating and drinking', 'eats everything else', 'eats the other',
  ],
  /** Can't pass stool. */
  CONSTIPATED: ['constipat*'],
  FOOD: [
    'breakfast', 'dinner', 'meal', 'meals', 'food*', 'eat', 'eating', 'chocolate', 'onion*', 'garlic', 'grape*',
    'raisin*', 'milk', 'cheese', 'tuna', 'treat*', 'snack*',
  ],
  /** No food on purpose, before surgery: "dejarla sin comer antes", "no food after midnight". */
  FASTING: [
    'fasting', 'fast him', 'fast her', 'fast before', 'withhold food', 'not feed him before', 'not feed her before',
  ],
  /** The vomiting has stopped: food stays down. */
  KEPT_DOWN: [
    'kept her food down', 'kept his food down', 'kept food down', 'kept it down', 'keeping food down',
    'keeping it down', 'keeps food down', 'keeps it down', 'stopped throwing up', 'stopped vomiting',
  ],
} satisfies ConceptTerms;
