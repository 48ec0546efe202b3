import financialAssistanceData from './data/financial-assistance.json' with { type: 'json' };
import foodPantriesData from './data/food-pantries.json' with { type: 'json' };
import lowCostClinicsData from './data/low-cost-clinics.json' with { type: 'json' };
import tnrData from './data/tnr.json' with { type: 'json' };
import type { Resource } from './resource-schema.ts';
import { listingWording } from './resources.ts';

// The help behind /financial-assistance, grouped by what a person needs, from the sourced data only:
// - help paying a vet bill now: financial-assistance.json's charity funds, grants, payment plans and credit;
// - free and low-cost clinics: low-cost-clinics.json;
// - food: food-pantries.json;
// - spay/neuter: the community-cat (TNR) programs in tnr.json and the Neighborhood Cats spay/neuter fund;
// - surrender or rehoming: programs that help people keep their pets through a crisis (domestic violence,
//   illness), with links to the surrender and rehoming guides.
// A programme whose status is unknown is left off the page; each section says how many were left off.
// No record has an email field; an email is shown only where the record's own text gives one.

export interface ResourceContact {
  name: string;
  /** One line: what it offers. */
  summary: string;
  website: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  /** The fee in the data's words, or "Call to ask". */
  fee: string;
  /** The rest of what it offers. */
  specialties: readonly string[];
  /** Who can use it, in the data's words, or "Not stated — ask when you call". */
  whoQualifies: string;
  /** The sourced record (verification levels, sources, last-checked date). */
  resource: Resource;
}

export type FinancialSectionId = 'help-paying' | 'low-cost-clinics' | 'food' | 'spay-neuter' | 'surrender-rehoming';

export interface FinancialSection {
  id: FinancialSectionId;
  title: string;
  intro: string;
  entries: readonly ResourceContact[];
  /** How many programmes of this kind are left off because nobody could confirm they still run. */
  leftOff: number;
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

export const contactWording = {
  noSummary: 'Help for pet owners',
  whoUnknown: 'Not stated — ask when you call',
} as const;

export function toResourceContact(resource: Resource): ResourceContact {
  const [summary = contactWording.noSummary, ...specialties] = resource.services;
  const text = [resource.eligibility, resource.costNotes].filter(Boolean).join(' ');
  return {
    name: resource.name,
    summary,
    website: resource.website,
    phone: resource.phone,
    email: EMAIL.exec(text)?.[0] ?? null,
    address: resource.address,
    fee: resource.costNotes ?? listingWording.feeUnknown,
    specialties,
    whoQualifies: resource.eligibility ?? contactWording.whoUnknown,
    resource,
  };
}

const financial = financialAssistanceData as Resource[];
const byIds = (list: Resource[], ids: readonly string[]) =>
  ids.map((id) => {
    const found = list.find((r) => r.id === id);
    if (!found) throw new Error(`Resource "${id}" is missing from the content data`);
    return found;
  });

const KEEP_YOUR_PET_IDS = [
  'urban-resource-institute-pals-people-and-animals-living-safe',
  'redrover-relief-safe-escape-grants-domestic-violence',
  'paws-ny',
] as const;
const SPAY_NEUTER_FUND_IDS = ['neighborhood-cats-snap-see-spayneuter'] as const;
/** A how-to, not an organisation a caretaker can contact. */
const NOT_AN_ORGANISATION = 'tnr-basics-for-shop-bodega-caretakers-method';

const placedElsewhere = new Set<string>([...KEEP_YOUR_PET_IDS, ...SPAY_NEUTER_FUND_IDS]);

function section(id: FinancialSectionId, title: string, intro: string, list: readonly Resource[]): FinancialSection {
  const running = list.filter((r) => r.status !== 'unknown');
  return { id, title, intro, entries: running.map(toResourceContact), leftOff: list.length - running.length };
}

export const financialSections: readonly FinancialSection[] = [
  section(
    'help-paying',
    'Help paying a vet bill now',
    'Charity funds, grants, payment plans and credit. Most are national, many pay the vet directly, and few decide the same day — ask the hospital about payment plans too.',
    financial.filter((r) => !placedElsewhere.has(r.id)),
  ),
  section(
    'low-cost-clinics',
    'Free and low-cost clinics',
    'Subsidized vet care in the city. Most have income or residence rules — bring proof the first time.',
    lowCostClinicsData as Resource[],
  ),
  section('food', 'Pet food', 'Free cat food programs.', foodPantriesData as Resource[]),
  section(
    'spay-neuter',
    'Spay/neuter and community cats',
    'Free training, trap loans and spay/neuter help for people caring for street and shop cats.',
    [...(tnrData as Resource[]).filter((r) => r.id !== NOT_AN_ORGANISATION), ...byIds(financial, SPAY_NEUTER_FUND_IDS)],
  ),
  section(
    'surrender-rehoming',
    'Keeping or rehoming a cat in a crisis',
    'Programs that help you keep your cat through illness or leaving an abusive home. In danger now? Call 911.',
    byIds(financial, KEEP_YOUR_PET_IDS),
  ),
];
