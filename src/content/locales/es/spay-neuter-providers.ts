import type { Translated } from '../types.ts';
import {
  brooklynSpayNeuterProviders as englishBrooklyn,
  citywideSpayNeuterProviders as englishCitywide,
  communityCatSpayNeuterFunding as englishCommunityCatFunding,
  type SpayNeuterProvider,
} from '../../spay-neuter-providers.ts';

// Spanish wording for the spay/neuter provider cards on /es/spay-neuter, from src/content/spay-neuter-providers.ts.
// Everything sourced (name, phone, cost, eligibility, website, booking link) is the English record itself; only
// the description we wrote and the call button's words are translated.

const descriptions: Record<string, string> = {
  'aspca-mobile-spay-neuter-clinics':
    'Clínicas móviles que se paran en distintos barrios de NYC. Gratis o de bajo costo para personas que reciben ayuda del gobierno.',
  'aspca-community-veterinary-clinics-bronx-brooklyn-queens-spa':
    'Clínicas de la ASPCA en el Bronx, Brooklyn y Queens que esterilizan y castran las mascotas de dueños que califican.',
  'aspca-community-veterinary-clinic-brooklyn-east-new-york':
    'Esterilización con precio rebajado y cuidado básico para residentes de Brooklyn que califican.',
  'flatbush-veterinary-clinic-flatbush-cats':
    'Clínica sin fines de lucro de Flatbush Cats: esterilización de bajo costo, y un punto de encuentro para los grupos de TNR.',
  'neighborhood-cats-spay-neuter-assistance-program-snap':
    'Dinero para esterilizar a los gatos de la calle de NYC, para quienes hacen TNR (atrapar, esterilizar y soltar).',
};

function inSpanish(provider: SpayNeuterProvider): Translated<SpayNeuterProvider> {
  const description = descriptions[provider.id];
  if (!description) throw new Error(`No Spanish description for spay/neuter provider ${provider.id}`);
  return { ...provider, description, action: 'Llame ya' };
}

export const citywideSpayNeuterProviders: Translated<typeof englishCitywide> = englishCitywide.map(inSpanish);
export const brooklynSpayNeuterProviders: Translated<typeof englishBrooklyn> = englishBrooklyn.map(inSpanish);
export const communityCatSpayNeuterFunding: Translated<typeof englishCommunityCatFunding> =
  inSpanish(englishCommunityCatFunding);
