import { searchCopy } from '../../content/pages/search.ts';
import type { SearchIntent } from './types.ts';

// The words people actually type, mapped to the words the guides use. Kept apart from the engine so the
// relevance table in engine.test.ts can grow by adding words here, not code.

/** Words that say nothing about which guide is wanted ("my cat won't eat" -> "won't eat"). */
export const STOPWORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'its', 'it', 'is', 'are', 'was', 'be', 'i', 'me', 'we',
  'to', 'of', 'in', 'on', 'at', 'for', 'and', 'or', 'with', 'what', 'how', 'do', 'does', 'did', 'can', 'should',
  'cat', 'cats', 'kitty', 'kitten', 'kittens', 'this', 'that', 'there', 'near', 'from', 'has', 'have', 'he',
  'she', 'they', 'help', 'please', 'need', 'get', 'some', 'any', 'about', 'if', 'so', 'just', 'bodega', 'store',
  'shop', 'nyc', 'new', 'york',
]);

/**
 * Groups of words that mean the same thing here. The first word is the one the guides use; the rest are lay
 * words, slang and misspellings. A query that contains any member is expanded with the others (at most
 * MAX_EXPANSION_SYNONYMS added, canonical word first).
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['emergency', 'emergncy', 'emergancy', 'emergeny', 'emergecy', 'urgent', '911', 'er'],
  ['vomit', 'vomiting', 'vomitting', 'throw up', 'throwing up', 'threw up', 'puke', 'puking', 'barf'],
  ['urinate', 'urinary', 'pee', 'peeing', 'piss', 'wee', 'urine', "can't pee", 'cant pee'],
  ['urinary blockage', 'blocked', 'straining', 'crystals'],
  ['spay', 'neuter', 'fix', 'fixed', 'fixing', 'spey', 'nueter', 'nuter', 'spayed', 'neutered', 'sterilize', 'castrate'],
  ['acetaminophen', 'tylenol', 'paracetamol'],
  ['ibuprofen', 'advil', 'motrin', 'aleve', 'painkiller', 'pain killer'],
  ['lily', 'lilies', 'lilly', 'flowers', 'bouquet'],
  ['antifreeze', 'anti freeze', 'coolant'],
  ['rat poison', 'rodenticide', 'mouse poison', 'bait'],
  ['poison', 'poisoning', 'poisoned', 'poisen', 'toxic', 'ate something'],
  ['breathing', 'breathe', 'breath', 'breating', 'panting', 'gasping', 'choking', 'wheezing'],
  ['bleeding', 'blood', 'bleed', 'cut', 'wound', 'bite wound'],
  ['seizure', 'seizures', 'seizing', 'fits', 'convulsion', 'convulsing', 'shaking', 'siezure'],
  ['hit by car', 'car', 'fall', 'fell', 'fallen', 'high rise', 'window'],
  ['heat stroke', 'heatstroke', 'overheated', 'overheating', 'too hot', 'hot car'],
  ['collapse', 'collapsed', 'unconscious', 'passed out', 'not moving', 'unresponsive', 'dying'],
  ['vet', 'vets', 'veterinarian', 'veterinary', 'doctor', 'clinic', 'animal hospital', 'vett'],
  ['cheap', 'low cost', 'low-cost', 'affordable', 'budget', 'free', 'cheep', 'inexpensive', 'broke'],
  ['cost', 'price', 'prices', 'how much', 'fee', 'fees', 'expensive', 'cost of'],
  ['financial assistance', 'financial help', 'money', 'grant', 'grants', 'pay', 'payment plan', "can't afford", 'cant afford'],
  ['appetite', "won't eat", 'wont eat', 'not eating', 'stopped eating', 'no appetite', 'off food'],
  ['diarrhea', 'diarrhoea', 'diarea', 'runny poop', 'loose stool', 'the runs'],
  ['feeding', 'food', 'feed', 'eat', 'diet', 'meals', 'kibble', 'wet food', 'dry food'],
  ['grooming', 'groom', 'groming', 'brush', 'brushing', 'nails', 'nail trim', 'bath', 'bathing', 'fur', 'mats', 'shedding'],
  ['litter', 'litter box', 'litterbox', 'poop', 'kitty litter', 'scoop', 'smell'],
  ['vaccine', 'vaccines', 'vaccination', 'shots', 'rabies', 'vacine', 'booster'],
  ['flea', 'fleas', 'ticks', 'worms', 'parasites', 'deworm'],
  ['behavior', 'behaviour', 'behavioral', 'aggressive', 'biting', 'scratching', 'hissing', 'stress', 'stressed', 'anxious', 'hiding', 'spraying'],
  ['rehome', 'rehoming', 'rehomeing', 'give away', 'new home', 'adopt', 'adoption', "can't keep", 'cant keep'],
  ['surrender', 'surender', 'shelter', 'drop off', 'acc', 'pound'],
  ['rescue', 'rescues', 'rescue group', 'foster', 'tnr', 'trap neuter return', 'feral', 'stray', 'community cat'],
  ['legal', 'law', 'laws', 'illegal', 'regulations', 'health code', 'inspector', 'fine', 'ticket', 'allowed', 'health department'],
  ['first aid', 'first-aid', 'first aid kit', 'kit', 'supplies'],
  ['sick', 'ill', 'lethargic', 'weak', 'not acting right', 'sneezing', 'limping', 'warning signs'],
  ['manhattan', 'harlem', 'midtown', 'uptown', 'downtown', 'upper east side', 'upper west side', 'lower east side'],
  ['brooklyn', 'bklyn', 'flatbush', 'bushwick', 'williamsburg', 'bed stuy', 'east new york'],
  ['queens', 'astoria', 'long island city', 'lic', 'jamaica', 'flushing', 'jackson heights'],
  ['bronx', 'the bronx', 'bx', 'south bronx', 'fordham'],
  ['staten island', 'si'],
];

/** Words that signal each intent (spec section 9). Matched against the query and its expansion. */
export const INTENT_TERMS: Readonly<Record<SearchIntent, readonly string[]>> = {
  emergency: [
    'emergency', 'urgent', '911', 'dying', 'breathing', 'breathe', 'choking', 'gasping', 'blue gums', 'pale gums',
    'bleeding', 'blood', 'poison', 'poisoning', 'poisoned', 'toxic', 'lily', 'lilies', 'antifreeze', 'rat poison',
    'acetaminophen', 'tylenol', 'ibuprofen', 'advil', 'seizure', 'seizures', 'convulsion', 'hit by car', 'fell',
    'fall', 'high rise', 'collapse', 'collapsed', 'unconscious', 'heat stroke', 'heatstroke', 'urinary blockage',
    'blocked', 'straining', "can't pee", 'cant pee', '24/7', '24 hour',
  ],
  cost_inquiry: [
    'cost', 'price', 'prices', 'how much', 'fee', 'fees', 'cheap', 'low cost', 'affordable', 'budget', 'free',
    'expensive', 'money', 'pay', "can't afford", 'cant afford', 'financial', '$',
  ],
  health_concern: [
    'sick', 'ill', 'vomit', 'vomiting', 'diarrhea', 'appetite', "won't eat", 'not eating', 'lethargic', 'sneezing',
    'limping', 'urinate', 'pee', 'fever', 'weight', 'vaccine', 'fleas', 'worms', 'warning signs', 'health',
  ],
  behavioral_issue: [
    'behavior', 'behaviour', 'behavioral', 'aggressive', 'biting', 'scratching', 'hissing', 'stress', 'stressed',
    'anxious', 'hiding', 'spraying', 'meowing', 'attacking', 'bored',
  ],
  rehoming: [
    'rehome', 'rehoming', 'surrender', 'give away', 'new home', 'adopt', 'adoption', "can't keep", 'cant keep',
    'shelter', 'foster', 'rescue',
  ],
};

/** An item counts as a cost item for the cost-intent bonus when one of its keywords contains one of these. */
export const COST_KEYWORDS: readonly string[] = ['cost', 'price', 'cheap', 'low-cost', 'low cost', 'free', 'affordable', 'fee'];

/** Typeahead: the 20 canned phrases (spec section 9), starting with the search page's six popular searches. */
export const TYPEAHEAD_PHRASES: readonly string[] = [
  ...searchCopy.page.popularSearches,
  'cat ate lily',
  'cat poisoning',
  'cat is bleeding',
  'cat having a seizure',
  "male cat can't pee",
  'cat throwing up',
  'low cost vet brooklyn',
  'low cost vet bronx',
  'low cost vet queens',
  'low cost vet manhattan',
  'vaccine cost',
  'feeding schedule',
  'litter box tips',
  'rehome my cat',
];
