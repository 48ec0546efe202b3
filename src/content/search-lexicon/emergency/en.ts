// Emergencies: poisons and medicines, breathing, bleeding, seizures, falls, heat, collapse, the 24/7 vets and first
// aid; the words that say a question is an emergency, and those that set an alarming word in an everyday question
// (docs/search.md, "Intents").
// Here the English (and Spanglish) words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const emergencyEn: SearchLexiconPart = {
  synonyms: {
    EMERGENCY: ['emergency', 'emergncy', 'emergancy', 'emergeny', 'emergecy', 'urgent', '911', 'er'],
    BLOCKAGE: ['urinary blockage', 'blocked', 'straining', 'crystals'],
    ACETAMINOPHEN: ['acetaminophen', 'tylenol', 'paracetamol'],
    IBUPROFEN: ['ibuprofen', 'advil', 'motrin', 'aleve', 'painkiller', 'pain killer'],
    LILY: ['lily', 'lilies', 'lilly', 'flowers', 'bouquet'],
    ANTIFREEZE: ['antifreeze', 'anti freeze', 'coolant'],
    RAT_POISON: ['rat poison', 'rodenticide', 'mouse poison', 'bait'],
    POISON: ['poison', 'poisoning', 'poisoned', 'poisen', 'toxic', 'ate something'],
    BREATHING: [
      'breathing', 'breathe', 'breath', 'breating', 'panting', 'gasping', 'choking', 'wheezing', 'wheeze', 'cough',
      'coughing',
    ],
    SMOKE: ['smoke', 'cigarette', 'cigarettes', 'dust', 'lungs', 'asthma'],
    BURN: ['burn', 'burns', 'burned', 'burnt'],
    // A chewed cord is an electrical burn (the first-aid guide's burns topic).
    ELECTRIC_SHOCK: [
      'burn', 'electric shock', 'shocked', 'electrocuted', 'cord', 'cords', 'charger', 'cable', 'wire', 'wires',
    ],
    BLEEDING: ['bleeding', 'blood', 'bleed', 'wound', 'bite wound'],
    SEIZURE: ['seizure', 'seizures', 'seizing', 'fits', 'convulsion', 'convulsing', 'siezure'],
    FALL: [
      'hit by car', 'fall', 'fell', 'fallen', 'high rise', 'window', 'fire escape', 'roll gate', 'shutter', 'crushed',
    ],
    HEAT_STROKE: ['heat stroke', 'heatstroke', 'overheated', 'overheating', 'too hot', 'hot car', 'ac broke', 'no ac'],
    COLLAPSE: [
      'collapse', 'collapsed', 'unconscious', 'passed out', 'not moving', 'unresponsive', 'dying', 'barely moving',
      'ice cold', 'hypothermia', 'frozen',
    ],
    OPEN_ALL_NIGHT: ['24/7', '24 hour', '24 hours', '24 hr', '24hr', '24 hrs', 'open all night', 'overnight'],
    FIRST_AID: ['first aid'],
    FIRST_AID_KIT: ['first aid kit', 'kit', 'supplies'],
  },
  intents: {
    emergency: [
      'emergency', 'urgent', '911', 'dying', 'breathing', 'breathe', 'choking', 'gasping', 'blue gums', 'pale gums',
      'bleeding', 'blood', 'poison', 'poisoning', 'poisoned', 'toxic', 'lily', 'lilies', 'antifreeze', 'rat poison',
      'acetaminophen', 'tylenol', 'ibuprofen', 'advil', 'seizure', 'seizures', 'convulsion', 'hit by car', 'fell',
      'fall', 'high rise', 'collapse', 'collapsed', 'unconscious', 'heat stroke', 'heatstroke', 'urinary blockage',
      'blocked', 'straining', "can't pee", '24/7', '24 hour', 'not breathing',
    ],
  },
  // Everyday frames: an alarming word in one of these questions asks about everyday care, not an emergency.
  everydayFrames: [
    'blood work', 'bloodwork', 'blood test', 'blood tests', 'blood panel', 'is it normal', 'is that normal',
  ],
  // Emergency words that name a test, not a cat in trouble (asked with a price, an everyday question).
  testWords: ['blood'],
  // Emergency words that name what is toxic, and the words that say a cat met it.
  toxicWords: ['poison', 'toxic', 'lily', 'lilies'],
  exposureWords: [
    'ate', 'eaten', 'eating', 'licked', 'licking', 'chewed', 'chewing', 'drank', 'swallowed', 'got into', 'bit',
  ],
};
