// Copy for /first-aid (docs/requirements.md, "Pages" and the first-aid and vitals figures under "Constants"). The
// spec's figures are kept once in `firstAidFigures` and written into
// the copy from there, so the e2e test can check each one on the rendered page.
// Safety rules (docs/assistant-safety.md): no medicine names or doses, never "make the cat vomit", no diagnosis.

export const firstAidFigures = {
  /** docs/requirements.md#constants: wound pressure 2-3 minutes. */
  pressure: '2-3 minutes',
  /** docs/requirements.md#constants: cool a burn 5-10 minutes. */
  coolBurn: '5-10 minutes',
  /** docs/requirements.md#constants: a seizure over 2 minutes calls for a vet. */
  seizure: '2 minutes',
  /** docs/requirements.md#constants: burns larger than a quarter. */
  burnSize: 'larger than a quarter',
  /** docs/requirements.md#constants: kit under $50. */
  kitCost: 'under $50',
  /** docs/requirements.md#constants: check expiry every 6 months. */
  kitCheck: 'every 6 months',
  /** docs/requirements.md#constants "Vitals". */
  temperature: '100-102.5°F',
  /** docs/requirements.md#constants: "heat stroke step says 100-102°F" — kept as the spec has it. */
  heatStrokeTemperature: '100-102°F',
  heartRate: '120-140 beats per minute',
  breathing: '20-30 breaths per minute',
} as const;

const f = firstAidFigures;

/** Names from the site's icon set (src/components/ui/icon.tsx). */
export type FirstAidIcon = 'bandage' | 'wind' | 'flask' | 'bolt' | 'flame' | 'sun';

export interface FirstAidTopic {
  /** Deep-link value: /first-aid?topic=<id>. */
  id: string;
  title: string;
  icon: FirstAidIcon;
  steps: readonly string[];
  warnings: readonly string[];
  whenToCall: readonly string[];
}

