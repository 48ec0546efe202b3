import lowCostClinicsData from './data/low-cost-clinics.json' with { type: 'json' };
import spayNeuterData from './data/spay-neuter.json' with { type: 'json' };
import { mustFindResource, withDialablePhone } from './org-lookup.ts';
import type { Resource } from './resource-schema.ts';

// Spay/neuter providers for /spay-neuter (docs/requirements.md, "Spay/neuter provider": name, phone, cost,
// description, website, action, bookingUrl), built only from the sourced data.
//
// The spec asks for "two citywide providers with call buttons" and "a Brooklyn option with Call Now and Book
// Online". The data supports less: of the citywide programmes only the ASPCA mobile clinics have a phone we may
// offer as tap-to-call; the ASPCA community clinics and the Brooklyn clinics have no confirmed phone. So the
// cards show a call button only where the data allows it, and "Book Online" only where the data holds a
// website for the clinic. The Toby Project is left out: every source is from 2009-2015 and its current status
// is unknown.

export interface SpayNeuterProvider {
  id: string;
  name: string;
  phone: string | null;
  /** The data's cost note, as sourced (shown with "confirm with the provider" when stale or in conflict). */
  cost: string | null;
  description: string;
  website: string | null;
  /** Who qualifies, as sourced. */
  eligibility: string | null;
  /** The call button's wording (spec: "Call Now"). */
  action: string;
  /** Online booking: the clinic's website from the data; null when the data holds none. */
  bookingUrl: string | null;
  resource: Resource;
}

const spayNeuter = spayNeuterData as Resource[];
const lowCostClinics = lowCostClinicsData as Resource[];

function toProvider(resource: Resource, description: string, { booking = false } = {}): SpayNeuterProvider {
  const r = withDialablePhone(resource);
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    cost: r.costNotes,
    description,
    website: r.website,
    eligibility: r.eligibility,
    action: 'Call Now',
    bookingUrl: booking ? r.website : null,
    resource: r,
  };
}

export const citywideSpayNeuterProviders: readonly SpayNeuterProvider[] = [
  toProvider(
    mustFindResource(spayNeuter, 'aspca-mobile-spay-neuter-clinics'),
    'Mobile clinics that park in different NYC neighborhoods. Free or low cost for people on public assistance.',
  ),
  toProvider(
    mustFindResource(spayNeuter, 'aspca-community-veterinary-clinics-bronx-brooklyn-queens-spa'),
    'ASPCA clinics in the Bronx, Brooklyn and Queens that spay and neuter pets of eligible owners.',
  ),
];

export const brooklynSpayNeuterProviders: readonly SpayNeuterProvider[] = [
  toProvider(
    mustFindResource(lowCostClinics, 'aspca-community-veterinary-clinic-brooklyn-east-new-york'),
    'Subsidized spay/neuter and basic care for Brooklyn residents who qualify.',
    { booking: true },
  ),
  toProvider(
    mustFindResource(lowCostClinics, 'flatbush-veterinary-clinic-flatbush-cats'),
    'Non-profit clinic run by Flatbush Cats: low-cost spay/neuter, and a hub for TNR groups.',
  ),
];

/** Help paying for community (outdoor) cats' surgery, for caretakers doing TNR. */
export const communityCatSpayNeuterFunding: SpayNeuterProvider = toProvider(
  mustFindResource(spayNeuter, 'neighborhood-cats-spay-neuter-assistance-program-snap'),
  'Money toward spay/neuter for NYC community cats, for caretakers doing trap-neuter-return.',
);
