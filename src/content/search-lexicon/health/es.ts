// Health: signs of illness, the litter and the belly, checkups, vaccines, parasites, weight, teeth and eyes; the words
// of a health question.
// Here the Spanish words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const healthEs: SearchLexiconPart = {
  synonyms: {
    VOMIT: ['vomita', 'vomito', 'vomitando'],
    URINATE: ['orinar', 'orina', 'orino', 'pipi', 'mear'],
    APPETITE: ['no come', 'no quiere comer'],
    DIARRHEA: ['diarrea'],
    CHECKUP: ['chequeo', 'revision'],
    PREVENTION: ['eliminar', 'prevenir'],
    WEIGHT: ['gordo', 'gorda', 'flaco', 'flaca', 'peso', 'libras', 'kilos'],
    HAIRBALL: ['bola de pelo', 'bolas de pelo', 'vomita pelo'],
    TEETH: ['dientes', 'mal aliento', 'sarro', 'encias'],
    EYES: ['laganas', 'ojos', 'ojitos'],
    VACCINE: ['vacuna', 'vacunas', 'vacunar', 'rabia'],
    FLEAS: ['bichitos', 'bichos', 'brincan', 'pulgas', 'pulga', 'garrapatas', 'parasitos', 'gusanos', 'lombrices'],
    SICK: [
      'estornuda', 'estornudo', 'estornudando', 'mocos', 'enfermo', 'enferma', 'decaido', 'decaida', 'bebe mucha agua',
      'orina mucho',
    ],
  },
  intents: {
    health_concern: ['enfermo', 'vomita', 'diarrea', 'vacuna', 'vacunas', 'pulgas'],
  },
};