export const firstAidTopics = [
  {
    id: 'cuts-wounds',
    title: 'Cuts and Wounds',
    icon: 'bandage',
    steps: [
      'Wrap the cat in a towel so it feels safe and can’t scratch or bite.',
      `Press a clean cloth or gauze firmly on the wound for ${f.pressure}. Don’t lift it to look.`,
      'If blood soaks through, add another cloth on top and keep pressing.',
      'When the bleeding stops, rinse small cuts gently with clean water or saline.',
      'Cover the wound loosely with gauze and keep the cat indoors and calm.',
    ],
    warnings: [
      'Do NOT pull out anything stuck in the wound — leave it for the vet.',
      'Do NOT use a tight band (tourniquet).',
      'Do NOT put human creams, alcohol or medicines on the wound.',
    ],
    whenToCall: [
      'Bleeding doesn’t stop after pressure',
      'A deep or gaping wound, or a bite wound (they get infected fast)',
      'Anything stuck in the wound',
      'Swelling, pus or a bad smell in the days after',
    ],
  },
  {
    id: 'breathing',
    title: 'Difficulty Breathing',
    icon: 'wind',
    steps: [
      'Call the 24/7 vet now — this is an emergency.',
      'Keep the cat calm, quiet and cool. Keep people and other pets away.',
      'Look in the mouth only if you can do it safely. If you can see an object near the front, you may gently remove it.',
      'Put the cat in a carrier and go. Let fresh air into the car or taxi.',
    ],
    warnings: [
      'Do NOT put your fingers down the throat if you can’t see an object.',
      'Do NOT hold the cat tight around the chest.',
      'Do NOT give food, water or medicine.',
    ],
    whenToCall: [
      'Always, right away: open-mouth breathing, panting, noisy breathing',
      'Blue, grey or pale gums or tongue',
      'Breathing faster than normal while resting',
    ],
  },
  {
    id: 'poisoning',
    title: 'Poisoning/Chemical Exposure',
    icon: 'flask',
    steps: [
      'Move the cat away from the poison and air out the room.',
      'Call the 24/7 vet or an animal poison-control line now, even if the cat seems fine.',
      'Keep the package, label or plant to show the vet.',
      'If chemical is on the fur or paws, wrap the cat in a towel so it can’t lick it, and ask the vet how to wash it off.',
    ],
    warnings: [
      'NEVER try to make the cat vomit — not with salt, oil or hydrogen peroxide. It can kill a cat.',
      'Do NOT give milk, food, oil or any medicine.',
      'Never give human painkillers: Tylenol (acetaminophen) and ibuprofen are poison to cats.',
      'Lilies are deadly to cats — even pollen or the water in the vase.',
    ],
    whenToCall: [
      'Any time you think the cat ate, licked or touched something poisonous',
      'Drooling, vomiting, shaking, wobbling or collapse',
    ],
  },
  {
    id: 'seizures',
    title: 'Seizures',
    icon: 'bolt',
    steps: [
      'Stay calm. Move furniture and objects away so the cat can’t get hurt.',
      'Time the seizure with your phone.',
      'Dim the lights and keep the area quiet.',
      'When it ends, wrap the cat in a towel, keep it warm and call the vet.',
    ],
    warnings: ['Do NOT put your hands or anything in the cat’s mouth.', 'Do NOT hold the cat down.'],
    whenToCall: [
      `A seizure that lasts more than ${f.seizure} — go now`,
      'More than one seizure in a day',
      'The first seizure the cat has ever had',
    ],
  },
  {
    id: 'burns',
    title: 'Burns',
    icon: 'flame',
    steps: [
      `Cool the burn with cool (not ice-cold) running water for ${f.coolBurn}.`,
      'Gently pat dry and cover loosely with a clean, damp cloth.',
      'For a chemical burn, wear gloves and rinse with plenty of water.',
      'Keep the cat warm with a towel around the rest of its body.',
    ],
    warnings: ['Do NOT put ice, butter, oil or creams on a burn.', 'Do NOT pop blisters.'],
    whenToCall: [
      `Burns ${f.burnSize}`,
      'Any burn on the face, paws or private parts',
      'Electrical burns (chewed cord) or chemical burns',
    ],
  },
  {
    id: 'heat-stroke',
    title: 'Heat Stroke',
    icon: 'sun',
    steps: [
      'Move the cat to a cool, shady place right away.',
      'Wet the fur with cool (not cold) water, especially paws, belly and ears, and use a fan.',
      'Offer small amounts of water if the cat is alert — don’t force it.',
      `If you have a pet thermometer, normal temperature is ${f.heatStrokeTemperature}. Don’t delay the vet to measure it.`,
      'Go to the vet even if the cat seems better.',
    ],
    warnings: [
      'Do NOT use ice or ice-cold water — it slows cooling.',
      'Do NOT leave a cat in a hot car, basement or shop with the heat on.',
    ],
    whenToCall: [
      'Always — heat stroke damages organs even when the cat seems to recover',
      'Panting, drooling, bright red gums, wobbling or collapse',
    ],
  },
] as const satisfies readonly FirstAidTopic[];

export type FirstAidTopicId = (typeof firstAidTopics)[number]['id'];

export interface KitItem {
  item: string;
  essential: boolean;
}

