// Health: signs of illness, the litter and the belly, checkups, vaccines, parasites, weight, teeth and eyes; the words
// of a health question.
// Here the English (and Spanglish) words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const healthEn: SearchLexiconPart = {
  synonyms: {
    VOMIT: ['vomit', 'vomiting', 'vomitting', 'throw up', 'throwing up', 'threw up', 'puke', 'puking', 'barf'],
    URINATE: ['urinate', 'urinary', 'pee', 'peeing', 'piss', 'wee', 'urine', "can't pee"],
    APPETITE: ['appetite', "won't eat", 'not eating', 'stopped eating', 'no appetite', 'off food'],
    DIARRHEA: ['diarrhea', 'diarrhoea', 'diarea', 'runny poop', 'loose stool', 'the runs'],
    CHECKUP: ['checkup', 'check up', 'checkups', 'exam', 'wellness visit', 'yearly visit', 'once a year', 'annual'],
    PREVENTION: ['prevention', 'prevent', 'preventive', 'get rid of', 'treatment', 'treat', 'kill'],
    WEIGHT: ['weight', 'overweight', 'fat', 'chubby', 'obese', 'skinny', 'thin', 'pounds', 'lbs'],
    HAIRBALL: ['hairballs', 'hairball', 'hair ball', 'hair balls', 'throwing up hair'],
    // Teeth and breath (grooming's teeth care, preventive care's dental costs).
    TEETH: ['teeth', 'dental', 'bad breath', 'breath smells', 'tartar'],
    // Crusty or runny eyes, cleaned at home (grooming).
    EYES: ['eyes', 'eye gunk', 'eye boogers', 'crusty eyes'],
    VACCINE: ['vaccine', 'vaccines', 'vaccination', 'shots', 'rabies', 'vacine', 'booster'],
    FLEAS: ['flea dirt', 'flea', 'fleas', 'flee', 'flees', 'ticks', 'worms', 'tapeworm', 'parasites', 'deworm'],
    SICK: [
      'sick', 'ill', 'lethargic', 'weak', 'not acting right', 'sneezing', 'limping', 'warning signs', 'thirsty',
      'drinking a lot', 'drinking more', 'drinking so much', 'drinking a ton', 'drinking nonstop', 'peeing a lot',
      'peeing more', 'peeing like crazy', 'eye swollen', 'swollen eye',
    ],
  },
  intents: {
    health_concern: [
      'sick', 'ill', 'vomit', 'vomiting', 'diarrhea', 'appetite', "won't eat", 'not eating', 'lethargic', 'sneezing',
      'limping', 'urinate', 'pee', 'fever', 'weight', 'vaccine', 'fleas', 'worms', 'warning signs', 'health',
    ],
  },
};
