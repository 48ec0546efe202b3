import type { RouteId } from '../../config/routes.ts';

// Copy for the /find-help hub (docs/requirements.md). The vet count is passed in by the page: it is computed from the
// directory at build time (__NYC_VET_COUNT__), so the hub doesn't ship the directory's data to say it.

export interface HelpCard {
  route: RouteId;
  /** Extra query for a pre-filtered view (e.g. cheap vets). */
  search?: string;
  title: string;
  body: string | ((nycVetCount: number) => string);
  cta: string;
}

export const findHelpPage = {
  lead: 'Where to find a vet you can afford, help paying the bill, spay/neuter, and what to do if a cat needs a new home. Everything here is free to use.',
  urgent: {
    title: 'Is your cat hurt or very sick right now?',
    body: 'Go straight to the emergency steps and the 24/7 animal hospitals.',
    cta: 'Emergency help',
  },
  cardsTitle: 'Choose what you need',
  cards: [
    {
      route: 'vets',
      title: 'Find a vet',
      body: (nycVetCount: number) =>
        `${nycVetCount} NYC vets and animal hospitals, low-cost clinics first, each with when it was last confirmed.`,
      cta: 'Browse the vet directory',
    },
    {
      route: 'vets',
      search: '?q=low%20cost',
      title: 'Low-cost vets',
      body: 'Only the clinics that offer subsidized, sliding-scale or free care — most have income or residence rules.',
      cta: 'See low-cost clinics',
    },
    {
      route: 'financialAssistance',
      title: 'Help paying for care',
      body: 'Free clinics, charity funds and payment options, pet food pantries and community cat programs.',
      cta: 'Financial assistance',
    },
    {
      route: 'communityCats',
      title: 'A cat outside your shop',
      body: 'A stray at the door, kittens behind the boxes, a feral colony or a lost cat: what to do first and who helps.',
      cta: 'Community cats guide',
    },
    {
      route: 'spayNeuter',
      title: 'Spay or neuter',
      body: 'Free and low-cost spay/neuter in the city, how to prepare and how to care for your cat after surgery.',
      cta: 'Spay/neuter guide',
    },
    {
      route: 'rehoming',
      title: 'Rehome a cat',
      body: 'Rescue and rehoming groups in each borough, and how to find a cat a safe new home yourself.',
      cta: 'Rehoming resources',
    },
    {
      route: 'surrender',
      title: 'Surrender to a shelter',
      body: 'What surrender involves, alternatives to try first, and how to stay safe when rehoming.',
      cta: 'Surrender guide',
    },
    {
      route: 'workingWithRescues',
      title: 'Work with a rescue',
      body: 'What rescues can offer a shop cat, good signs, red flags and the questions to ask.',
      cta: 'Rescue guide',
    },
  ] satisfies HelpCard[] as readonly HelpCard[],
} as const;
