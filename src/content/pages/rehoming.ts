import type { RehomingBorough } from '../rescues.ts';
import { SPEC_PRICING_DATES } from '../resources.ts';

// Copy for /rehoming (docs/requirements.md, "Rehoming page"; fee range under "Constants"). Organisations and phones
// come from ../rescues.ts, ../shelters.ts and ../contacts.ts.

/** The spec's rehoming fee range (docs/requirements.md#constants); the e2e test reads it from here. */
export const REHOMING_FEE_RANGE = '$50-150';

export const rehomingPage = {
  lead: 'Rescue groups in each borough, and a step-by-step way to find your shop cat a safe new home.',
  boroughs: {
    title: 'Rescue organizations by borough',
    intro:
      'Most rescues are small and run by volunteers. They are often full — write a short, friendly message with a photo, and be patient.',
    tabsLabel: 'Borough',
    /** Said under a borough whose groups can't take in cats, or when the data lists none. */
    notes: {
      manhattan: null,
      brooklyn: null,
      bronx: null,
      queens: null,
      statenIsland:
        'We know of only one Staten Island group, and it does not take in cats. Try the citywide options below.',
    } satisfies Record<RehomingBorough, string | null>,
    empty: 'Our sources don’t list a rescue group in this borough yet. Try the citywide options below.',
  },
  citywide: {
    title: 'Citywide options',
    intro: 'These work in every borough.',
  },
  reasons: {
    title: 'Common reasons for rehoming',
    intro: 'Rehoming is not a failure. Owners rehome cats for reasons like these:',
    items: [
      'The shop is closing, moving or changing owners.',
      'A landlord, inspector or new rule says the cat can’t stay.',
      'Someone in the shop or family has allergies.',
      'Vet bills or food costs are too much right now.',
      'The cat is stressed, sick or not safe in the shop (traffic, customers, other animals).',
      'Too many cats after kittens were born.',
    ],
  },
  process: {
    title: 'How surrender to a shelter works',
    steps: [
      'Call NYC Animal Care Centers (ACC). They will ask about the cat and may offer help so you can keep it.',
      'If you still need to surrender, book an appointment.',
      'Bring the cat in a carrier, with your ID and any vet records.',
      'Pay any surrender fee. Fees change — confirm with the provider.',
      'The shelter checks the cat’s health and behavior, then looks for a home or a partner rescue.',
    ],
    linkLabel: 'Surrender options and alternatives',
  },
  selfRehoming: {
    title: 'Rehoming the cat yourself',
    items: [
      'Take clear photos and write an honest description: age, health, personality, what it’s used to.',
      'Get the cat spayed/neutered and vaccinated first if you can — homes are easier to find.',
      'Share it with customers, friends, neighborhood groups and local rescues.',
      'Screen people: interview, vet reference, ID, and a home visit or delivery.',
      'Sign a simple agreement that the cat comes back to you if it doesn’t work out.',
    ],
    fee: `Ask a small rehoming fee — typically about ${REHOMING_FEE_RANGE} (figures from ${SPEC_PRICING_DATES}). It helps keep away people who want free animals. You can give it to a rescue or use it for the cat’s vet bills.`,
    safetyLinkLabel: 'Red flags and meeting safely',
  },
  emergency: {
    title: 'Emergency contacts',
    intro: 'If the cat is hurt or sick right now, call a vet first. Rehoming can wait.',
    animalHospital: 'Open 24/7 for emergencies',
    cityShelter: 'The city shelter: surrenders, lost and found, injured animals',
    city: 'Non-emergency animal problems: call 311. An animal in danger right now: call 911.',
  },
  tips: {
    title: 'Tips for success',
    items: [
      'Start early: finding a good home can take weeks.',
      'Be honest about the cat’s health and behavior — it prevents the cat coming back.',
      'Send the cat with its food, litter type, a toy and its vet records.',
      'Give the new home your number for questions.',
      'Check in after a week.',
    ],
  },
  /** The labels on a rescue group's card. */
  rescueCard: {
    call: 'Call',
    specialty: 'Specialty',
    services: 'Services',
    limits: 'Good to know',
    contact: 'Contact',
  },
} as const;
