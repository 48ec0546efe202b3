import { countForm } from '../locales/fill.ts';
import type { EmergencyAnchor, EmergencySituation } from './emergency.ts';

// Copy for the home page (docs/requirements.md "Route table: Home"). The one-tap emergency cards come first
// so they sit above the fold on a phone (an emergency must be one tap from the home page); each opens its steps on
// /emergency#<anchor>, where the call button sits beside the steps.

export interface HomeEmergencyCard {
  anchor: EmergencyAnchor;
  label: string;
  icon: EmergencySituation['icon'];
}

export const homePage = {
  title: 'Free help for NYC bodega cats',
  emergencyHeading: 'Cat in trouble now? Tap what is happening:',
  emergencyCards: [
    { anchor: 'breathing', label: 'Can’t breathe', icon: 'wind' },
    { anchor: 'bleeding', label: 'Bleeding', icon: 'bandage' },
    { anchor: 'poisoning', label: 'Poisoning', icon: 'flask' },
    { anchor: 'urinary', label: 'Male cat can’t pee', icon: 'droplet' },
    { anchor: 'seizure', label: 'Seizure', icon: 'bolt' },
    { anchor: 'injury', label: 'Hit by car or fall', icon: 'car' },
  ] as const satisfies readonly HomeEmergencyCard[],
  lead: 'Plain-language help for shop owners and caretakers: emergency steps, 24/7 and low-cost vets, costs and daily care. Educational only — not veterinary advice.',
  categories: [
    {
      route: 'emergency',
      title: 'Emergency Care',
      body: 'First steps for breathing trouble, bleeding, poisoning and more, and the 24/7 animal hospitals.',
      tone: 'emergency',
    },
    {
      route: 'findHelp',
      title: 'Find Help',
      body: 'Low-cost vets, money help, spay/neuter, rescues and rehoming in all five boroughs.',
      tone: 'brand',
    },
    {
      route: 'dailyCare',
      title: 'Daily Care',
      body: 'Feeding, litter, grooming, vaccines and the signs that your cat is sick.',
      tone: 'brand',
    },
  ] as const,
  categoriesHeading: 'What do you need?',
  factsHeading: 'Good to know',
  facts: {
    /** "N NYC vets listed": N is __NYC_VET_COUNT__, computed at build time from the directory (never typed). */
    vetsListed: (count: number) => `${count} NYC ${countForm('en', count, { one: 'vet', other: 'vets' })} listed`,
    vetsNote: 'Emergency hospitals and clinics in the five boroughs, each with the date it was last confirmed.',
    checkup: '$75-200',
    checkupLabel: 'Typical cost of a checkup',
    checkupNote: 'Typical NYC prices as of January 2025 — ask the clinic for its price.',
    freeLabel: 'Free',
    freeNote: 'This site is free: no sign-up and no account.',
  },
  healthCheck: {
    title: 'Quick Health Check',
    intro: 'Look at your cat for a minute every day. Changes are often the first sign of a problem.',
    goodTitle: 'Good signs',
    good: [
      'Eats and drinks normally',
      'Pees and poops in the litter box every day',
      'Clear, bright eyes and a clean nose',
      'Pink gums',
      'Calm, easy breathing with the mouth closed',
      'Grooms itself and moves normally',
    ],
    warningTitle: 'Warning signs — call a vet',
    warning: [
      'Not eating for a day, or hiding',
      'Vomiting or diarrhea more than once, or with blood',
      'Straining in the litter box (a male cat: go now)',
      'Breathing with the mouth open, or pale or blue gums (go now)',
      'Limping, a wound or swelling',
      'Weight loss, or drinking much more than usual',
    ],
    moreLink: 'More signs your cat is sick',
  },
} as const;
