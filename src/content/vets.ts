import emergencyHospitalsData from './data/emergency-hospitals.json' with { type: 'json' };
import lowCostClinicsData from './data/low-cost-clinics.json' with { type: 'json' };
import veterinaryClinicsData from './data/veterinary-clinics.json' with { type: 'json' };
import type { Resource } from './resource-schema.ts';
import regulationsData from './data/regulations.json' with { type: 'json' };
import sheltersData from './data/shelters.json' with { type: 'json' };
import spayNeuterData from './data/spay-neuter.json' with { type: 'json' };
import { mustFindResource } from './org-lookup.ts';
import { isSupported24h, phoneDisplay } from './resources.ts';

// The veterinarians directory (docs/requirements.md, "Vet clinic"), built only from the sourced data. Every count the
// site shows ("N NYC vets") is computed from `vetClinics`, never typed.
//
// How each spec field is filled, and why (docs/data-rules.md: a fact must come from the data):
// - costLevel: 'low' where the record's own cost notes or services say low-cost, subsidized, free or sliding
//   scale. No source rates any clinic 'moderate' or 'expensive', so every other clinic is null ("Cost Unknown").
// - emergency: a 24/7 status at a strong level, and no open doubt about whether the place still runs (rule 3).
// - examFee: the cost-notes sentence about exams, where there is one; the data holds no exam fee figure.
// - acceptsWalkIns: true only where services or eligibility text says walk-in; otherwise unknown (null).
// - email: the data records no email for any clinic, so it is always null.
// Records outside the spec's boroughs (Long Island, Westchester, Connecticut, "Citywide" programs) are left out,
// and so are places nobody could confirm still run (status unknown) that have no phone to call and ask: the
// research says to list them only once they are confirmed (docs/data-rules.md, "What may be shown" 6).

export const VET_BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island', 'New Jersey'] as const;
export type VetBorough = (typeof VET_BOROUGHS)[number];
export type CostLevel = 'low' | 'moderate' | 'expensive';

export interface VetClinic {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  hours: string | null;
  emergency: boolean;
  specialty: string | null;
  borough: VetBorough;
  neighborhood: string | null;
  /** null when no source states a cost level: shown as "Cost Unknown". */
  costLevel: CostLevel | null;
  examFee: string | null;
  services: readonly string[];
  eligibility: string | null;
  notes: string | null;
  /** null when the data doesn't say. */
  acceptsWalkIns: boolean | null;
  /** The sourced record behind the listing (verification levels, sources, last-confirmed date). */
  resource: Resource;
}

type Kind = 'emergency' | 'lowCost' | 'general';

const isVetBorough = (b: string | null): b is VetBorough => VET_BOROUGHS.includes(b as VetBorough);

const LOW_COST_TEXT = /\blow[- ]cost\b|subsidi[sz]ed|\bfree\b|no cost|sliding scale/i;
const WALK_IN_TEXT = /walk[- ]?ins?\b/i;
const NO_WALK_IN_TEXT = /\bno walk[- ]?ins?\b/i;

function costLevelOf(resource: Resource): CostLevel | null {
  const text = [resource.costNotes, ...resource.services].filter(Boolean).join(' ');
  return LOW_COST_TEXT.test(text) ? 'low' : null;
}

function walkInsOf(resource: Resource): boolean | null {
  const text = [resource.eligibility, ...resource.services].filter(Boolean).join(' ');
  if (NO_WALK_IN_TEXT.test(text)) return false;
  return WALK_IN_TEXT.test(text) ? true : null;
}

function examFeeOf(resource: Resource): string | null {
  const sentence = resource.costNotes?.split(/(?<=\.)\s+|;\s*/).find((s) => /\bexams?\b/i.test(s));
  return sentence ? sentence.replace(/[.;]\s*$/, '') : null;
}

function toClinic(resource: Resource, kind: Kind): VetClinic | null {
  if (!isVetBorough(resource.borough)) return null;
  if (resource.status === 'unknown' && phoneDisplay(resource) === 'hidden') return null;
  return {
    id: resource.id,
    name: resource.name,
    address: resource.address,
    phone: resource.phone,
    email: null,
    hours: resource.hours,
    emergency: kind === 'emergency' && isSupported24h(resource) && resource.status === null,
    specialty: kind === 'emergency' ? 'Emergency & critical care' : null,
    borough: resource.borough,
    neighborhood: resource.neighborhood,
    costLevel: costLevelOf(resource),
    examFee: examFeeOf(resource),
    services: resource.services,
    eligibility: resource.eligibility,
    notes: resource.costNotes,
    acceptsWalkIns: walkInsOf(resource),
    resource,
  };
}

/**
 * The directory from the three sourced lists: records outside VET_BOROUGHS are left out, and a place on more than
 * one list is listed once, as it appears on the first (emergency, then low-cost, then general).
 */
export function buildVetDirectory(lists: {
  emergency: readonly Resource[];
  lowCost: readonly Resource[];
  general: readonly Resource[];
}): VetClinic[] {
  const seen = new Set<string>();
  const out: VetClinic[] = [];
  for (const kind of ['emergency', 'lowCost', 'general'] as const) {
    for (const r of lists[kind]) {
      const clinic = toClinic(r, kind);
      if (!clinic || seen.has(clinic.id)) continue;
      seen.add(clinic.id);
      out.push(clinic);
    }
  }
  return out;
}

/**
 * The one vet count every page shows ("N NYC vets"): the directory's listings inside the five boroughs. New
 * Jersey listings are counted apart wherever they are mentioned.
 */
export const countNycVets = (clinics: readonly VetClinic[]): number =>
  clinics.filter((c) => c.borough !== 'New Jersey').length;

export const vetClinics: readonly VetClinic[] = buildVetDirectory({
  emergency: emergencyHospitalsData as Resource[],
  lowCost: lowCostClinicsData as Resource[],
  general: veterinaryClinicsData as Resource[],
});

export const nycVetCount: number = countNycVets(vetClinics);

function websiteOf(data: unknown, recordId: string): string {
  const { website } = mustFindResource(data as Resource[], recordId);
  if (!website) throw new Error(`${recordId} has no website to link to`);
  return website;
}

/**
 * Where to look beyond this directory, for a borough it covers thinly (the /vets shortfall note): the city's 311,
 * the ASPCA's community clinics and Animal Care Centers of NYC. The addresses are the records' own websites.
 */
export const findMoreVetsLinks = {
  city311: websiteOf(regulationsData, 'nyc-procedure-sick-injured-or-dangerous-animals'),
  aspca: websiteOf(spayNeuterData, 'aspca-community-veterinary-clinics-bronx-brooklyn-queens-spa'),
  acc: websiteOf(sheltersData, 'animal-care-centers-of-nyc-acc-general-line-owner-surrender'),
} as const;