export const firstAidPage = {
  title: 'Emergency First Aid for Cats',
  lead: 'Simple steps to keep your cat safe on the way to the vet.',
  callButton: 'CALL VET FIRST',
  important: {
    title: 'Important',
    body: 'These are emergency measures only, to use while you get your cat to a vet. They do not replace veterinary care. Always call a vet first.',
  },
  topicsHeading: 'Choose what is happening',
  topicsIntro: 'Tap a topic to see the steps. One topic opens at a time.',
  stepsHeading: 'Steps to Take',
  warningsHeading: 'Do NOT Do',
  whenToCallHeading: 'When to Call Vet',
  kit: {
    title: 'Essential First Aid Kit',
    intro: `You can put a basic kit together for ${f.kitCost} (typical prices, January 2025).`,
    essentialHeading: 'Essential items',
    additionalHeading: 'Additional items',
    items: [
      { item: 'Gauze pads and a roll of gauze', essential: true },
      { item: 'Self-stick bandage wrap (the kind that doesn’t stick to fur)', essential: true },
      { item: 'Sterile saline for rinsing wounds and eyes', essential: true },
      { item: 'Blunt-tip scissors', essential: true },
      { item: 'Disposable gloves', essential: true },
      { item: 'Two clean towels (for wrapping the cat)', essential: true },
      { item: 'A sturdy cat carrier', essential: true },
      { item: 'A card with the 24/7 vet and poison-control numbers', essential: true },
      { item: 'Digital pet thermometer', essential: false },
      { item: 'Tweezers', essential: false },
      { item: 'Small flashlight', essential: false },
      { item: 'Cold pack (wrap it in a cloth before use)', essential: false },
      { item: 'Cone collar to stop licking', essential: false },
    ] as const satisfies readonly KitItem[],
    noMedicines: 'Keep no human medicines or hydrogen peroxide in the kit: they are dangerous for cats.',
    storageTitle: 'Storage tip',
    storage: `Keep everything in a waterproof container, check expiry dates ${f.kitCheck}, and keep it where every worker can find it fast.`,
  },
  vitals: {
    title: 'Normal Cat Vital Signs',
    rows: [
      { label: 'Temperature', value: f.temperature },
      { label: 'Heart rate', value: f.heartRate },
      { label: 'Breathing', value: f.breathing },
    ],
    howToCheck:
      'How to check: count breaths while the cat rests or sleeps (each rise and fall of the chest is one) for 30 seconds and double it. Feel the heartbeat on the left side of the chest, just behind the front leg. Temperature needs a pet thermometer — if you are not sure how, let the vet do it. Knowing your cat’s normal numbers helps you spot a problem.',
  },
  alwaysEmergency: {
    title: 'Always Emergency',
    intro: 'Go to a 24/7 vet now — don’t wait — if you see any of these:',
    items: [
      'Trouble breathing, open-mouth breathing, or blue, grey or pale gums',
      'A male cat straining to pee with little or nothing coming out',
      'Bleeding that won’t stop with pressure',
      'Any possible poisoning: lilies, Tylenol (acetaminophen), ibuprofen, rat poison, antifreeze, chemicals',
      `A seizure longer than ${f.seizure}, or more than one`,
      'Hit by a car or a fall, even if the cat seems fine',
      'Collapse, can’t stand, or suddenly dragging the back legs',
    ],
  },
  prevention: {
    title: 'Prevention & Preparation',
    items: [
      'Save the 24/7 vet number in every worker’s phone and post it by the register.',
      'Keep lilies and bouquets out of the shop.',
      'Store cleaning products, rat poison and antifreeze where the cat can’t reach.',
      'Keep the cat away from hot ovens, grills and space heaters, and cool in summer.',
      'Keep the first aid kit and a carrier ready in one place.',
      'Know your cat’s normal eating, peeing and breathing so you spot changes early.',
    ],
  },
  whileYouWait: {
    title: 'While You Wait for Vet',
    items: [
      'Keep the cat in a quiet, dark, warm place or in its carrier.',
      'Handle the cat as little as possible, gently, with a towel.',
      'Do not give food, water or any medicine unless the vet says so.',
      'Write down what happened and when, and what the cat may have eaten.',
      'Bring any package, plant or label involved.',
      'Watch breathing and gum colour, and tell the vet if they change.',
    ],
  },
  bottomLine: {
    title: 'The Bottom Line',
    body: 'First aid buys time — it is not treatment. When in doubt, call the vet: a quick call costs nothing, waiting can cost your cat’s life.',
  },
  printButton: 'Print this page',
} as const;
