import financialAssistanceData from './data/financial-assistance.json' with { type: 'json' };
import foodPantriesData from './data/food-pantries.json' with { type: 'json' };
import lowCostClinicsData from './data/low-cost-clinics.json' with { type: 'json' };
import rescuesData from './data/rescues.json' with { type: 'json' };
import tnrData from './data/tnr.json' with { type: 'json' };
import type { Resource } from './resource-schema.ts';

// The help behind /financial-assistance (spec section 2, "Financial assistance"), sorted into the spec's six
// sections from the sourced data only. Each entry carries the spec's "Resource contact" fields (section 3).
//
// Where each section's entries come from, and what the data can't support:
// - free & low-cost clinics: every record in low-cost-clinics.json;
// - emergency funds: financial-assistance.json, less the records that belong to a section below (grants,
//   charity funds, payment plans and credit — most are national, not NYC-only);
// - food pantries: food-pantries.json. None is confirmed as running now: each shows its status note;
// - community cat support: tnr.json (less the how-to entry, which is a method, not an organisation) and the
//   Neighborhood Cats spay/neuter fund;
// - fostering & crisis support: rescues with a foster program (services mention fostering) and PAWS NY's
//   practical help. The data holds no crisis boarding or emergency foster program by name;
// - domestic violence support: the two programs for survivors with pets in financial-assistance.json.
// No record has an email field; an email is shown only where the record's own text gives one.

export interface ResourceContact {
  name: string;
  description: string | null;
  website: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  price: string | null;
  specialties: readonly string[];
  /** Who can use it, where the data says. */
  eligibility: string | null;
  /** The sourced record (verification levels, sources, last-confirmed date). */
  resource: Resource;
}

export type FinancialSectionId =
  | 'free-low-cost-clinics'
  | 'help-paying'
  | 'food-pantries'
  | 'community-cats'
  | 'fostering-crisis'
  | 'domestic-violence';

export interface FinancialSection {
  id: FinancialSectionId;
  title: string;
  intro: string;
  entries: readonly ResourceContact[];
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;

export function toResourceContact(resource: Resource): ResourceContact {
  const [description = null, ...specialties] = resource.services;
  const text = [resource.eligibility, resource.costNotes].filter(Boolean).join(' ');
  return {
    name: resource.name,
    description,
    website: resource.website,
    phone: resource.phone,
    email: EMAIL.exec(text)?.[0] ?? null,
    address: resource.address,
    price: resource.costNotes,
    specialties,
    eligibility: resource.eligibility,
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

const DOMESTIC_VIOLENCE_IDS = [
  'urban-resource-institute-pals-people-and-animals-living-safe',
  'redrover-relief-safe-escape-grants-domestic-violence',
] as const;
const COMMUNITY_CAT_FUND_IDS = ['neighborhood-cats-snap-see-spayneuter'] as const;
const CRISIS_IDS = ['paws-ny'] as const;
/** A how-to, not an organisation a caretaker can contact. */
const NOT_AN_ORGANISATION = 'tnr-basics-for-shop-bodega-caretakers-method';

const placedElsewhere = new Set<string>([...DOMESTIC_VIOLENCE_IDS, ...COMMUNITY_CAT_FUND_IDS, ...CRISIS_IDS]);

const contacts = (list: readonly Resource[]) => list.map(toResourceContact);

export const financialSections: readonly FinancialSection[] = [
  {
    id: 'free-low-cost-clinics',
    title: 'Free and low-cost clinics',
    intro: 'Subsidized vet care in the city. Most have income or residence rules — bring proof the first time.',
    entries: contacts(lowCostClinicsData as Resource[]),
  },
  {
    id: 'help-paying',
    title: 'Emergency funds and payment help',
    intro:
      'Charity funds, grants and payment plans that can help with a big vet bill. Most are national programs with their own rules; many pay the vet directly and few can decide the same day.',
    entries: contacts(financial.filter((r) => !placedElsewhere.has(r.id))),
  },
  {
    id: 'food-pantries',
    title: 'Pet food pantries',
    intro:
      'Free pet food programs we found. None could be confirmed as running today — read each note and call or check the website before you go.',
    entries: contacts(foodPantriesData as Resource[]),
  },
  {
    id: 'community-cats',
    title: 'Community cat support (TNR)',
    intro: 'Free training, trap loans and spay/neuter help for people caring for street and shop cats.',
    entries: contacts([...(tnrData as Resource[]).filter((r) => r.id !== NOT_AN_ORGANISATION), ...byIds(financial, COMMUNITY_CAT_FUND_IDS)]),
  },
  {
    id: 'fostering-crisis',
    title: 'Fostering and crisis support',
    intro:
      'Rescues with foster networks, and practical help for people who are ill, older or disabled. If you can’t keep a cat for a while, ask a rescue about foster care before you surrender.',
    entries: contacts([
      ...(rescuesData as Resource[]).filter((r) => r.services.some((s) => /foster/i.test(s))),
      ...byIds(financial, CRISIS_IDS),
    ]),
  },
  {
    id: 'domestic-violence',
    title: 'Domestic violence support',
    intro:
      'Leaving an abusive home with a pet is possible. These programs keep survivors and their pets safe. In danger now? Call 911.',
    entries: contacts(byIds(financial, DOMESTIC_VIOLENCE_IDS)),
  },
];
