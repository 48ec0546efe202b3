import type { RouteId } from '../../config/routes.ts';

// Copy for the /daily-care hub (docs/requirements.md "Daily care hub"; numbers from docs/requirements.md "Care").
// Tone: owners are doing their best with little money and no clear rules — never shame, always say what to do.

/**
 * Shown beside every typical price on the daily-care guides: the spec's general figures, not any provider's
 * (docs/data-rules.md), with the spec's pricing dates (docs/requirements.md#constants: "pricing notes January 2025 /
 * July 2025").
 */
export const typicalPriceNote =
  'Typical New York City price ranges from our pricing notes (January 2025 and July 2025), not any one provider’s prices. Prices change — always ask for a quote first.';

/** Litter figures (docs/requirements.md: "litter cleaned 2x/week, scooped daily"). */
export const litterFigures = { scoop: 'daily', fullClean: '2x/week' } as const;

export interface GuideLink {
  route: RouteId;
  label: string;
  description: string;
}

export const dailyCarePage = {
  lead: 'Most days are not emergencies. Here is the everyday care that keeps a shop cat healthy — food, litter, grooming, vaccines and calm — and the rules that apply to cats in NYC stores.',
  guidesTitle: 'Daily care guides',
  guides: [
    {
      route: 'feeding',
      label: 'Feeding guide',
      description: 'What to feed, 3 meals a day, portions, and foods that are poisonous to cats.',
    },
    {
      route: 'grooming',
      label: 'Grooming',
      description: 'Brushing, nails, a 10-15 minute daily routine, tools and groomer prices.',
    },
    {
      route: 'preventiveHealth',
      label: 'Preventive health',
      description: 'Vaccines (rabies is required by law), check-ups, yearly costs and warning signs.',
    },
    {
      route: 'behavioralWellness',
      label: 'Behavioral wellness',
      description: 'Signs of stress, enrichment ideas and help with common behavior problems.',
    },
  ] satisfies GuideLink[],
  sickSigns: {
    title: 'Signs your cat may be sick',
    intro:
      'You see your cat every day, so you are the first to notice a change. Catching it early is kinder to the cat and cheaper for you.',
    earlyTitle: 'Call your vet within a day or two if you see',
    urgentTitle: 'Call a 24/7 animal hospital now if you see',
    urgentAction: 'Emergency steps',
    callLabel: 'Call 24/7',
    moreLabel: 'All warning signs',
  },
  litter: {
    title: 'Litter box care',
    intro:
      'A clean box keeps the cat using it, keeps smells away from customers and lets you spot health problems early.',
    steps: [
      `Scoop ${litterFigures.scoop}: remove clumps and waste every day, ideally before opening.`,
      `Clean the whole box ${litterFigures.fullClean}: empty all the litter, wash the box with mild soap and hot water, dry it and refill.`,
      'Put the box somewhere quiet, away from food, food stock and the cat’s own bowls.',
      'Use unscented clumping litter about 2 inches deep; many cats refuse strong scents.',
      'Wash your hands after every scoop, and keep litter away from food prep areas.',
    ],
    watchTitle: 'What the litter box tells you',
    watch: [
      'Much more or much less urine than usual, or blood in it — call your vet today.',
      'A male cat straining in the box with little or nothing coming out is an emergency — call a 24/7 hospital now.',
      'Diarrhea for more than a day, or constipation with straining — call your vet.',
      'Going outside the box often means stress or pain, not bad behavior — see the behavior guide.',
    ],
  },
  shopSafety: {
    title: 'A safe shop for a cat',
    intro:
      'Most shop-cat injuries happen in a few familiar places. A few habits prevent the falls, crushes and swallowed things that send cats to the emergency vet.',
    items: [
      'Fit a sturdy, tight screen on every window the cat can reach, and keep the fire-escape window shut. Cats fall from low floors as well as high ones.',
      'Check where the cat is before you pull down the gate or shutter, close the cooler or a heavy door, or move stock.',
      'Put away string, thread, ribbon, rubber bands and tinsel, and keep cords out of reach or covered.',
      'Store cleaning products, rat poison and antifreeze where the cat can’t get to them, and keep lilies out of the shop.',
      'Give the cat a favorite spot away from the door, so it is less tempted to run out into the street.',
    ],
  },
  legal: {
    title: 'NYC rules for cats in stores',
    intro:
      'Many bodegas keep a cat, and many owners are unsure where they stand. Here is what the rules say today, from official sources, with the date each was last checked. This is general information, not legal advice.',
    todayTitle: 'What is allowed today',
    today: [
      'Not allowed today: the NYC Health Code says no live animal may be kept in a food service establishment, and New York State’s rules for retail food stores (bodegas) prohibit keeping live animals in the store. A city law alone cannot change the state rule.',
      'Allowed and required: every cat must be vaccinated against rabies, wherever it lives. A shop cat that meets customers needs its rabies shot kept up to date.',
      'Nothing in these rules asks you to give up your cat. If you are worried about an inspection, keep the cat away from food areas, keep its rabies certificate handy, and talk to a rescue or your vet about options.',
    ],
    rulesTitle: 'Rules in force',
    pendingTitle: 'Proposals pending — not law yet',
    pendingIntro:
      'These bills would change the rules for shop cats. They are not law unless their status changes; check the official page for the latest action.',
    statusLabel: 'Status as recorded',
    pointsLabel: 'What it says',
    sourcesLabel: 'Sources',
    confirmedLabel: 'Last confirmed',
    undatedLabel: 'Source not dated',
    conflictNote: 'Sources disagree on the fine, so we don’t state one — check the law itself.',
  },
} as const;
