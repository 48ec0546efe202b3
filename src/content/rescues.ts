import rescuesData from './data/rescues.json' with { type: 'json' };
import tnrData from './data/tnr.json' with { type: 'json' };
import { withDialablePhone } from './org-lookup.ts';
import type { ProgramStatus, Resource } from './resource-schema.ts';

// Rescue and rehoming organisations by borough for /rehoming (docs/requirements.md, "Rescue organisation by
// borough": name, phone, specialty, services, contact), built only from the sourced data. The tab values are
// the spec's (docs/requirements.md). Groups outside the five boroughs (New Jersey) are not listed.

export const REHOMING_BOROUGHS = [
  { value: 'manhattan', label: 'Manhattan', borough: 'Manhattan' },
  { value: 'brooklyn', label: 'Brooklyn', borough: 'Brooklyn' },
  { value: 'bronx', label: 'Bronx', borough: 'Bronx' },
  { value: 'queens', label: 'Queens', borough: 'Queens' },
  { value: 'statenIsland', label: 'Staten Island', borough: 'Staten Island' },
] as const;

export type RehomingBorough = (typeof REHOMING_BOROUGHS)[number]['value'];

export interface RescueOrganisation {
  id: string;
  name: string;
  phone: string | null;
  /** What the group mainly does: the first service its sources list. */
  specialty: string;
  services: readonly string[];
  /** How to reach the group when no phone can be offered. */
  contact: string;
  /** Limits the data records ("cannot take in cats", "halted new intake"…). */
  limits: readonly string[];
  status: ProgramStatus | null;
  resource: Resource;
}

const rescues = rescuesData as Resource[];

function toOrganisation(resource: Resource): RescueOrganisation {
  const r = withDialablePhone(resource);
  const [first, ...rest] = r.services;
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    specialty: first ?? 'Cat rescue',
    services: rest,
    contact: r.website ? 'Website' : 'No website on file — search the group’s name to find its current contact',
    limits: r.eligibility ? [r.eligibility] : [],
    status: r.status,
    resource: r,
  };
}

/** The rescue groups the data places in one borough (possibly none: the page then says so). */
export function rescuesInBorough(borough: (typeof REHOMING_BOROUGHS)[number]['borough']): RescueOrganisation[] {
  return rescues.filter((r) => r.borough === borough).map(toOrganisation);
}

/** Groups that work across the city. */
export const citywideRescues: readonly RescueOrganisation[] = rescues
  .filter((r) => r.borough === 'Citywide')
  .map(toOrganisation);

/** Rescues whose sources mention fostering: the temporary-foster alternative to surrender. */
export const fosterNetworks: readonly RescueOrganisation[] = rescues
  .filter((r) => r.borough !== 'New Jersey' && r.services.some((s) => /foster/i.test(s)))
  .map(toOrganisation);

/** Citywide trap-neuter-return programmes with a website (the data's how-to "method" record is not a group). */
export const tnrPrograms: readonly RescueOrganisation[] = (tnrData as Resource[])
  .filter((r) => r.borough === 'Citywide' && r.website)
  .map(toOrganisation);
