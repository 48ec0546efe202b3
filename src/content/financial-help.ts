import financialAssistanceData from './data/financial-assistance.json' with { type: 'json' };
import communityCatsData from './data/community-cats.json' with { type: 'json' };
import foodPantriesData from './data/food-pantries.json' with { type: 'json' };
import fosteringData from './data/fostering.json' with { type: 'json' };
import lowCostClinicsData from './data/low-cost-clinics.json' with { type: 'json' };
import tnrData from './data/tnr.json' with { type: 'json' };
import { emergencyContact } from './contacts.ts';
import { mustFindResource, withDialablePhone } from './org-lookup.ts';
import type { Resource } from './resource-schema.ts';
import { listingWording } from './resources.ts';

// The help behind /financial-assistance, grouped by what a person needs (the spec's sections, docs/requirements.md), from the
// sourced data only:
// - help paying a vet bill now: payment plans, credit and the hospitals' own funds, used at the vet's desk;
// - free and low-cost clinics: low-cost-clinics.json;
// - emergency funds: charity grants that pay a vet for one treatment, applied for ahead;
// - food pantries: food-pantries.json;
// - community cat support: the TNR programmes, the Neighborhood Cats funds and ACC's community-cat line;
// - fostering and crisis support: fostering.json and PAWS NY (help keeping a pet through illness or a crisis);
// - domestic-violence support: shelters and grants for survivors leaving with their pets.
// A programme whose status is unknown is left off the page; each section says how many were left off.

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

export type FinancialSectionId =
  | 'help-paying'
  | 'low-cost-clinics'
  | 'emergency-funds'
  | 'food'
  | 'community-cats'
  | 'fostering-crisis'
  | 'domestic-violence';

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

/**
 * A sentence that is not a fee though it sits in the cost notes: a total of money given, raised or budgeted
 * ("$4.4M charity care donated in 2022", "$500,000 of Council funding"; no one pays $100,000 for cat care), or a
 * statement that nothing is known.
 */
const NOT_A_FEE =
  /\$\s?[\d.,]+\s*(?:[MBK]\b|million|billion|thousand)|\$\s?\d{1,3}(?:,\d{3}){2,}|\$\s?\d{3},\d{3}|\bdonat|\braised\b|\bfund(?:ed|ing)\b|^not stated\.?$/i;

/** What a person will be asked to pay, in the data's words: the cost notes less what isn't a fee, or "Call to ask". */
export function feeOf(costNotes: string | null): string {
  const sentences = (costNotes ?? '').split(/(?<=\.)\s+/).filter((s) => s.trim() && !NOT_A_FEE.test(s.trim()));
  return sentences.length > 0 ? sentences.join(' ') : listingWording.feeUnknown;
}

export function toResourceContact(record: Resource): ResourceContact {
  // The phone as a number only: "(212) 788-4000 (ACC)" is shown and dialled as (212) 788-4000.
  const resource = withDialablePhone(record);
  const [summary = contactWording.noSummary, ...specialties] = resource.services;
  const text = [resource.eligibility, resource.costNotes].filter(Boolean).join(' ');
  return {
    name: resource.name,
    summary,
    website: resource.website,
    phone: resource.phone,
    email: resource.email ?? EMAIL.exec(text)?.[0] ?? null,
    address: resource.address,
    fee: feeOf(resource.costNotes),
    specialties,
    whoQualifies: resource.eligibility ?? contactWording.whoUnknown,
    resource,
  };
}

const financial = financialAssistanceData as Resource[];
const byIds = (list: readonly Resource[], ids: readonly string[]) => ids.map((id) => mustFindResource(list, id));

/**
 * A programme run by an organisation whose phone another record holds: the Animal Medical Center's funds are
 * asked about at the hospital, whose 24/7 number the site shows everywhere (src/content/contacts.ts).
 */
const SAME_ORGANISATION: Readonly<Record<string, Resource>> = {
  'schwarzman-animal-medical-center-charitable-funds': emergencyContact.resource,
};

