// Copy for /financial-assistance. The organisations and their facts are in ../financial-help.ts, from the
// sourced data; every card shows a summary, who qualifies and how to reach them, with the rest under "Details".

export const financialAssistancePage = {
  lead: 'Help paying for a cat’s vet care, food and spay/neuter in New York City, and help through a crisis, grouped by what you need.',
  jumpTo: 'On this page',
  emergency: {
    title: 'Is it an emergency?',
    body: 'Don’t wait for a grant: go to a 24/7 animal hospital now and ask about payment plans there.',
    link: 'See 24/7 emergency hospitals',
  },
  card: {
    whoQualifies: 'Who qualifies',
    details: 'Details',
    fee: 'Fee',
    alsoOffers: 'Also offers',
    email: 'Email',
  },
  leftOff: (n: number) =>
    `${n} more ${n === 1 ? 'program' : 'programs'} of this kind could not be confirmed as still running, so ${n === 1 ? 'it is' : 'they are'} not listed.`,
  seeAlso: {
    'community-cats': [
      { route: 'communityCats', label: 'A cat outside your shop: strays, kittens, colonies and lost cats' },
      { route: 'spayNeuter', label: 'Spay/neuter guide: clinics and prices' },
    ],
    'fostering-crisis': [
      { route: 'surrender', label: 'Surrender guide: shelters and alternatives' },
      { route: 'rehoming', label: 'Rehoming: rescues by borough' },
    ],
  },
  dataNote:
    'Rules, prices and phone numbers change: check the website or call before you rely on a program, and tell us when something is wrong.',
} as const;
