// Copy for /community-cats, "A cat outside your shop" (docs/requirements.md): the cat that isn't the shop's. Every step says
// which organisation's guide it comes from (`from`, a key of ../community-cats.ts, where each key is a sourced
// record); the organisations' phones, emails and dates are shown from those records, never typed here.

/** The guides and organisations this page cites, by key (resolved to sourced records in ../community-cats.ts). */
export type CommunityCatSource =
  | 'accCommunityCats'
  | 'accKittens'
  | 'accLostFound'
  | 'petcoLoveLost'
  | 'colonyAlerts'
  | 'accFoster'
  | 'aspcaKittenNursery'
  | 'feralCatInitiative'
  | 'neighborhoodCats'
  | 'flatbushPilot'
  | 'hardHatCats'
  | 'barnCats'
  | 'outdoorCatLaw';

export interface CommunityCatStep {
  text: string;
  /** The guide the step comes from. */
  from: CommunityCatSource;
}

export interface CommunityCatSection {
  /** The section's anchor (src/config/routes.ts lists them). */
  id: 'stray' | 'kittens' | 'colony' | 'lost-cat' | 'working-cat';
  title: string;
  intro: string;
  steps: readonly CommunityCatStep[];
  /** Who to contact, shown as listing cards with each fact's level and date. */
  contacts: readonly CommunityCatSource[];
}