function withOrganisationPhone(resource: Resource): Resource {
  const org = SAME_ORGANISATION[resource.id];
  if (!org || resource.phone) return resource;
  return { ...resource, phone: org.phone, verification: { ...resource.verification, phone: org.verification.phone } };
}

/** Paid at the vet's desk: payment plans, credit, and hospitals' own funds. */
const PAY_NOW_IDS = [
  'schwarzman-animal-medical-center-charitable-funds',
  'veg-cares-veterinary-care-foundation',
  'scratchpay-payment-plans',
  'carecredit-healthcare-credit-card',
] as const;
const DOMESTIC_VIOLENCE_IDS = [
  'urban-resource-institute-pals-people-and-animals-living-safe',
  'redrover-relief-safe-escape-grants-domestic-violence',
] as const;
const CRISIS_IDS = ['paws-ny'] as const;
const COMMUNITY_CAT_FUND_IDS = [
  'neighborhood-cats-snap-see-spayneuter',
  'neighborhood-cats-shady-s-fund-help-for-special-needs-commun',
] as const;
/** ACC's community-cat line and working-cat placement; the kitten how-to is a guide (/community-cats), not a contact. */
const COMMUNITY_CAT_CONTACT_IDS = [
  'acc-outdoor-kittens-cats-community-cat-guidance-and-contact-',
  'hard-hat-cats-working-cat-placement-for-cats-who-cannot-be-p',
] as const;
/** A how-to, not an organisation a caretaker can contact. */
const NOT_AN_ORGANISATION = 'tnr-basics-for-shop-bodega-caretakers-method';

const placedElsewhere = new Set<string>([
  ...PAY_NOW_IDS,
  ...DOMESTIC_VIOLENCE_IDS,
  ...CRISIS_IDS,
  ...COMMUNITY_CAT_FUND_IDS,
]);

function section(id: FinancialSectionId, title: string, intro: string, list: readonly Resource[]): FinancialSection {
  const running = list.filter((r) => r.status !== 'unknown');
  return {
    id,
    title,
    intro,
    entries: running.map(withOrganisationPhone).map(toResourceContact),
    leftOff: list.length - running.length,
  };
}

export const financialSections: readonly FinancialSection[] = [
  section(
    'help-paying',
    'Help paying a vet bill now',
    'Payment plans, credit and the hospitals’ own funds: ask at the front desk before treatment starts.',
    byIds(financial, PAY_NOW_IDS),
  ),
  section(
    'low-cost-clinics',
    'Free and low-cost clinics',
    'Subsidized vet care in the city. Most have income or residence rules — bring proof the first time.',
    lowCostClinicsData as Resource[],
  ),
  section(
    'emergency-funds',
    'Emergency funds',
    'Charity grants toward one treatment. Most are national, pay the vet directly and take days to decide — apply early and ask the hospital to help.',
    financial.filter((r) => !placedElsewhere.has(r.id)),
  ),
  section('food', 'Food pantries', 'Free cat food programs.', foodPantriesData as Resource[]),
  section(
    'community-cats',
    'Community cat support',
    'Training, trap loans, spay/neuter help and advice for people caring for street and shop cats.',
    [
      ...(tnrData as Resource[]).filter((r) => r.id !== NOT_AN_ORGANISATION),
      ...byIds(financial, COMMUNITY_CAT_FUND_IDS),
      ...byIds(communityCatsData as Resource[], COMMUNITY_CAT_CONTACT_IDS),
    ],
  ),
  section(
    'fostering-crisis',
    'Fostering and crisis support',
    'Help keeping your cat through illness, a hospital stay, eviction or another crisis — and fostering if you can take cats in.',
    [...(fosteringData as Resource[]), ...byIds(financial, CRISIS_IDS)],
  ),
  section(
    'domestic-violence',
    'Domestic-violence support',
    'Shelters and grants that let survivors leave with their pets. In danger now? Call 911.',
    byIds(financial, DOMESTIC_VIOLENCE_IDS),
  ),
];
