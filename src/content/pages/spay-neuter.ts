// Copy for /spay-neuter (docs/requirements.md, "Spay/Neuter guide"; figures from docs/requirements.md). Organisations,
// phones and fees come from ../spay-neuter-providers.ts; the figures here are the spec's general ones, stated
// as "about", with the spec's pricing dates and "confirm with the provider".

import { SPEC_PRICING_DATES } from '../resources.ts';

/** The spec's spay/neuter figures (docs/requirements.md#constants). Each appears on the page; the e2e test reads them from here. */
export const spayNeuterFigures = {
  typicalRange: '$200-600',
  mobileFree: 'free',
  mobileFee: '$125',
  mobileIncomeLimit: '$50k',
  spay: '$150',
  neuter: '$130',
  spayAssisted: '$110',
  neuterAssisted: '$90',
  reducedRateIncomeLimit: '$40,000',
  communityCenterIncomeLimit: '$50K',
} as const;

const f = spayNeuterFigures;

export const spayNeuterPage = {
  lead: 'Fixing your shop cat stops surprise litters and makes life calmer for the cat and the shop. Low-cost and free options exist in NYC — here is how to find one and how to get ready.',
  why: {
    title: 'Why spay or neuter your shop cat',
    items: [
      'No surprise kittens. One unspayed shop cat can become five cats in a few months.',
      'Less spraying, yowling and fighting, so the shop smells and sounds better.',
      'Less roaming: a fixed cat is more likely to stay near the shop and out of traffic.',
      'Lower risk of some cancers and womb infections later in life.',
      'Rescues and TNR groups can help you more easily with a cat that is already fixed.',
    ],
  },
  citywide: {
    title: 'Citywide low-cost programs',
    intro: 'These programs serve people across the city. Wait lists can be long, so call or sign up early.',
  },
  brooklyn: {
    title: 'Brooklyn options',
    intro:
      'Clinics in Brooklyn that offer low-cost spay/neuter. If a clinic has no confirmed phone here, check its website or ask a local rescue how to book.',
  },
  communityCats: {
    title: 'Help for community (outdoor) cats',
    intro: 'If the cat lives outside and you do trap-neuter-return, this program can help pay for surgery.',
  },
  costs: {
    title: 'What it costs and who gets help',
    intro: `Prices below are the typical figures we had in ${SPEC_PRICING_DATES}. Prices and rules change — confirm with the provider before you go.`,
    items: [
      `At a private vet, spay/neuter typically costs about ${f.typicalRange}.`,
      `A mobile program has been ${f.mobileFree} or about ${f.mobileFee} for people with household income under ${f.mobileIncomeLimit} or on public assistance.`,
      `Some low-cost clinics charge about ${f.spay} for a spay and ${f.neuter} for a neuter, or about ${f.spayAssisted} / ${f.neuterAssisted} with public assistance.`,
      `Income limits you may see: about ${f.reducedRateIncomeLimit} a year for reduced-rate lists, and about ${f.communityCenterIncomeLimit} for community vet centers.`,
    ],
    note: 'Where our sources give a provider’s own price or rule, it is on that provider’s card, with the date. If a card says “confirm with the provider”, the price or rule may have changed.',
  },
  documents: {
    title: 'Documents to bring for financial help',
    items: [
      'Photo ID and proof of your NYC address.',
      'Proof of public assistance if you have it: Medicaid, SNAP (food stamps), SSI, disability, or a public-housing rent receipt.',
      'Proof of income if you don’t: last year’s tax return or two recent pay stubs.',
      'The cat’s vaccine records, if you have them.',
    ],
  },
  preSurgery: {
    title: 'Before surgery: checklist',
    items: [
      'Book 2-4 weeks ahead — low-cost clinics fill up fast.',
      'No food for about 12 hours before surgery (fast 12 hours). Follow the clinic’s exact instructions about food and water.',
      'Get a sturdy carrier with a towel inside. One cat per carrier.',
      'Plan how you will get there and back, and who will watch the shop.',
      'Bring your documents and any vaccine records.',
      'Tell the clinic if the cat is pregnant, in heat, sick or very shy.',
    ],
  },
  postSurgery: {
    title: 'After surgery: care at the shop or at home',
    items: [
      'Keep the cat indoors in a quiet, warm room for 7-10 days, away from customers and other animals.',
      'Look at the cut once a day: a little redness is normal; swelling, bleeding or pus is not.',
      'Stop licking and chewing at the cut — use the cone or shirt the clinic gives you.',
      'No jumping, no baths and no rough play until the vet says the cut has healed.',
      'Use shredded paper or paper litter for a few days so litter doesn’t stick to the cut.',
      'Offer a small meal when you get back, then normal food the next day, unless the clinic says otherwise.',
    ],
  },
  emergency: {
    title: 'Call a vet now if, after surgery, your cat:',
    items: [
      'is bleeding from the cut and it won’t stop, or the cut has opened;',
      'has pale or blue gums, or trouble breathing;',
      'can’t stand, or is very weak or cold;',
      'keeps vomiting, or won’t eat for more than a day;',
      'is straining to pee with nothing coming out.',
    ],
    callLabel: 'Call the 24/7 animal hospital',
  },
  hub: {
    title: 'Bodega Cat Resource Hub',
    intro: 'Everything else a shop cat needs, in one place.',
    whyItMatters: {
      title: 'Why it matters',
      body: 'A healthy, fixed, vaccinated shop cat keeps mice away, keeps customers happy and keeps you out of trouble. You don’t have to do it alone — free and low-cost help is out there.',
    },
  },
  /** The words on a provider's card; {name} is the provider's. */
  providerCard: {
    cost: 'Cost',
    whoQualifies: 'Who qualifies',
    book: 'Book Online',
    bookWith: 'with {name}',
  },
} as const;

export interface HubLink {
  title: string;
  body: string;
  /** A route id from the route registry. */
  route: 'vets' | 'financialAssistance' | 'feeding' | 'workingWithRescues' | 'emergency' | 'rehoming';
  linkLabel: string;
}

export const resourceHubLinks: readonly HubLink[] = [
  {
    title: 'Vets',
    body: 'Low-cost clinics and 24/7 hospitals in all five boroughs.',
    route: 'vets',
    linkLabel: 'Find a vet',
  },
  {
    title: 'Financial aid',
    body: 'Programs that help pay vet bills, and how to apply.',
    route: 'financialAssistance',
    linkLabel: 'Get help paying',
  },
  {
    title: 'Pet food',
    body: 'What and how often to feed a shop cat, on a budget.',
    route: 'feeding',
    linkLabel: 'Feeding guide',
  },
  {
    title: 'TNR',
    body: 'Trap-neuter-return for outdoor cats, and how rescues can help.',
    route: 'workingWithRescues',
    linkLabel: 'Working with rescues',
  },
  { title: 'Safety', body: 'Emergency signs and what to do first.', route: 'emergency', linkLabel: 'Emergency care' },
  { title: 'Local rescues', body: 'Rescue groups by borough.', route: 'rehoming', linkLabel: 'Rescues by borough' },
];
