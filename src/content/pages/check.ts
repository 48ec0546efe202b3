// Copy for the "Is it an emergency?" checker (/check, docs/checker.md). The questions come in the order of
// docs/checker.md: signs that are always an emergency first, then time-critical situations, then the other emergency
// signs, then the urgent ones, then what can be cared for at home. Each answer names the red flag it stands for
// (src/content/triage/red-flags.ts, read through src/composition/checker-flags.ts): the flag's level picks the outcome,
// and the outcome page shows the flag's own label, steps and guide link, so a sign is written once for the chat
// and the checker. `worseIf` names the emergencies an urgent sign can turn into. Safety rules
// (docs/assistant-safety.md): no medicine names or doses, never "make the cat vomit", no diagnosis. An answer's
// icon is a name from the site's icon set (src/components/ui/icon.tsx).

export const checkPage = {
  title: 'Is it an emergency?',
  lead: 'One question at a time. Tap the first answer that fits. Nothing you tap is stored or sent.',
  /** {n} and {total} are filled in: "Question 2 of 7". */
  progress: 'Question {n} of {total}',
  back: 'Back',
  startAgain: 'Start again',
  steps: [
    {
      id: 'now',
      question: 'Is your cat doing any of these right now?',
      hint: 'If you are not sure, tap the closest one: it is safer to go.',
      options: [
        { flag: 'breathing', icon: 'wind', text: 'Struggling to breathe, breathing with an open mouth, or choking' },
        { flag: 'collapse', icon: 'emergency', text: 'Collapsed, can’t stand up, or hard to wake' },
        {
          flag: 'seizure',
          icon: 'bolt',
          text: 'A fit: shaking or jerking and not knowing you, now or in the last day',
        },
        { flag: 'bleeding', icon: 'bandage', text: 'Bleeding that does not stop when you press on it' },
        { flag: 'hind-legs', icon: 'heart', text: 'Suddenly dragging the back legs, crying in pain' },
      ],
      none: 'No, none of these',
    },
    {
      id: 'happened',
      question: 'Did any of these happen?',
      hint: 'Even if your cat seems fine now.',
      options: [
        { flag: 'poisoning', icon: 'flask', text: 'Ate, licked or chewed a lily, a medicine, a poison or a chemical' },
        { flag: 'trauma', icon: 'car', text: 'Hit by a car or bike, attacked by a dog, or kicked' },
        { flag: 'fall', text: 'Fell from a height: a shelf, a window, a fire escape' },
        { flag: 'crush', text: 'Caught or crushed: a door, the shutter, something heavy' },
        { flag: 'string', text: 'Swallowed string, thread, tinsel or ribbon' },
        { flag: 'electrical', text: 'Chewed a cord, got a shock, or got burned' },
        { flag: 'heat-stroke', icon: 'sun', text: 'Got too hot: panting or wobbly in a hot place' },
        { flag: 'hypothermia', text: 'Was shut in or out in the cold, and feels cold' },
      ],
      none: 'No, none of these',
    },
    {
      id: 'pee-birth-kitten',
      question: 'Is it about peeing, a birth or a kitten?',
      options: [
        { flag: 'urinary-blockage', icon: 'droplet', text: 'Straining in the litter box, little or no pee coming out' },
        { flag: 'no-urine', text: 'A male cat has not peed for 12 hours or more' },
        { flag: 'difficult-birth', text: 'Giving birth: pushing for an hour with no kitten, or a kitten stuck' },
        { flag: 'fading-kitten', text: 'A young kitten that is cold, floppy or won’t feed' },
      ],
      none: 'No, none of these',
    },
    {
      id: 'signs',
      question: 'Do you see any of these?',
      options: [
        { flag: 'vomiting-blood', text: 'Vomiting again and again, or blood in the vomit or poop' },
        { flag: 'not-eating', text: 'Has eaten nothing for a day or more' },
        { flag: 'eye-injury', text: 'A hurt eye: held shut after a scratch, leaking, or something in it' },
        { flag: 'allergic', text: 'A swollen face, lips or throat' },
        { flag: 'jaundice', text: 'Yellow gums, skin or whites of the eyes' },
        { flag: 'swollen-belly', text: 'A hard, swollen belly' },
      ],
      none: 'No, none of these',
    },
    {
      id: 'eating-litter',
      question: 'Is it about eating, throwing up or the litter box?',
      options: [
        { flag: 'vomiting', text: 'Threw up more than once', worseIf: ['vomiting-blood', 'not-eating'] },
        { flag: 'eating-less', text: 'Eating less than usual, or not much', worseIf: ['not-eating', 'collapse'] },
        {
          flag: 'peeing-less',
          text: 'Peeing less, outside the box, or pink or bloody pee',
          worseIf: ['urinary-blockage', 'no-urine'],
        },
        { flag: 'diarrhea', text: 'Diarrhoea (runny poop)', worseIf: ['vomiting-blood', 'collapse'] },
        {
          flag: 'constipation',
          text: 'No poop for two days, or straining to poop',
          worseIf: ['urinary-blockage', 'vomiting-blood'],
        },
      ],
      none: 'No, none of these',
    },
    {
      id: 'other-signs',
      question: 'Is it one of these?',
      options: [
        { flag: 'limping', text: 'Limping, or won’t put a leg down', worseIf: ['hind-legs', 'trauma'] },
        { flag: 'wound', text: 'A bite, a cut that has stopped bleeding, a lump or an abscess', worseIf: ['bleeding'] },
        {
          flag: 'breathing-fast',
          text: 'Breathing faster than usual while resting, mouth closed',
          worseIf: ['breathing'],
        },
        { flag: 'eye-problem', text: 'A sore, squinting or weepy eye', worseIf: ['eye-injury'] },
        { flag: 'incision', text: 'The cut from an operation looks red, swollen or wet', worseIf: ['bleeding'] },
        {
          flag: 'unwell',
          text: 'Not themselves: hiding, in pain when touched, drinking a lot, thinner, coughing, sore ears',
          worseIf: ['not-eating', 'breathing', 'collapse'],
        },
      ],
      none: 'No, none of these',
    },
    {
      id: 'at-home',
      question: 'Your cat eats, pees and moves as usual? Then what is it about?',
      options: [
        {
          topic: 'hairball',
          text: 'A hairball, or threw up once and is back to normal',
          guide: { title: 'Grooming and hairballs', path: '/grooming' },
        },
        {
          topic: 'sneezing',
          text: 'Sneezing now and then, still eating and playing',
          guide: { title: 'Signs a cat is sick', path: '/daily-care#sick-signs' },
        },
        {
          topic: 'poop',
          text: 'Soft poop once, normal since',
          guide: { title: 'What the litter box tells you', path: '/daily-care#litter' },
        },
        { topic: 'coat', text: 'Fleas, itching, mats or claws', guide: { title: 'Grooming care', path: '/grooming' } },
        {
          topic: 'behaviour',
          text: 'Behaviour: scratching, hissing, a new cat, stress',
          guide: { title: 'Behavioral wellness', path: '/behavioral-wellness' },
        },
        {
          topic: 'checkup',
          text: 'Food, weight, shots or a check-up',
          guide: { title: 'Vaccines and check-ups', path: '/preventive-health' },
        },
        {
          topic: 'other',
          text: 'Something else',
          guide: { title: 'Signs a cat is sick', path: '/daily-care#sick-signs' },
        },
      ],
    },
  ],
  goNow: {
    heading: 'Go to a 24/7 animal hospital now',
    because: 'You told us:',
    callTitle: 'Call on the way',
    boroughQuestion: 'Which borough are you in?',
    onTheWay: 'On the way',
    dont: 'Do NOT',
    dontGeneral: [
      'Do not wait to see if it gets better.',
      'Do not give any medicine, food or drink unless the vet says so.',
    ],
    guide: 'Read the full steps:',
  },
  vet24h: {
    heading: 'See a vet within 24 hours',
    because: 'You told us:',
    now: 'What to do now',
    worseIf: 'Go to a 24/7 hospital now instead if you see:',
    watch: 'What to watch overnight',
    watchList: [
      'Is your cat eating and drinking? Write down when it last ate.',
      'Is pee coming out? Check the litter box in the morning.',
      'Is your cat breathing calmly, mouth closed?',
      'Is your cat getting quieter, hiding more, or harder to wake?',
    ],
    lowCost: 'Low-cost vets by borough',
    /** {borough} is filled in. */
    lowCostNone: 'We list no low-cost clinic in {borough}.',
    directory: 'Every vet in the directory',
    guide: 'Read more:',
  },
  home: {
    heading: 'Care at home and watch',
    because: 'You told us:',
    guide: 'The guide for this:',
    callIf: 'Call a vet if',
    callIfList: [
      'it happens again, or lasts more than a day;',
      'your cat stops eating, hides, or seems in pain;',
      'you are worried: you know your cat best.',
    ],
    goNowIf: 'Go to a 24/7 hospital now for any sign that is always an emergency.',
    goNowLink: 'Signs that are always an emergency',
  },
  notFound: 'This question does not exist.',
} as const;
