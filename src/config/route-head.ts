// The words of each route's <head> that only the prerendered HTML shows: its meta description (also its og: and
// twitter: description) and the hubs' keywords (with their WebPage JSON-LD). Search engines and link previews read
// them from each URL's own HTML, and nobody sees them after a navigation in the app, so they are kept out of the
// browser's code: only the prerender imports this file (src/app/head-words.ts, docs/i18n.md "Head words"). Each
// language's descriptions are src/content/locales/<locale>/route-head.ts.
import type { RouteId } from './routes';

/** Each route's meta description: 50-170 characters, what the page offers in the words people search with. */
export const routeDescriptions: Record<RouteId, string> = {
  home: 'Free, plain-language help for NYC bodega and shop cat caretakers: emergency steps, 24/7 vets, low-cost clinics, costs, daily care and rescue advice.',
  search: 'Search every Bodega Cat Care NYC guide: emergencies, vets, costs, feeding, spay/neuter and more.',
  emergency:
    'What to do right now if your cat can’t breathe, is bleeding or was poisoned, and the NYC animal hospitals open 24/7.',
  check:
    'Not sure if your cat needs a vet now? Answer a few taps to know whether to go to a 24/7 hospital now, see a vet within a day, or care at home.',
  findHelp:
    'Low-cost vets, financial assistance, spay/neuter programs, rehoming and rescues for NYC bodega and community cats.',
  dailyCare:
    'Feeding, litter, grooming, vaccines and warning signs for cats living in NYC shops, plus the rules that apply to shop cats.',
  spayNeuter: 'Free and low-cost spay/neuter in NYC, how to prepare and how to care for your cat after surgery.',
  surrender: 'Shelters, alternatives to surrender and how to rehome a cat safely in New York City.',
  workingWithRescues: 'What rescues can offer a shop cat, good signs, red flags and questions to ask.',
  behavioralWellness: 'Signs of stress, enrichment ideas and solutions to common behavior problems for cats in shops.',
  vets: 'Emergency hospitals and low-cost vets in all five boroughs, with how recently each listing was confirmed.',
  rehoming: 'NYC rescue and rehoming organizations by borough, and how to rehome a cat safely.',
  breathing: 'Signs that a cat’s breathing is an emergency, what not to do and how to get to a 24/7 vet.',
  firstAid: 'Step-by-step first aid for wounds, breathing trouble, poisoning, seizures, burns and heat stroke.',
  feeding: 'What, when and how much to feed a shop cat, foods that are poisonous and how to save money.',
  grooming: 'Daily grooming, tools, bathing, troubleshooting and professional grooming prices in NYC.',
  preventiveHealth: 'Vaccines, health checks, preventive care costs and early warning signs for shop cats.',
  financialAssistance:
    'Free and low-cost clinics, emergency funds, pet food pantries and other help paying for cat care.',
  communityCats:
    'A stray at the door, kittens behind the boxes, a feral colony in the lot or a lost cat: what to do in NYC and who helps.',
  feedback: 'Recommend a vet or resource, report wrong information or suggest an improvement.',
  terms: 'Terms of use for Bodega Cat Care NYC, an educational resource.',
  privacy: 'What Bodega Cat Care NYC collects, why, and your rights.',
  about: 'Our mission, who we serve, how we check our information and how to reach us.',
};

/** English search terms for the three hubs, in <meta name="keywords"> and their JSON-LD. */
export const routeKeywords: Partial<Record<RouteId, readonly string[]>> = {
  emergency: [
    'cat emergency NYC',
    '24/7 emergency vet New York',
    'cat breathing problems',
    'cat poisoning',
    'cat bleeding',
    'bodega cat',
  ],
  findHelp: ['low cost vet NYC', 'cheap vet Brooklyn', 'cat financial assistance', 'NYC cat rescue', 'bodega cat'],
  dailyCare: ['bodega cat care', 'cat feeding guide', 'cat litter', 'cat vaccines NYC', 'shop cat rules NYC'],
};
