// Heat and cold: the Spanish (and Spanglish) terms.
// How a term is written and which file it goes in: docs/triage.md.
import type { ConceptTerms } from '../concept-names.ts';

export const temperatureEs = {
  HEATSTROKE: ['golpe de calor', 'insolacion', 'sobrecalent*', 'hipertermia'],
  HOT: [
    'calientisim*', 'hace un calor', 'se fue el aire', 'se apago el aire', 'calentador*', 'calefaccion', 'estufa*',
    'se dano el aire', 'no sirve el aire', 'se rompio el aire', 'ardiendo', 'hirviendo', 'al sol', 'ola de calor',
    'no ac', 'no air conditioning', 'sin aire', 'caldera', 'horno', 'dryer', 'secadora', 'sauna', 'calor', 'caliente',
  ],
  HYPOTHERMIA: ['hipoterm*', 'congelacion', 'congelad*'],
  COLD: [
    'se siente fria', 'se siente frio', 'fresquito', 'fresquita',
    /** The heating broke ("se dañó la calefacción"): the place is cold (`COLD`), not hot (so `OTHER_SENSE`). */
    'calefaccion se dano', 'se dano la calefaccion', 'no heat', 'sin calefaccion', 'empapad*', 'como hielo', 'helado',
    'frio', 'fria', 'helad*', 'congel*',
  ],
  SNOW: ['hielo', 'bajo cero', 'nieve*', 'tormenta*', 'afuera toda la noche', 'invierno'],
  BLACK: ['como alquitran', 'como cafe molido', 'cafe molido', 'borra de cafe', 'negr*'],
  GRAYISH: ['grisaceo', 'grisacea', 'grisaceas'],
} satisfies ConceptTerms;
