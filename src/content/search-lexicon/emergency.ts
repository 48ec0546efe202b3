// Emergencies: poisons and medicines, breathing, bleeding, seizures, falls, heat, collapse, the 24/7 vets and first
// aid; the words that say a question is an emergency, and those that set an alarming word in an everyday question
// (docs/search.md, "Intents").
// English and Spanish together: a group is one meaning in every language. How a word is written and which file
// it goes in: docs/search.md.
import type { SearchLexiconPart } from './part.ts';

export const emergency: SearchLexiconPart = {
  synonyms: [
    ['emergency', 'emergncy', 'emergancy', 'emergeny', 'emergecy', 'urgent', '911', 'er', 'emergencia', 'urgencia'],
    ['urinary blockage', 'blocked', 'straining', 'crystals'],
    ['acetaminophen', 'tylenol', 'paracetamol'],
    ['ibuprofen', 'advil', 'motrin', 'aleve', 'painkiller', 'pain killer'],
    ['lily', 'lilies', 'lilly', 'flowers', 'bouquet', 'lirio', 'lirios'],
    ['antifreeze', 'anti freeze', 'coolant', 'anticongelante'],
    ['rat poison', 'rodenticide', 'mouse poison', 'bait', 'veneno para ratas'],
    ['poison', 'poisoning', 'poisoned', 'poisen', 'toxic', 'ate something', 'veneno', 'envenenado', 'toxico'],
    [
      'breathing', 'breathe', 'breath', 'breating', 'panting', 'gasping', 'choking', 'wheezing', 'wheeze', 'cough',
      'coughing', 'tos', 'tose', 'tosiendo', 'respira', 'respirar', 'jadea', 'jadeando',
    ],
    ['smoke', 'cigarette', 'cigarettes', 'humo', 'dust', 'polvo', 'lungs', 'pulmones', 'asthma', 'asma'],
    ['burn', 'burns', 'burned', 'burnt', 'quemadura', 'quemaduras', 'quemado', 'quemada', 'se quemo'],
    // A chewed cord is an electrical burn (the first-aid guide's burns topic).
    [
      'burn', 'electric shock', 'shocked', 'electrocuted', 'cord', 'cords', 'charger', 'cable', 'wire', 'wires',
      'enchufe', 'corrientazo',
    ],
    ['bleeding', 'blood', 'bleed', 'wound', 'bite wound', 'sangre', 'sangrando', 'sangrar', 'herida', 'se corto'],
    ['seizure', 'seizures', 'seizing', 'fits', 'convulsion', 'convulsing', 'siezure', 'convulsiones', 'pataleando'],
    [
      'hit by car', 'fall', 'fell', 'fallen', 'high rise', 'window', 'atropellado', 'fire escape', 'se cayo',
      'roll gate', 'shutter', 'crushed', 'aplastado',
    ],
    [
      'heat stroke', 'heatstroke', 'overheated', 'overheating', 'too hot', 'hot car', 'golpe de calor', 'ac broke',
      'no ac', 'sin aire', 'calor', 'caliente',
    ],
    [
      'collapse', 'collapsed', 'unconscious', 'passed out', 'not moving', 'unresponsive', 'dying', 'barely moving',
      'ice cold', 'hypothermia', 'frozen', 'congelado',
    ],
    ['24/7', '24 hour', '24 hours', '24 hr', '24hr', '24 hrs', 'open all night', 'overnight', '24 horas'],
    ['first aid', 'primeros auxilios'],
    ['first aid kit', 'kit', 'supplies', 'botiquin'],
  ],
  intents: {
    emergency: [
      'emergency', 'urgent', '911', 'dying', 'breathing', 'breathe', 'choking', 'gasping', 'blue gums', 'pale gums',
      'bleeding', 'blood', 'poison', 'poisoning', 'poisoned', 'toxic', 'lily', 'lilies', 'antifreeze', 'rat poison',
      'acetaminophen', 'tylenol', 'ibuprofen', 'advil', 'seizure', 'seizures', 'convulsion', 'hit by car', 'fell',
      'fall', 'high rise', 'collapse', 'collapsed', 'unconscious', 'heat stroke', 'heatstroke', 'urinary blockage',
      'blocked', 'straining', "can't pee", '24/7', '24 hour', 'not breathing', 'emergencia', 'urgencia', 'no respira',
      'sangrando', 'sangre', 'veneno', 'envenenado', 'convulsiones', 'atropellado', 'lirio', 'respira', 'respirar',
      'respirando', 'se ahoga', 'ahogando', 'encias azules', 'sangra', 'sangrar', 'se cayo', 'convulsiona',
      'convulsionando', 'se desmayo', 'no puede orinar', 'golpe de calor',
    ],
  },
  // Everyday frames: an alarming word in one of these questions asks about everyday care, not an emergency.
  everydayFrames: [
    'blood work', 'bloodwork', 'blood test', 'blood tests', 'blood panel', 'analisis de sangre', 'examen de sangre',
    'is it normal', 'is that normal', 'es normal',
  ],
  // Emergency words that name a test, not a cat in trouble (asked with a price, an everyday question).
  testWords: ['blood', 'sangre'],
  // Emergency words that name what is toxic, and the words that say a cat met it.
  toxicWords: ['poison', 'toxic', 'lily', 'lilies', 'veneno', 'lirio'],
  exposureWords: [
    'ate', 'eaten', 'eating', 'licked', 'licking', 'chewed', 'chewing', 'drank', 'swallowed', 'got into', 'bit',
    'comio', 'se comio', 'lamio', 'lamiendo', 'mordio', 'trago', 'bebio',
  ],
};
