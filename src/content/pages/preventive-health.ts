import type { RouteTab } from '../../config/guide-link.ts';
// Copy for /preventive-health (docs/requirements.md "Preventive health", "Vaccines" and "Preventive costs" under
// "Constants"). Figures are the spec's typical ones;
// no medicine names or doses (docs/assistant-safety.md).

export type PreventiveTab = RouteTab<'preventiveHealth'>;
export type CheckFrequency = 'Daily' | 'Weekly' | 'Monthly';

export interface Vaccine {
  vaccine: string;
  ages: readonly string[];
  booster: string;
  description: string;
  cost: string;
  /** Set when the law requires it (rabies). */
  legal?: string;
}

export interface ChecklistItem {
  item: string;
  frequency: CheckFrequency;
  notes: string;
}

export interface PreventionCategory {
  category: string;
  items: readonly string[];
  cost: string;
}

/** Each vaccine dose, typical NYC clinic price (docs/requirements.md: "Vaccines (each $15-28)"). */
export const VACCINE_COST = '$15-28';

export const preventiveHealthPage = {
  lead: 'A little care now saves your cat from pain and you from big vet bills later. Vaccines, a quick daily look, yearly check-ups and knowing the warning signs.',
  tabsLabel: 'Preventive health topics',
  tabs: {
    vaccines: 'Vaccinations',
    checkups: 'Health Monitoring',
    preventive: 'Preventive Care',
    warning: 'Warning Signs',
  } satisfies Record<PreventiveTab, string>,
  defaultTab: 'vaccines' satisfies PreventiveTab,
  vaccines: {
    title: 'Vaccination schedule',
    agesLabel: 'Kitten doses at',
    boosterLabel: 'Booster',
    costLabel: 'Typical cost per shot',
    list: [
      {
        vaccine: 'FVRCP',
        ages: ['6-8 weeks', '10-12 weeks', '14-16 weeks'],
        booster: 'annual booster',
        description:
          'The core vaccine for every cat: protects against feline distemper (panleukopenia) and two common cat flu viruses (rhinotracheitis and calicivirus).',
        cost: VACCINE_COST,
      },
      {
        vaccine: 'Rabies',
        ages: ['12-16 weeks'],
        booster: 'booster at 1 year, then every 3 years',
        description:
          'Rabies can pass to people. A shop cat meets customers every day, so keeping this vaccine current protects them, your cat and your business.',
        cost: VACCINE_COST,
        legal: 'Legally required in NYC',
      },
      {
        vaccine: 'FeLV',
        ages: ['8-12 weeks', '12-16 weeks'],
        booster: 'annual for outdoor cats',
        description:
          'Feline leukemia virus spreads between cats. Recommended for kittens and for any cat that goes outside or meets other cats.',
        cost: VACCINE_COST,
      },
    ] satisfies Vaccine[],
    notesTitle: 'Good to know',
    notes: [
      'An adult cat with no vaccine records can still start now — your vet will set a catch-up schedule.',
      'Keep the rabies certificate at the store where you can find it quickly.',
      'Your vet will tell you whether your cat’s rabies vaccine is a 1-year or 3-year type.',
      'A sleepy day after a shot is common. Swelling of the face, vomiting or trouble breathing after a shot is an emergency.',
    ],
  },
  checkups: {
    title: 'Health monitoring checklist',
    intro: 'A quick look takes a minute. You know your cat best — write down anything new and tell your vet.',
    frequencyLabel: 'How often',
    /** What each `frequency` reads as; the keys pick the badge's colour, so they are never translated. */
    frequencies: { Daily: 'Daily', Weekly: 'Weekly', Monthly: 'Monthly' },
    checklist: [
      { item: 'Eating and drinking', frequency: 'Daily', notes: 'Is the cat finishing meals and drinking normally?' },
      { item: 'Litter box', frequency: 'Daily', notes: 'Normal amounts of urine and stool, no straining, no blood.' },
      {
        item: 'Energy and mood',
        frequency: 'Daily',
        notes: 'Hiding, sleeping much more or less interest in people can mean pain.',
      },
      { item: 'Eyes, ears and nose', frequency: 'Weekly', notes: 'Clear eyes, clean ears, no discharge or sneezing.' },
      { item: 'Coat and skin', frequency: 'Weekly', notes: 'Look for fleas, lumps, wounds, bald patches or mats.' },
      { item: 'Teeth and gums', frequency: 'Weekly', notes: 'Pink gums, no red gum line, no very bad breath.' },
      {
        item: 'Weight and body shape',
        frequency: 'Monthly',
        notes: 'You should feel the ribs under a thin layer of fat.',
      },
    ] satisfies ChecklistItem[],
    examsTitle: 'Wellness exams',
    exams: [
      { group: 'Young adult cats (1-7 years)', schedule: 'Annual exams — once a year' },
      { group: 'Senior cats (7+ years)', schedule: 'Bi-annual exams — every 6 months' },
    ],
    examsNote:
      'Senior cats change faster, so problems such as kidney disease are caught sooner with two visits a year.',
  },
  preventive: {
    title: 'Preventive care and typical costs',
    costLabel: 'Typical cost',
    categories: [
      {
        category: 'Parasite prevention',
        items: [
          'Flea, tick and worm prevention that your vet recommends for cats',
          'Never use dog flea products on a cat — some are poisonous to cats',
          'Shop cats meet rodents and insects, so prevention matters all year',
        ],
        cost: '$30-50/month',
      },
      {
        category: 'Dental care',
        items: [
          'Tooth brushing or dental treats at home',
          'A dental check at each exam',
          'Professional cleaning when the vet advises',
        ],
        cost: '$200-400/year',
      },
      {
        category: 'Food and litter',
        items: ['Complete cat food for 3 meals a day', 'Fresh water every day', 'Clumping litter, scooped daily'],
        cost: '$85-100/month',
      },
      {
        category: 'Safe environment',
        items: [
          'A quiet resting spot away from the door and traffic',
          'Scratching post, toys and a high perch',
          'Rat poison, cleaning products and lilies kept out of reach',
        ],
        cost: '$100-200/year',
      },
    ] satisfies PreventionCategory[],
    totalTitle: 'Yearly preventive vet care',
    total: '$500-1,000/year',
    totalNote:
      'Typical total for preventive vet care (parasite prevention and dental care). Food, litter and supplies come on top.',
    benefitsTitle: 'Why prevention pays',
    benefits:
      'Vaccines and check-ups cost far less than treating an illness caught late, and a healthy cat is a calmer, friendlier cat for your customers.',
  },
  warning: {
    title: 'Warning signs',
    earlyTitle: 'Early warning signs',
    early: [
      'Eating less, or skipping meals',
      'Drinking or peeing much more than usual',
      'Hiding, sleeping much more or less active',
      'Losing or gaining weight',
      'Vomiting more often',
      'Changes in litter box habits',
      'Bad breath, drooling or trouble chewing',
      'Stopped grooming: dull, greasy or matted coat',
    ],
    immediateTitle: 'Call a 24/7 animal hospital immediately',
    immediate: [
      'A male cat straining to pee with little or nothing coming out, or crying in the litter box — this can kill within a day or two',
      'Breathing trouble: open-mouth breathing, panting or blue, grey or pale gums',
      'Ate or touched something poisonous: any part of a lily (even pollen or vase water), rat poison, antifreeze, human medicines',
      'Seizure, collapse or unable to stand',
      'Hit by a car, a fall or a dog attack — even if the cat seems fine',
      'Bleeding that doesn’t stop with firm pressure',
      'Sudden weakness of the back legs, or dragging the legs while crying',
      'Overheated: heavy panting, drooling, weakness',
    ],
    immediateAction: 'Emergency steps',
    callLabel: 'Call 24/7',
    soonTitle: 'Schedule a vet visit within 24-48 hours',
    soon: [
      'An adult cat not eating for a day (a kitten not eating is more urgent — call now)',
      'Vomiting or diarrhea that keeps coming back',
      'A female cat peeing outside the box, straining or with blood in the urine',
      'A wound, swelling or abscess, or limping',
      'Eye discharge, squinting or a cloudy eye',
      'Sneezing with thick discharge from the nose or eyes',
      'The cat bit or scratched someone and broke the skin — your vet will ask about its rabies vaccine',
    ],
  },
} as const;

/** Every figure the issue requires on this page, by the tab that shows it (the e2e test reads these). */
export const preventiveHealthFigures: Record<PreventiveTab, readonly string[]> = {
  vaccines: [
    ...preventiveHealthPage.vaccines.list.flatMap((v) => [...v.ages, v.booster]),
    VACCINE_COST,
    'Legally required in NYC',
  ],
  checkups: [
    ...preventiveHealthPage.checkups.checklist.map((c) => c.frequency),
    ...preventiveHealthPage.checkups.exams.flatMap((e) => [e.group, e.schedule]),
  ],
  preventive: [...preventiveHealthPage.preventive.categories.map((c) => c.cost), preventiveHealthPage.preventive.total],
  warning: [preventiveHealthPage.warning.soonTitle, ...preventiveHealthPage.warning.immediate],
};