export const communityCatsPage = {
  lead: 'A stray at the door, kittens behind the boxes, a colony in the lot or a cat that went missing: what to do first, and who in New York City helps.',
  emergency: {
    title: 'Is the cat hurt, or is an animal acting dangerously?',
    body: 'An animal acting dangerously: call 911. A sick or injured animal on the street: call 311. For your own cat, go to a 24/7 animal hospital.',
  },
  stepSource: 'From',
  contactsTitle: 'Who to contact',
  email: 'Email',
  textOnly: 'Text only (sick or injured kittens)',
  sections: [
    {
      id: 'stray',
      title: 'A stray at the door',
      intro: 'First work out whose cat it is: someone’s pet, a colony cat, or a cat that needs help now.',
      steps: [
        {
          text: 'A healthy cat outdoors may not be lost or a stray at all: many have a home or a caretaker nearby. The city’s shelter does not pick up or take reports of healthy stray or feral cats.',
          from: 'accCommunityCats',
        },
        {
          text: 'Is it owned? A friendly cat may be someone’s pet: look for a tag, ask a vet or a shelter to scan it for a microchip, and report it as found on Petco Love Lost.',
          from: 'accLostFound',
        },
        {
          text: 'Is it ear-tipped? A cat with the tip of one ear cut straight off has been neutered and returned by a trap-neuter-return (TNR) program: it belongs to a colony that someone looks after.',
          from: 'neighborhoodCats',
        },
        {
          text: 'Is it sick or injured? Don’t handle or restrain a frightened or aggressive cat. If you can safely contain it and can’t get it to a vet, call or email Animal Care Centers (ACC) to arrange bringing it in.',
          from: 'accCommunityCats',
        },
        {
          text: 'A friendly, pet-type cat that was abandoned: ACC takes reports by phone during business hours, or you can bring the cat to an ACC care center.',
          from: 'accCommunityCats',
        },
      ],
      contacts: ['accCommunityCats', 'accLostFound'],
    },
    {
      id: 'kittens',
      title: 'Kittens found',
      intro:
        'Most kittens found alone are not abandoned: their mother is nearby. Taking them too early does them harm.',
      steps: [
        {
          text: 'When to leave them: never take kittens from their mother. Watch from a distance for a few hours — she may be hunting or staying away from people.',
          from: 'accKittens',
        },
        {
          text: 'To check whether she comes back, sprinkle a ring of flour around the nest and look for paw prints a few hours later.',
          from: 'accKittens',
        },
        {
          text: 'If she comes back, put out fresh food and water and check no more than once a day, so the nest isn’t disturbed. Kittens should nurse for at least 5 weeks.',
          from: 'accKittens',
        },
        {
          text: 'When to act: kittens under 3 weeks old can’t keep themselves warm and need a heat source. Never give cow’s milk — only kitten milk replacer (KMR). For a sick or injured kitten, text ACC’s kitten line or email its community-cat team so they can assess it.',
          from: 'accKittens',
        },
        {
          text: 'Once the kittens eat on their own, email ACC’s community-cat team for help finding them homes. Kittens learn to trust people until about 9 weeks old.',
          from: 'accKittens',
        },
        {
          text: 'Who takes them: to surrender found kittens, email ACC first for an appointment. In a medical emergency, call before you leave to make sure the care center is open.',
          from: 'accKittens',
        },
        {
          text: 'If you can keep them for a while, ACC’s foster program gives fosters food, litter, medicine and support. The ASPCA Kitten Nursery takes kittens under 8 weeks, mostly by transfer from ACC — don’t leave kittens there.',
          from: 'accFoster',
        },
        {
          text: 'If the mother and kittens can’t be handled, trap-neuter-return is the best option (see the colony section below).',
          from: 'accKittens',
        },
      ],
      contacts: ['accKittens', 'accFoster', 'aspcaKittenNursery'],
    },
    {
      id: 'colony',
      title: 'A feral colony',
      intro:
        'Cats that live outside and won’t be handled are a colony. Trap-neuter-return (TNR) stops the litters and keeps the cats where they live.',
      steps: [
        {
          text: 'TNR is the recommended way to care for feral cats: trap them, have them spayed or neutered and vaccinated, and return them to their territory. 311 refers TNR questions to Bideawee’s Feral Cat Initiative.',
          from: 'accCommunityCats',
        },
        {
          text: 'Get certified and borrow traps: the Feral Cat Initiative offers free TNR certification training, workshops on kittens and winter shelters, and humane trap loans.',
          from: 'feralCatInitiative',
        },
        {
          text: 'Register the colony: Neighborhood Cats keeps the Cat Stats NYC colony registry, and Bideawee keeps its own colony records. They are separate — register in both.',
          from: 'colonyAlerts',
        },
        {
          text: 'Why register: when an ear-tipped cat reaches an ACC shelter, ACC asks Neighborhood Cats to find the colony’s caretaker — much easier when the colony is registered.',
          from: 'colonyAlerts',
        },
        {
          text: 'Help with the cost: a City Council-funded pilot pays for low-cost spay/neuter at Flatbush Vet in Brooklyn for TNR volunteers, rescuers and low-income owners.',
          from: 'flatbushPilot',
        },
        {
          text: 'A cat allowed outdoors must be spayed or neutered under city law.',
          from: 'outdoorCatLaw',
        },
      ],
      contacts: ['feralCatInitiative', 'neighborhoodCats', 'colonyAlerts', 'flatbushPilot'],
    },
    {
      id: 'lost-cat',
      title: 'A lost cat',
      intro: 'If the shop cat goes missing, start the same day: most lost cats are found close to home.',
      steps: [
        {
          text: 'Report the cat on Petco Love Lost with a clear photo of its face: it matches photos against shelter intakes and neighbours’ posts. ACC asks owners and finders in NYC to use it.',
          from: 'petcoLoveLost',
        },
        {
          text: 'Search within a mile, put up flyers, and update the contact details on the cat’s microchip.',
          from: 'accLostFound',
        },
        {
          text: 'Visit the shelter’s care centers: strays are held three days (72 hours), after which they may be adopted, transferred or sent to rescue.',
          from: 'accLostFound',
        },
        {
          text: 'To take your cat home, bring proof it is yours, such as a photo or a vet record; reclaim fees apply.',
          from: 'accLostFound',
        },
        {
          text: 'An ear-tipped shop cat in a registered colony can be traced back to you if it reaches ACC.',
          from: 'colonyAlerts',
        },
      ],
      contacts: ['accLostFound', 'petcoLoveLost'],
    },
    {
      id: 'working-cat',
      title: 'Placing a working cat',
      intro: 'Some cats can never be pets. A few groups find them homes as working cats, keeping rodents down.',
      steps: [
        {
          text: 'Hard Hat Cats places feral and unsocialised cats as working cats at breweries, warehouses, bodegas, community gardens and apartment buildings, working with ACC.',
          from: 'hardHatCats',
        },
        {
          text: 'A working cat’s hosts give it shelter, food, water and vet care.',
          from: 'hardHatCats',
        },
        {
          text: 'PuppyKittyNYC’s Barn Cat Initiative has placed healthy, neutered city cats that could not stay where they were with barn owners upstate.',
          from: 'barnCats',
        },
        {
          text: 'Whichever home a cat goes to, if it will be let outdoors it must be spayed or neutered first.',
          from: 'outdoorCatLaw',
        },
      ],
      contacts: ['hardHatCats', 'barnCats'],
    },
  ] satisfies readonly CommunityCatSection[] as readonly CommunityCatSection[],
} as const;
