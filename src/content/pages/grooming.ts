import type { RouteTab } from '../../config/guide-link.ts';
// Copy for /grooming (docs/requirements.md "Grooming", "Grooming" under "Constants"). Prices are typical NYC ranges
// from the spec, not any provider's.

export type GroomingTab = RouteTab<'grooming'>;

export interface GroomingTask {
  task: string;
  frequency: string;
  tools: readonly string[];
  tips: readonly string[];
  businessBenefit: string;
}

export interface ToolCategory {
  category: string;
  items: readonly { name: string; price: string; use: string }[];
}

export interface GroomingProblem {
  problem: string;
  solutions: readonly string[];
  whenToSeekHelp: string;
}

export interface GroomingService {
  service: string;
  price: string;
  includes: readonly string[];
}

/** docs/requirements.md#constants "Grooming": tool prices $3-50; bath water 2-3 inches lukewarm; nails every 2-3 weeks. */
const TOOL_PRICE_RANGE = '$3-50';
const BATH_WATER = '2-3 inches of lukewarm water';
const NAIL_TRIM = 'every 2-3 weeks';

export const groomingPage = {
  lead: 'A few minutes a day keeps your cat comfortable, your shelves cleaner and problems easy to spot early.',
  tabsLabel: 'Grooming topics',
  tabs: {
    daily: 'Daily Care',
    tools: 'Tools & Supplies',
    bathing: 'Bathing Guide',
    problems: 'Troubleshooting',
    professional: 'Professional Services',
  } satisfies Record<GroomingTab, string>,
  defaultTab: 'daily' satisfies GroomingTab,
  daily: {
    title: 'Daily grooming tasks',
    labels: { frequency: 'How often', tools: 'Tools', tips: 'Tips', benefit: 'Good for business' },
    tasks: [
      {
        task: 'Brushing',
        frequency: 'Short hair: a few times a week. Long hair: every day',
        tools: ['Slicker brush', 'Metal comb'],
        tips: [
          'Brush in the direction the hair grows',
          'Keep sessions short and end with a treat',
          'Check for fleas and lumps as you go',
        ],
        businessBenefit: 'Less loose hair on shelves, counters and products.',
      },
      {
        task: 'Eye cleaning',
        frequency: 'Check every day, clean when needed',
        tools: ['Soft cotton pads', 'Warm water'],
        tips: [
          'Wipe from the inner corner outward',
          'Use a fresh pad for each eye',
          'Yellow or green discharge needs a vet',
        ],
        businessBenefit: 'A bright-eyed cat looks healthy and cared for to customers.',
      },
      {
        task: 'Nail trimming',
        frequency: NAIL_TRIM,
        tools: ['Cat nail clippers', 'Styptic powder or cornstarch, in case a nail bleeds'],
        tips: [
          'Trim only the clear tip — never the pink part (the quick)',
          'Do one or two paws at a time if the cat is nervous',
          'A scratching post keeps nails worn between trims',
        ],
        businessBenefit: 'Fewer scratched customers and less damage to stock and bags.',
      },
      {
        task: 'Dental care',
        frequency: 'Daily if you can, or a few times a week',
        tools: ['Cat toothbrush or finger brush', 'Cat toothpaste (never human toothpaste)'],
        tips: [
          'Start by letting the cat lick the paste',
          'Brush the outside of the teeth along the gum line',
          'Red gums or very bad breath need a vet check',
        ],
        businessBenefit: 'Fresher breath, and fewer costly dental treatments later.',
      },
    ] satisfies GroomingTask[],
    routineTitle: 'A 10-15 minute daily routine',
    routine: [
      {
        time: 'Morning, before opening',
        steps: ['Quick look at eyes, nose and coat', 'Scoop the litter box', 'Fresh water and breakfast'],
      },
      { time: 'Midday check', steps: ['Is the cat eating and moving normally?', 'Wipe the eyes if needed'] },
      { time: 'Evening, after closing', steps: ['Brushing session', 'Check paws and nails', 'Brush teeth'] },
    ],
  },
  tools: {
    title: 'Tools and supplies',
    intro: `Most grooming tools cost ${TOOL_PRICE_RANGE} each. You don’t need them all at once.`,
    labels: { price: 'Typical price', use: 'Use' },
    categories: [
      {
        category: 'Brushing and coat',
        items: [
          { name: 'Slicker brush', price: '$8-15', use: 'Removes loose hair and small tangles' },
          { name: 'Metal comb', price: '$5-12', use: 'Finds and works out knots' },
          { name: 'Grooming glove', price: '$8-15', use: 'Gentle brushing for nervous cats' },
          { name: 'Deshedding tool', price: '$15-30', use: 'Heavy shedding seasons' },
        ],
      },
      {
        category: 'Nails and paws',
        items: [
          { name: 'Cat nail clippers', price: '$5-15', use: 'Trimming nail tips' },
          { name: 'Styptic powder', price: '$5-8', use: 'Stops bleeding if a nail is cut too short' },
          { name: 'Scratching post', price: '$20-50', use: 'Keeps nails worn and saves your stock' },
        ],
      },
      {
        category: 'Cleaning and teeth',
        items: [
          { name: 'Soft cotton pads', price: '$3-5', use: 'Cleaning around the eyes' },
          { name: 'Cat toothbrush and toothpaste', price: '$5-12', use: 'Daily dental care' },
          { name: 'Cat shampoo', price: '$8-15', use: 'The rare bath' },
          { name: 'Cat carrier', price: '$25-50', use: 'Safe trips to the groomer or vet' },
        ],
      },
    ] satisfies ToolCategory[],
    starterKitTitle: 'Starter kit: $30-50',
    starterKit: ['Slicker brush', 'Metal comb', 'Cat nail clippers', 'Cat toothbrush and toothpaste'],
  },
  bathing: {
    title: 'Bathing guide',
    whenTitle: 'When to bathe',
    when: 'Most cats never need a bath — they clean themselves. Bathe only when the coat is dirty or sticky with something harmless, or when your vet advises it. If the cat got into oil, chemicals, antifreeze or anything poisonous, call a 24/7 animal hospital first.',
    stepsTitle: 'Four steps',
    steps: [
      {
        step: 'Get ready',
        details:
          'Brush out tangles and trim nails first. Close the door, and have cat shampoo, a cup and two towels within reach.',
      },
      { step: 'Fill the sink', details: `Use ${BATH_WATER} — warm to your wrist, never hot.` },
      {
        step: 'Wash gently',
        details:
          'Wet the body from the neck down, lather with cat shampoo, keep water away from the face, ears and eyes, and rinse until no soap is left.',
      },
      {
        step: 'Dry and keep warm',
        details: 'Towel dry and keep the cat in a warm, draft-free room until fully dry — not near an open shop door.',
      },
    ],
    safetyTitle: 'Safety warnings',
    safety: [
      'Never use human or dog shampoo — some dog products are poisonous to cats.',
      'Don’t bathe a sick, very old or pregnant cat unless your vet says so.',
      'Stop if the cat panics; a groomer can help instead.',
      'Never leave the cat alone in water.',
    ],
  },
  problems: {
    title: 'Troubleshooting',
    labels: { solutions: 'What to try', help: 'When to get professional help' },
    list: [
      {
        problem: 'Mats and tangles',
        solutions: [
          'Work small knots loose with a comb, holding the hair near the skin',
          'Brush long-haired cats every day',
          'Never cut mats with scissors — skin is easy to cut',
        ],
        whenToSeekHelp: 'Large or tight mats close to the skin: a groomer or vet can shave them safely.',
      },
      {
        problem: 'The cat hates being brushed, or bites when groomed',
        solutions: [
          'Groom when the cat is relaxed, after a meal',
          'Keep sessions to a minute or two and reward with a treat',
          'Start with a grooming glove instead of a brush',
        ],
        whenToSeekHelp: 'Biting, hissing or pain when touched in one spot — ask your vet to check for pain.',
      },
      {
        problem: 'Heavy shedding and hairballs',
        solutions: [
          'Brush more often during spring and fall: hair you brush out is hair the cat doesn’t swallow',
          'Feed a complete cat food and keep water fresh',
          'Use a deshedding tool once a week',
        ],
        whenToSeekHelp:
          'Bald patches, sores or constant scratching — see a vet (fleas, allergies or stress). So do hairballs more than once or twice a month, or retching with nothing coming up.',
      },
      {
        problem: 'Greasy, flaky or smelly coat',
        solutions: [
          'Brush regularly to spread natural oils',
          'Check the diet is a complete cat food',
          'Wipe dirty spots with a damp cloth',
        ],
        whenToSeekHelp: 'A cat that stops grooming itself is often sick or in pain — book a vet visit.',
      },
    ] satisfies GroomingProblem[],
  },
  professional: {
    title: 'Professional grooming',
    servicesLabel: 'Includes',
    services: [
      {
        service: 'Basic grooming',
        price: '$40-70',
        includes: ['Bath and blow-dry', 'Brush-out', 'Nail trim', 'Ear cleaning'],
      },
      {
        service: 'Full grooming',
        price: '$60-100',
        includes: ['Everything in basic', 'De-matting', 'Sanitary trim', 'Coat tidy'],
      },
      {
        service: 'Lion cut',
        price: '$80-120',
        includes: ['Body shaved short, mane and tail tip left', 'For badly matted long-haired cats'],
      },
      { service: 'Nail trim', price: '$15-25', includes: ['All four paws', 'Quick and low-stress'] },
    ] satisfies GroomingService[],
    benefitsTitle: 'Why use a groomer',
    benefits: [
      'Safe removal of mats you can’t do at home',
      'A trained eye spots lumps, fleas and skin problems early',
      'Less stress for you and the cat when home grooming is a struggle',
    ],
    frequencyTitle: 'How often',
    frequency: [
      { who: 'Short-haired cats', when: 'every 3-4 months' },
      { who: 'Long-haired cats', when: 'every 6-8 weeks' },
      { who: 'Senior cats', when: 'every 2-3 months' },
      { who: 'Nail trims', when: 'every 3-4 weeks' },
    ],
    findTitle: 'How to find a groomer',
    find: [
      'Ask your vet who they trust with nervous cats.',
      'Look for cat-only or cat-experienced groomers; ask how they handle a scared cat.',
      'Mobile groomers can come to the store before opening or after closing.',
      'Ask for a price before the appointment — prices vary a lot.',
    ],
  },
} as const;

/** Every figure the issue requires on this page, by the tab that shows it (the e2e test reads these). */
export const groomingFigures: Record<GroomingTab, readonly string[]> = {
  daily: [NAIL_TRIM, groomingPage.daily.routineTitle, ...groomingPage.daily.routine.map((r) => r.time)],
  tools: [TOOL_PRICE_RANGE, groomingPage.tools.starterKitTitle],
  bathing: [BATH_WATER],
  problems: groomingPage.problems.list.map((p) => p.problem),
  professional: [
    ...groomingPage.professional.services.map((s) => s.price),
    ...groomingPage.professional.frequency.map((f) => f.when),
  ],
};
