import type { RouteTab } from '../../config/guide-link.ts';
import { SPEC_PRICING_DATES } from '../resources.ts';

// Copy for /surrender (docs/requirements.md, "Surrender and rehoming guide"; tabs and fee range from the same file).
// Shelters, phones and fees come from ../shelters.ts and ../rescues.ts.

/** The spec's surrender fee range (docs/requirements.md#constants); the e2e test reads it from here. */
export const SURRENDER_FEE_RANGE = '$50-200';

export type SurrenderTab = RouteTab<'surrender'>;

export const surrenderTabs: readonly { value: SurrenderTab; label: string }[] = [
  { value: 'options', label: 'Surrender options' },
  { value: 'alternatives', label: 'Alternatives' },
  { value: 'safety', label: 'Safety' },
];

/** docs/requirements.md, "Alternative option". `organisations` names which sourced groups to show under it. */
export interface AlternativeOption {
  id: 'rehoming-networks' | 'tnr-programs' | 'temporary-foster';
  title: string;
  description: string;
  options: readonly string[];
  pros: readonly string[];
  cons: readonly string[];
}

export const surrenderPage = {
  lead: 'Sometimes a shop can’t keep its cat — a move, a new landlord, an inspection, allergies, money. That happens to many owners. Here is how to find the cat a safe next home.',
  options: {
    title: 'Shelters that take cats',
    intro:
      'NYC Animal Care Centers (ACC) is the city shelter. It takes owner surrenders by appointment, and first asks if it can help you keep the cat. Space changes, so call before you bring a cat in.',
    fees: `Surrender fees are typically about ${SURRENDER_FEE_RANGE} at shelters and rescues (figures from ${SPEC_PRICING_DATES}). Fees differ by place and change — confirm with the provider.`,
    accCentersTitle: 'ACC care centers by borough',
    otherTitle: 'Other shelters and adoption centers',
    otherIntro:
      'We don’t know whether these places take owner surrenders. Many have wait lists or only take cats from the city shelter — ask first.',
    checklist: {
      title: 'Before you surrender: preparation checklist',
      items: [
        'Call first and book an appointment if you can.',
        'Gather vet records: vaccines (especially rabies), spay/neuter, any illness or medicine.',
        'Write down the cat’s habits: food, litter, how it is with people, kids, dogs and other cats.',
        'Bring a photo ID and a sturdy carrier.',
        'Bring a little of the cat’s usual food so the change is easier on its stomach.',
        'Be honest about health and behavior — it helps the shelter find the right home.',
      ],
    },
  },
  alternatives: {
    title: 'Alternatives to surrender',
    intro: 'A shelter is not the only way. These options can keep the cat out of the shelter system.',
    organisationsLabel: 'Groups that can help',
    pros: 'Pros',
    cons: 'Cons',
  },
  safety: {
    title: 'Rehoming safely',
    intro: 'Most people who answer an ad mean well, but some don’t. These checks protect the cat and you.',
    redFlags: {
      title: 'Red flags',
      items: [
        'Wants the cat for free and right away, and asks no questions about it.',
        'Won’t give a full name, address or phone, or won’t let you visit.',
        'Says the cat is for someone else, or for “a farm”, or to “catch rats” somewhere you can’t see.',
        'Wants several cats or kittens at once.',
        'Gets angry or pushy when you ask questions.',
        'Offers to pay more than you ask, or sends a check or a payment link.',
      ],
    },
    screening: {
      title: 'Screening guidelines',
      items: [
        'Ask for a short written or phone interview: home, other pets, landlord rules, past cats.',
        'Ask for a vet reference and call it.',
        'Check their photo ID and write down the name and address.',
        'Ask a small rehoming fee — people who pay are less likely to be looking for free animals.',
        'Trust your gut. You can always say no.',
      ],
    },
    meeting: {
      title: 'Meeting guidelines',
      items: [
        'Meet first in a public place, or at your shop during open hours.',
        'Bring a friend or co-worker.',
        'If you can, deliver the cat to the new home yourself and look around.',
        'Sign a simple agreement: they will keep the cat indoors, fix it, and give it back to you if it doesn’t work out.',
        'Ask for a photo or a message a week later.',
      ],
    },
    abuse: {
      title: 'Report abuse or cruelty',
      body: 'NYC takes animal cruelty reports through 311 (the NYPD handles cruelty complaints). If an animal is in danger right now, call 911.',
      gap: 'There is no separate animal-cruelty number to call: use 311, or 911 in an emergency.',
      nonEmergencyLabel: 'Call 311',
      emergencyLabel: 'Call 911',
    },
  },
} as const;

export const alternativeOptions: readonly AlternativeOption[] = [
  {
    id: 'rehoming-networks',
    title: 'Rehoming networks',
    description:
      'Find the next home yourself, with help from rescues, customers and neighbors. The cat goes straight from your shop to its new home.',
    options: [
      'Ask regular customers, staff, friends and family first — they already know the cat.',
      'Post a photo and an honest description on neighborhood groups and boards.',
      'Ask a rescue group in your borough to list the cat or share your post.',
    ],
    pros: ['The cat never goes to a shelter.', 'You choose the new home.', 'Often faster than a shelter wait list.'],
    cons: ['You must screen people yourself.', 'It can take weeks.', 'The cat stays with you until a home is found.'],
  },
  {
    id: 'tnr-programs',
    title: 'TNR programs',
    description:
      'If the cat is an outdoor or community cat, trap-neuter-return lets it stay in its territory, fixed and vaccinated, with a caretaker.',
    options: [
      'Take free TNR training and borrow traps.',
      'Ask for help paying for surgery.',
      'Find a neighbor or group to share feeding.',
    ],
    pros: ['The cat keeps its home turf.', 'No more kittens.', 'Free training and support exist.'],
    cons: ['Only for cats that can live outside.', 'Someone must feed and watch the cat every day.'],
  },
  {
    id: 'temporary-foster',
    title: 'Temporary foster',
    description:
      'If the problem is short-term — a renovation, an inspection, an illness — a foster can care for the cat until you can take it back, or until a rescue finds it a home.',
    options: [
      'Ask a rescue with a foster program.',
      'Ask a trusted customer or friend to foster for a set time.',
      'Agree in writing who pays for food and vet care.',
    ],
    pros: ['The cat can come back to you.', 'Less stress than a shelter.'],
    cons: ['Foster spots are limited and fill fast.', 'Some rescues only foster cats they will adopt out.'],
  },
];
