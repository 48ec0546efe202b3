import type { Translated } from '../types.ts';
import {
  citywideRescues as englishCitywideRescues,
  fosterNetworks as englishFosterNetworks,
  rescuesInBorough as englishRescuesInBorough,
  tnrPrograms as englishTnrPrograms,
  type RescueOrganisation,
} from '../../rescues.ts';

// Spanish wording for the rescue cards on /es/rehoming and /es/surrender, from src/content/rescues.ts. The
// groups' facts are the English records themselves (docs/data-rules.md); only the words we put in where a record
// says nothing, and the contact line, are translated.

const ourWords: Record<string, string> = {
  'Cat rescue': 'Rescate de gatos',
  Website: 'Página web',
  'No website on file — search the group’s name to find its current contact':
    'No tenemos su página web — busque el nombre del grupo para encontrar cómo contactarlo hoy',
};

function inSpanish(group: RescueOrganisation): Translated<RescueOrganisation> {
  const specialty = group.resource.services.length === 0 ? ourWords[group.specialty] : undefined;
  const contact = ourWords[group.contact];
  if (!contact) throw new Error(`No Spanish contact line for "${group.contact}"`);
  return { ...group, specialty: specialty ?? group.specialty, contact };
}

export function rescuesInBorough(
  borough: Parameters<typeof englishRescuesInBorough>[0],
): Translated<RescueOrganisation>[] {
  return englishRescuesInBorough(borough).map(inSpanish);
}

export const citywideRescues: Translated<typeof englishCitywideRescues> = englishCitywideRescues.map(inSpanish);
export const fosterNetworks: Translated<typeof englishFosterNetworks> = englishFosterNetworks.map(inSpanish);
export const tnrPrograms: Translated<typeof englishTnrPrograms> = englishTnrPrograms.map(inSpanish);
