import type { Translated } from '../types.ts';
import type { shelterCardLabels as englishShelterCardLabels } from '../../shelters.ts';
import {
  accCareCenters as englishAccCareCenters,
  accGeneralLine as englishAccGeneralLine,
  otherShelters as englishOtherShelters,
  type SurrenderShelter,
} from '../../shelters.ts';

// Spanish wording for the shelter cards on /es/surrender, from src/content/shelters.ts. The cards' facts are the
// English records themselves (docs/data-rules.md); only the kind of shelter, which we name, and the words we put
// in where a record says nothing, are translated.

const NOT_PUBLISHED_EN = 'Not stated — ask when you call';
const NOT_PUBLISHED = 'No lo dicen — pregunte cuando llame';

export const shelterCardLabels: Translated<typeof englishShelterCardLabels> = {
  callLabel: 'Llame para información',
  requirements: 'Requisitos',
  details: 'Detalles',
  waitTime: 'Tiempo de espera',
  fees: 'Costos',
  ifNotPlaced: 'Si no le encuentran hogar al gato',
};

const shelterTypes: Record<string, string> = {
  'NYC Animal Care Centers (city shelter)': 'NYC Animal Care Centers (el refugio de la ciudad)',
  'No-kill shelter or rescue': 'Refugio o grupo de rescate que no sacrifica animales',
  'Adoption center': 'Centro de adopción',
  Shelter: 'Refugio',
};

const ourWords = (text: string) => (text === NOT_PUBLISHED_EN ? NOT_PUBLISHED : text);

function inSpanish(shelter: SurrenderShelter): Translated<SurrenderShelter> {
  const type = shelterTypes[shelter.type];
  if (!type) throw new Error(`No Spanish name for the shelter type "${shelter.type}"`);
  return { ...shelter, type, waitTime: ourWords(shelter.waitTime), requirements: ourWords(shelter.requirements) };
}

export const accGeneralLine: Translated<typeof englishAccGeneralLine> = inSpanish(englishAccGeneralLine);
export const accCareCenters: Translated<typeof englishAccCareCenters> = englishAccCareCenters.map(inSpanish);
export const otherShelters: Translated<typeof englishOtherShelters> = englishOtherShelters.map(inSpanish);
