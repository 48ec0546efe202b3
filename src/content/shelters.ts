import sheltersData from './data/shelters.json' with { type: 'json' };
import { mustFindResource, withDialablePhone } from './org-lookup.ts';
import type { ProgramStatus, Resource } from './resource-schema.ts';

// Shelters for /surrender (docs/requirements.md, "Surrender shelter": name, phone, type, waitTime, requirements,
// website), built only from the sourced data. `type` and `waitTime` are read from each record's services;
// where the data says nothing, the card says so instead of guessing.

/**
 * Labels on a shelter card, beside the shelters: /surrender and /rehoming both show the cards, and each loads
 * this module's translation (src/config/locales.ts).
 */
export const shelterCardLabels = {
  callLabel: 'Call for Information',
  requirements: 'Requirements',
  details: 'Details',
  waitTime: 'Wait time',
  fees: 'Fees',
  ifNotPlaced: 'If a cat can’t be placed',
} as const;

export interface SurrenderShelter {
  id: string;
  name: string;
  phone: string | null;
  type: string;
  waitTime: string;
  requirements: string;
  /** What the data says happens to an animal the shelter can't place, kept apart from fees and requirements. */
  ifNotPlaced: string | null;
  website: string | null;
  /** "Closed for renovation", "under construction"… from the data; null when none is recorded. */
  status: ProgramStatus | null;
  resource: Resource;
}

const shelters = sheltersData as Resource[];

const NOT_PUBLISHED = 'Not stated — ask when you call';
const NOT_PLACED = /euthani[sz]/i;

function shelterType(r: Resource): string {
  const services = r.services.join(' ').toLowerCase();
  if (r.id.startsWith('acc-') || services.includes('open-admissions')) return 'NYC Animal Care Centers (city shelter)';
  if (services.includes('no-kill')) return 'No-kill shelter or rescue';
  if (services.includes('adoption')) return 'Adoption center';
  return 'Shelter';
}

function waitTime(r: Resource): string {
  const found = r.services.filter((s) => /appointment|business days|same day/i.test(s));
  return found.length > 0 ? found.join('; ') : NOT_PUBLISHED;
}

function toShelter(resource: Resource): SurrenderShelter {
  const r = withDialablePhone(resource);
  const clauses = (r.eligibility ?? '').split(/;\s*/).filter(Boolean);
  return {
    id: r.id,
    name: r.name,
    phone: r.phone,
    type: shelterType(r),
    waitTime: waitTime(r),
    requirements: clauses.filter((c) => !NOT_PLACED.test(c)).join('; ') || NOT_PUBLISHED,
    ifNotPlaced: clauses.find((c) => NOT_PLACED.test(c)) ?? null,
    website: r.website,
    status: r.status,
    resource: r,
  };
}

/** NYC ACC's general line: the one place that must take an owner surrender (open admission). */
export const accGeneralLine: SurrenderShelter = toShelter(
  mustFindResource(shelters, 'animal-care-centers-of-nyc-acc-general-line-owner-surrender'),
);

const isAcc = (r: Resource) => r.id.startsWith('acc-');

/** ACC's borough care centers, with any closure the data records. */
export const accCareCenters: readonly SurrenderShelter[] = shelters.filter(isAcc).map(toShelter);

/** Other shelters and adoption centers: the data does not say they take owner surrenders, so the page says ask. */
export const otherShelters: readonly SurrenderShelter[] = shelters
  .filter((r) => !isAcc(r) && r.id !== accGeneralLine.id && r.services.length > 0)
  .map(toShelter);

/**
 * NYC's own lines, from the city's published procedure for sick, injured or dangerous animals (regulations
 * data, record `nyc-procedure-sick-injured-or-dangerous-animals`, official page): 311 for non-emergency animal
 * problems, 911 when an animal is in immediate danger. shelters.test.ts proves both are in that record, so the
 * pages don't ship the whole regulations file for two short numbers. The data holds no dedicated
 * animal-cruelty number, so the site sends cruelty reports through these rather than typing one in.
 */
export const cityHelpLines = {
  nonEmergency: '311',
  emergency: '911',
  sourceId: 'nyc-procedure-sick-injured-or-dangerous-animals',
} as const;
