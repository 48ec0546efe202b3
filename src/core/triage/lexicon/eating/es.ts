// Eating, vomiting and stool: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const eatingEs = {
  LAST_ATE: ['ultima vez que comio', 'comio por ultima vez'],
  EAT: [
    'tocado su comida', 'tocado la comida', 'toca su comida', 'toca la comida', 'tocado el plato', 'toca el plato',
    'probar bocado', 'bocado', 'probar', 'desayun*', 'cenar', 'ceno', 'almorz*', 'tocado nada', 'toca nada',
    'probado la comida', 'tocado comida', 'probado comida', 'comer', 'comido', 'comiendo', 'comio', 'probado',
  ],
  REFUSE: [
    'sigue llenito',
    // The bowl left full, not "le dejo el plato lleno" (fed free all day).
    'plato sigue lleno', 'plato esta lleno', 'plato ta lleno', 'plato todavia lleno', 'sigue lleno',
    'no quiere la comida', 'no quiere comer', 'no quiere comida', 'dejo de comer', 'hunger strike', 'huelga de hambre',
    'no appetite', 'sin apetito', 'inapeten*', 'rechaza*',
  ],
  HEAVY: ['gordito', 'gordita', 'obes*', 'gord*', 'libras'],
  NOTHING_STAYS: ['no retiene nada', 'no retiene el agua', 'no retiene la comida', 'no le para nada en el estomago'],
  VOMIT: [
    'guacare*', 'botando todo', 'bota todo', 'botando lo que come', 'bota lo que come', 'botando la comida',
    'devuelve todo', 'devolviendo todo', 'arcada*', 'devolvi*', 'trasbocando', 'arroj*',
  ],
  HAIRBALL: ['bola de pelo', 'bolas de pelo'],
  STOOL: ['pupu', 'pupus', 'feces', 'faeces', 'caca*', 'heces', 'excremento*', 'popo', 'diarrea*'],
  DIARRHEA: ['diarrea*'],
  SOFT: ['liquid*', 'aguad*', 'blanda*', 'blando', 'suelta*'],
  EATS_LESS: [
    // A few bites: "solo comió dos mordidas", "only ate a couple bites".
    'solo comio', 'dos mordidas', 'unas mordidas', 'un par de mordidas', 'dos bocados', 'unos bocados', 'apenas comio',
    'apenas toco', 'menos de la mitad',
    /** "Casi no come", "almost not eating": eating little, which is not the same as eating nothing. */
    'casi no come', 'casi no comio', 'casi no ha comido', 'casi no esta comiendo', 'casi no quiere comer',
    'casi no eating', 'casi no eats', 'casi no ate', 'almost not comio', 'almost not ha comido',
    'almost not esta comiendo', 'almost not quiere comer', 'almost no come', 'almost no comio', 'almost no ha comido',
    'almost no esta comiendo', 'almost no quiere comer', 'almost no eating', 'almost no eats', 'almost no ate',
    'dejo la comida', 'dejo su comida', 'deja la comida', 'deja su comida', 'apenas come', 'apenas ha comido',
    'solo comio la mitad', 'come menos', 'comiendo menos', 'la mitad de lo normal', 'la mitad de lo que',
    'mitad de lo normal', 'come poco', 'come poquito', 'comiendo poco', 'comiendo poquito', 'comio poco',
    'comio poquito', 'comio un poco', 'solo la mitad', 'comio muy poco', 'comio muy poquito', 'come muy poco',
    'la mitad de siempre', 'comio la mitad', 'come la mitad', 'un par de bocados', 'comio un poquito',
    'come un poquito',
  ],
  EATS_OK: [
    'no esta comiendo menos', 'no come menos', 'no ha comido menos', 'si come', 'come y juega', 'comiendo y jugando',
    'comio anoche', 'comio esta manana', 'comio hoy', 'se la come', 'se lo come', 'come bien', 'sigue comiendo',
    'come y hace pipi', 'come y hace', 'toma agua y come', 'bebe agua y come', 'come y toma', 'come y bebe',
  ],
  CONSTIPATED: ['estrenid*', 'estrenimiento', 'tapado de caca', 'no puede hacer caca'],
  FOOD: ['desayuno', 'cena', 'almuerzo', 'comida*', 'comer', 'cebolla*', 'leche', 'atun'],
  FASTING: [
    'sin comer antes', 'dejarla sin comer', 'dejarlo sin comer', 'dejarle sin comer', 'en ayunas', 'ayun*',
    'no food after midnight', 'no food before', 'no darle de comer antes',
  ],
  KEPT_DOWN: [
    'no more throwing up', 'no more vomiting', 'no more puking', 'ya no vomita', 'ya no ha vomitado',
    'no ha vuelto a vomitar', 'dejo de vomitar', 'no ha vomitado mas',
  ],
} satisfies ConceptTerms;
