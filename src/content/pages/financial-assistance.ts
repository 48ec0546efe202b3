// Copy for /financial-assistance (spec section 2). The organisations and their facts are in
// ../financial-help.ts, from the sourced data.

export const financialAssistancePage = {
  lead: 'Help paying for a cat’s vet care, food and spay/neuter in New York City: free and low-cost clinics, charity funds, pet food pantries, community cat programs, foster networks and support for domestic violence survivors with pets.',
  jumpTo: 'On this page',
  emergency: {
    title: 'Is it an emergency?',
    body: 'Don’t wait for a grant to come through: call a 24/7 animal hospital now and ask about payment plans and charity funds when you get there.',
    link: 'See 24/7 emergency hospitals',
  },
  card: {
    price: 'Cost',
    eligibility: 'Who can use it',
    specialties: 'Also offers',
    email: 'Email',
    status: 'Status',
  },
  dataNote:
    'Every program here comes from dated public sources. Rules, prices and phone numbers change: check the website or call before you rely on one, and tell us when something is wrong.',
} as const;
