import type { RouteTab } from '../../config/guide-link.ts';
// Copy for /behavioral-wellness (docs/requirements.md "Behavioral wellness", "behaviour change over 3 days needs
// professional help" under "Constants").

export type BehaviorTab = RouteTab<'behavioralWellness'>;
export type StressSeverity = 'mild' | 'moderate' | 'severe';

export interface StressSign {
  sign: string;
  severity: StressSeverity;
  action: string;
}

export interface EnrichmentCategory {
  category: string;
  ideas: readonly string[];
}

export interface BehaviorProblem {
  problem: string;
  solutions: readonly string[];
}

/** docs/requirements.md#constants: "behaviour change over 3 days needs professional help". */
export const BEHAVIOR_CHANGE_LIMIT = 'more than 3 days';

export const behavioralWellnessPage = {
  lead: 'A shop is a busy place for a cat: doors, deliveries, noise and strangers. These signs, ideas and fixes help your cat feel safe — and a calm cat is better company for customers.',
  tabsLabel: 'Behavioral wellness topics',
  tabs: {
    stress: 'Stress Signs',
    enrichment: 'Enrichment',
    problems: 'Common Issues',
  } satisfies Record<BehaviorTab, string>,
  defaultTab: 'stress' satisfies BehaviorTab,
  severityLabels: { mild: 'Mild', moderate: 'Moderate', severe: 'Severe' } satisfies Record<StressSeverity, string>,
  stress: {
    title: 'Signs of stress',
    intro: 'Stress is not bad behavior. It is the cat telling you something is wrong.',
    actionLabel: 'What to do',
    signs: [
      {
        sign: 'Hiding more than usual',
        severity: 'mild',
        action: 'Give a quiet hiding spot away from the door, and don’t pull the cat out.',
      },
      {
        sign: 'Over-grooming one spot',
        severity: 'mild',
        action: 'Look for changes (new noise, new stock, a new animal). Add play time.',
      },
      {
        sign: 'Tail flicking or flattened ears when customers come near',
        severity: 'mild',
        action: 'Ask customers to let the cat come to them; give the cat a high perch.',
      },
      {
        sign: 'Peeing or pooping outside the litter box',
        severity: 'moderate',
        action: 'Clean the spot with an enzyme cleaner, keep the box clean, and call your vet — it can be pain.',
      },
      {
        sign: 'Sleeping much more than before, or no interest in play or people',
        severity: 'moderate',
        action:
          'A healthy adult cat sleeps 12 to 16 hours a day, so long naps are normal. A change is what counts: if it lasts more than a day or two, call your vet — it can be pain.',
      },
      {
        sign: 'Eating less',
        severity: 'moderate',
        action: 'Feed in a quiet place. If the cat skips food for a day, call your vet.',
      },
      {
        sign: 'Hissing, swatting or biting',
        severity: 'moderate',
        action: 'Give the cat space and a place to retreat; warn customers not to touch it for now.',
      },
      {
        sign: 'Not eating at all, or hiding and not coming out',
        severity: 'severe',
        action: 'Call your vet today — this can be illness, not only stress.',
      },
      {
        sign: 'Crying in the litter box or straining',
        severity: 'severe',
        action: 'This is an emergency, especially in a male cat. Call a 24/7 animal hospital now.',
      },
    ] satisfies StressSign[],
  },
  enrichment: {
    title: 'Enrichment ideas',
    intro: 'Enrichment means giving the cat things to do. Most ideas cost little or nothing.',
    categories: [
      {
        category: 'Play',
        ideas: [
          'Two short play sessions a day with a wand toy',
          'Crumpled paper balls and bottle caps (large enough not to swallow)',
          'Rotate toys so they stay new',
        ],
      },
      {
        category: 'Climbing and perches',
        ideas: [
          'A shelf or cat tree up high, away from the door',
          'A window perch to watch the street',
          'Clear a safe top shelf the cat can own',
        ],
      },
      {
        category: 'Hiding and rest',
        ideas: [
          'A cardboard box with a blanket in a quiet corner',
          'A bed behind the counter away from foot traffic',
          'Somewhere to rest that customers can’t reach',
        ],
      },
      {
        category: 'Food puzzles',
        ideas: [
          'Hide a few pieces of dry food around the store',
          'A food puzzle toy or an egg carton with kibble inside',
          'Scatter part of a meal so the cat can hunt for it',
        ],
      },
      {
        category: 'Scratching',
        ideas: [
          'A sturdy scratching post near the cat’s favorite spot',
          'Cardboard scratchers are cheap and loved',
          'Reward the cat for using the post',
        ],
      },
    ] satisfies EnrichmentCategory[],
  },
  problems: {
    title: 'Common behavior issues',
    solutionsLabel: 'What helps',
    list: [
      {
        problem: 'Scratching products or furniture',
        solutions: [
          'Put a scratching post right next to the spot',
          'Cover the spot with foil or tape for a while',
          'Trim nails every 2-3 weeks',
        ],
      },
      {
        problem: 'Running out the door',
        solutions: [
          'Give the cat a favorite place away from the entrance',
          'Feed and play far from the door',
          'Make sure the cat is spayed or neutered and microchipped',
        ],
      },
      {
        problem: 'Biting or scratching customers',
        solutions: [
          'A sign asking customers not to pick up the cat',
          'Let the cat approach people, not the other way round',
          'Sudden aggression can mean pain — see a vet',
        ],
      },
      {
        problem: 'Two cats fighting',
        solutions: [
          'Give each cat its own food bowl, water, litter box and resting spot, away from the other’s',
          'After a bad fight, keep them apart for a few days, then let them meet again slowly, over food and play',
          'Spay or neuter both: fights are much less common after',
          'A bite or scratch from a fight can turn into an abscess — see a vet within a day',
        ],
      },
      {
        problem: 'Hissing at one person (a new worker, a delivery driver)',
        solutions: [
          'Let that person give the meals and treats for a while',
          'Ask them not to reach for or pick up the cat; let it come to them',
          'Give the cat a high perch or a hiding spot away from where that person works',
        ],
      },
      {
        problem: 'Night-time yowling or racing around',
        solutions: [
          'A long play session and a meal just before closing',
          'Spay or neuter — yowling is common in cats that are not',
          'A warm bed and a night light',
        ],
      },
      {
        problem: 'Spraying (marking walls and stock)',
        solutions: [
          'Spay or neuter: most cats stop spraying after surgery',
          'Clean each spot with an enzyme cleaner, so the smell doesn’t bring the cat back',
          'Block the cat’s view of outdoor cats at the window or door',
          'Marking that starts suddenly can be a bladder problem — see a vet',
        ],
      },
      {
        problem: 'Peeing outside the box',
        solutions: [
          'Scoop daily and clean the box fully twice a week',
          'Move the box somewhere quiet',
          'Call the vet: it is often a bladder problem, not spite',
        ],
      },
    ] satisfies BehaviorProblem[],
  },
  professionalHelp: {
    title: 'When to get professional help',
    body: `If a change in behavior lasts ${BEHAVIOR_CHANGE_LIMIT}, talk to a vet. Many “behavior problems” are pain or illness, and a vet can check for that first and refer you to a behavior professional.`,
  },
} as const;

/** Every figure the issue requires on this page (the e2e test reads these). */
export const behavioralWellnessFigures: readonly string[] = [BEHAVIOR_CHANGE_LIMIT];
