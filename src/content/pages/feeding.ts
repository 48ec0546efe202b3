// Copy for /feeding (docs/requirements.md "Feeding guide"; "Constants": 3 meals a day, wet food removed after
// 30 minutes). Toxic foods follow docs/assistant-safety.md (lilies and human medicines are emergencies).

/** docs/requirements.md#constants: "3 meals a day"; "wet food removed after 30 minutes". */
export const MEALS_PER_DAY = '3 meals a day';
export const WET_FOOD_LIMIT = 'after 30 minutes';
const LILY_WARNING = 'All parts of lilies are deadly to cats';

export interface ToxicFood {
  food: string;
  why: string;
}

export const feedingPage = {
  lead: `Good food on a steady schedule is the best care you can give a shop cat: ${MEALS_PER_DAY}, fresh water, and nothing from the danger list.`,
  rules: {
    title: 'Feeding rules',
    items: [
      'Feed cat food labelled “complete and balanced” — not dog food, not only scraps.',
      'Fresh, clean water every day, in a bowl away from the litter box.',
      'Feed at the same times every day; cats feel safer with a routine.',
      'One person in charge of feeding, so the cat isn’t fed twice.',
      'Ask customers kindly not to feed the cat — a small sign by the counter helps.',
      'Change foods slowly, mixing a little more of the new food each day over about a week.',
    ],
  },
  foods: {
    title: 'What to feed',
    list: [
      {
        name: 'Wet food (cans or pouches)',
        details: 'Adds water to the diet, which is good for the kidneys and bladder — especially for male cats.',
      },
      {
        name: 'Dry food (kibble)',
        details: 'Cheaper and keeps longer. Store it in a sealed container so it stays fresh and away from pests.',
      },
      {
        name: 'A mix of both',
        details: 'Many owners feed wet food in the morning and evening and a measured amount of dry food at midday.',
      },
      {
        name: 'Treats',
        details:
          'Only a small part of the day’s food. Plain cooked chicken or fish with no bones or seasoning is fine as a treat.',
      },
    ],
  },
  schedule: {
    title: 'Daily schedule',
    intro: `Adult cats do well on ${MEALS_PER_DAY}, at about the same times every day.`,
    meals: [
      { time: 'Morning, before opening', what: 'Wet food and fresh water' },
      { time: 'Midday', what: 'A measured portion of dry food' },
      { time: 'Evening, after closing', what: 'Wet food; check the water bowl' },
    ],
    wetFoodRule: `Remove wet food ${WET_FOOD_LIMIT} — it spoils quickly and attracts flies and pests. Wash the bowl before the next meal.`,
  },
  portions: {
    title: 'How much to feed',
    items: [
      'Start with the amount on the food label for your cat’s weight, and split it across the 3 meals.',
      'If you feed wet and dry food, reduce each so the total matches the label — not the full amount of both.',
      'Use a measuring cup, so every person who feeds the cat gives the same amount.',
      'Check the body every month: you should feel the ribs easily but not see them.',
      'Ask your vet for the right amount for your cat — needs change with age, size and activity.',
    ],
  },
  special: {
    title: 'Special considerations',
    list: [
      {
        who: 'Kittens',
        details: 'Need kitten food and more frequent small meals. A kitten that stops eating needs a vet quickly.',
      },
      {
        who: 'Senior cats',
        details: 'May need softer food and more water. Weight loss in an older cat is a reason to see the vet.',
      },
      {
        who: 'Overweight cats',
        details:
          'Measure every meal, cut treats, and play more. Never put a cat on a crash diet — not eating is dangerous for cats.',
      },
      { who: 'After spay/neuter', details: 'Needs fewer calories afterwards; watch the weight over the next months.' },
      {
        who: 'After a urinary blockage',
        details:
          'Feed the diet the vet prescribes, with more wet food and fresh water in several bowls, keep the litter box very clean and the cat’s days calm. A male that has blocked once can block again: watch him in the box.',
      },
      {
        who: 'A cat that stops eating',
        details:
          'An adult cat not eating for a day needs a vet call. Cats can get seriously ill quickly when they don’t eat.',
      },
    ],
  },
  safety: {
    title: 'Food safety: foods that poison cats',
    intro: 'Keep these out of reach — behind the counter, in closed bins and away from the cat’s spots.',
    toxic: [
      {
        food: 'Lilies (common in flower bouquets)',
        why: `${LILY_WARNING} — petals, leaves, pollen and even the vase water. Don’t sell or keep lilies where the cat can reach.`,
      },
      {
        food: 'Onions and garlic',
        why: 'Raw, cooked or powdered (in soups, sauces and seasoned meat); they damage red blood cells.',
      },
      { food: 'Chocolate', why: 'Especially dark and baking chocolate.' },
      { food: 'Grapes and raisins', why: 'Can damage the kidneys.' },
      { food: 'Xylitol', why: 'A sweetener in sugar-free gum, candy and some peanut butters.' },
      {
        food: 'Human medicines',
        why: 'Painkillers such as acetaminophen (Tylenol) and ibuprofen are poison to cats. Never give a cat any human medicine.',
      },
      { food: 'Alcohol, coffee and energy drinks', why: 'Even small spills can harm a cat.' },
      {
        food: 'Rat and mouse poison',
        why: 'Including a poisoned mouse the cat catches. Use traps the cat can’t reach instead.',
      },
    ] satisfies ToxicFood[],
    /** What customers hand a shop cat most: not poison, but not food for a cat either. */
    notForCatsTitle: 'Not poison, but not for cats either',
    notForCats: [
      {
        food: 'Milk, cheese and cream',
        why: 'Most adult cats can’t digest milk sugar, so dairy often gives them diarrhea. Water is the only drink a cat needs.',
      },
      {
        food: 'Deli meats, chips and salty snacks',
        why: 'Too much salt and fat, and the seasoning often has onion or garlic. Plain cooked chicken is the safe treat.',
      },
      {
        food: 'Raw meat, raw eggs and bones',
        why: 'Raw food can carry germs such as salmonella, and cooked bones splinter.',
      },
    ] satisfies ToxicFood[],
    emergencyTitle: 'If your cat ate any of these',
    emergency: 'Call a 24/7 animal hospital now, even if the cat seems fine. Don’t try to make the cat vomit.',
    emergencyAction: 'Poisoning steps',
    callLabel: 'Call 24/7',
  },
  budget: {
    title: 'Budget tips',
    intro: 'Feeding a cat well when money is tight:',
    items: [
      'Buy large bags of dry food and cases of cans — often cheaper per meal.',
      'Store brands of “complete and balanced” cat food are fine.',
      'Measure portions: overfeeding wastes food and money.',
      'Ask your distributor or neighbors about cat food deals; some rescues and pet food pantries help shop cats.',
      'Prevention is cheapest: a healthy weight avoids costly illness later.',
    ],
  },
  wellFed: {
    title: 'Signs of a well-fed cat',
    intro: 'How to tell your cat is at a healthy weight, neither too thin nor too fat:',
    items: [
      'You can feel the ribs easily but can’t see them',
      'A visible waist when you look from above',
      'A soft, shiny coat',
      'Steady energy and interest in play',
      'Firm, regular stools',
      'Eats eagerly at mealtimes and doesn’t beg constantly',
    ],
  },
} as const;

/** Every figure the issue requires on this page (the e2e test reads these). */
export const feedingFigures: readonly string[] = [
  MEALS_PER_DAY,
  WET_FOOD_LIMIT,
  ...feedingPage.safety.toxic.map((t) => t.food),
  ...feedingPage.safety.notForCats.map((t) => t.food),
  LILY_WARNING,
];
