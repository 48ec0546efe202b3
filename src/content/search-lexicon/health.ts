// Health: signs of illness, the litter and the belly, checkups, vaccines, parasites, weight, teeth and eyes; the words
// of a health question.
// English and Spanish together: a group is one meaning in every language. How a word is written and which file
// it goes in: docs/search.md.
import type { SearchLexiconPart } from './part.ts';

export const health: SearchLexiconPart = {
  synonyms: [
    [
      'vomit', 'vomiting', 'vomitting', 'throw up', 'throwing up', 'threw up', 'puke', 'puking', 'barf', 'vomita',
      'vomito', 'vomitando',
    ],
    [
      'urinate', 'urinary', 'pee', 'peeing', 'piss', 'wee', 'urine', "can't pee", 'orinar', 'orina', 'orino', 'pipi',
      'mear',
    ],
    ['appetite', "won't eat", 'not eating', 'stopped eating', 'no appetite', 'off food', 'no come', 'no quiere comer'],
    ['diarrhea', 'diarrhoea', 'diarea', 'runny poop', 'loose stool', 'the runs', 'diarrea'],
    [
      'checkup', 'check up', 'checkups', 'exam', 'wellness visit', 'chequeo', 'yearly visit', 'once a year', 'annual',
      'revision',
    ],
    ['prevention', 'prevent', 'preventive', 'get rid of', 'treatment', 'treat', 'kill', 'eliminar', 'prevenir'],
    [
      'weight', 'overweight', 'fat', 'chubby', 'obese', 'skinny', 'thin', 'gordo', 'gorda', 'flaco', 'flaca', 'peso',
      'pounds', 'lbs', 'libras', 'kilos',
    ],
    [
      'hairballs', 'hairball', 'hair ball', 'hair balls', 'bola de pelo', 'bolas de pelo', 'throwing up hair',
      'vomita pelo',
    ],
    // Teeth and breath (grooming's teeth care, preventive care's dental costs).
    ['teeth', 'dental', 'dientes', 'bad breath', 'mal aliento', 'breath smells', 'tartar', 'sarro', 'encias'],
    // Crusty or runny eyes, cleaned at home (grooming).
    ['eyes', 'eye gunk', 'eye boogers', 'crusty eyes', 'laganas', 'ojos', 'ojitos'],
    [
      'vaccine', 'vaccines', 'vaccination', 'shots', 'rabies', 'vacine', 'booster', 'vacuna', 'vacunas', 'vacunar',
      'rabia',
    ],
    [
      'bichitos', 'bichos', 'brincan', 'flea dirt', 'flea', 'fleas', 'flee', 'flees', 'ticks', 'worms', 'tapeworm',
      'parasites', 'deworm', 'pulgas', 'pulga', 'garrapatas', 'parasitos', 'gusanos', 'lombrices',
    ],
    [
      'sick', 'ill', 'lethargic', 'weak', 'not acting right', 'sneezing', 'estornuda', 'estornudo', 'estornudando',
      'mocos', 'limping', 'warning signs', 'enfermo', 'enferma', 'decaido', 'decaida', 'thirsty', 'drinking a lot',
      'drinking more', 'drinking so much', 'drinking a ton', 'drinking nonstop', 'peeing a lot', 'peeing more',
      'peeing like crazy', 'bebe mucha agua', 'orina mucho', 'eye swollen', 'swollen eye',
    ],
  ],
  intents: {
    health_concern: [
      'sick', 'ill', 'vomit', 'vomiting', 'diarrhea', 'appetite', "won't eat", 'not eating', 'lethargic', 'sneezing',
      'limping', 'urinate', 'pee', 'fever', 'weight', 'vaccine', 'fleas', 'worms', 'warning signs', 'health',
      'enfermo', 'vomita', 'diarrea', 'vacuna', 'vacunas', 'pulgas',
    ],
  },
};
