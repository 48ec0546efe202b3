// Copy for /about (docs/requirements.md "Legal and About"). The legal context reads the sourced regulations data, so
// a bill's status and the date it was checked are stated once, in src/content/data/regulations.json.
import regulationsData from '../data/regulations.json' with { type: 'json' };
import { formatConfirmedDate } from '../resources.ts';
import type { TextSection } from './text-section.ts';

interface RegulationRecord {
  id: string;
  name: string;
  website: string | null;
  services: string[];
  stage: string | null;
  lastConfirmed: string | null;
}

/** One rule or pending bill, as the About page shows it. */
export interface LegalContextItem {
  id: string;
  name: string;
  points: readonly string[];
  /** The recorded status of a pending bill (null for rules in force). */
  status: string | null;
  /** When the source was last read, e.g. "November 2025". */
  checked: string | null;
  website: string | null;
}

// The rules and bills that decide whether a shop may keep a cat, in the order a reader needs them.
const LEGAL_CONTEXT_IDS = [
  'nyc-health-code-article-81-no-live-animals-in-food-service-e',
  'ny-state-agriculture-markets-retail-food-stores-bodegas-live',
  'nyc-council-int-no-1471-2025-cats-in-retail-food-stores-bode',
  'ny-state-assembly-bill-a08341-2025-2026-health-safety-guidel',
] as const;

function legalContextItem(id: string): LegalContextItem {
  const record = (regulationsData as RegulationRecord[]).find((r) => r.id === id);
  if (!record) throw new Error(`regulations.json has no record ${id}`);
  return {
    id: record.id,
    name: record.name,
    points: record.services,
    status: record.stage,
    checked: formatConfirmedDate(record.lastConfirmed),
    website: record.website,
  };
}

export const aboutPage = {
  lead: 'A free, independent guide for the people who look after New York City’s shop cats.',
  sections: [
    {
      id: 'mission',
      title: 'Our Mission',
      paragraphs: [
        'Bodega cats keep shops free of mice and are part of the neighbourhood, but their caretakers often have little time, a tight budget and nowhere obvious to turn when a cat gets sick. Our mission is to put clear, practical, free cat care information one tap away: what to do in an emergency, where to find affordable vets, what care costs, and how to get help with spay/neuter, rehoming and rescue.',
      ],
    },
    {
      id: 'professional-disclaimers',
      title: 'Professional Disclaimers',
      items: [
        'We are not veterinarians. Nothing on this site is veterinary advice, a diagnosis or a treatment plan; always consult a licensed veterinarian.',
        'We are not lawyers. The legal context below is general information, not legal advice.',
        'The chat assistant answers from the site’s own guides; it can be wrong and it cannot examine your cat.',
        'Prices and programmes change. Every listing shows when its details were last confirmed: call ahead before you go.',
      ],
    },
    {
      id: 'who-we-serve',
      title: 'Who We Serve',
      items: [
        'Bodega and deli owners and the staff who feed and look after the shop cat.',
        'Owners of other small businesses that keep a cat.',
        'Community cat caretakers who feed and trap-neuter-return street cats.',
        'Neighbours and customers who want to help a cat they see every day.',
      ],
    },
  ] satisfies TextSection[],
  legalContext: {
    id: 'legal-context',
    title: 'Legal Context',
    intro:
      'As of 2025, New York City health codes prohibit live animals in food establishments, and New York State rules for retail food stores do the same. Bills to change this have been introduced; their status below is as recorded when we last checked the official pages.',
    items: LEGAL_CONTEXT_IDS.map(legalContextItem),
    statusLabel: 'Status',
    checkedLabel: 'Last checked',
    sourceLabel: 'Read the official page',
  },
  closingSections: [
    {
      id: 'content-standards',
      title: 'Content Standards',
      items: [
        'Every phone number, address, fee and eligibility rule for an organisation comes from a recorded source, with the date it was last confirmed.',
        'A phone number is offered as tap-to-call only when the organisation’s own page or two independent sources agree on it; otherwise we say it is unconfirmed or ask you to check the website.',
        'Places that have closed, and names nobody could confirm, are left out.',
        'General figures — typical costs, care intervals, vaccine schedules — are stated as typical, with the date of the pricing.',
      ],
    },
    {
      id: 'community-support',
      title: 'Community Support',
      paragraphs: [
        'This site gets better when caretakers share what they know. Recommend a vet or a low-cost resource, tell us when a listing is wrong, or suggest a guide we should add — every listing has a “Report wrong info” link for this.',
      ],
      link: { label: 'Recommend a resource or report wrong info', to: 'feedback' },
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [
        'We don’t publish a phone number or email address: please reach us through the feedback form, and we will reply by email. For a sick or injured cat, call a vet or a 24/7 animal hospital — not us.',
      ],
      link: { label: 'Contact us through the feedback form', to: 'feedback' },
    },
  ] satisfies TextSection[],
} as const;
