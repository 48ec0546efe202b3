import type { SearchIntent, SearchLexicon } from '../core/search/types.ts';
import { searchCopy } from './pages/search.ts';

// The words people actually type (English and Spanish), mapped to the words the guides use. The search engine
// takes this as input (src/composition/ passes it in), so the relevance table
// in src/core/search/relevance.test.ts can grow by adding words here, not code.

/** Words that say nothing about which guide is wanted ("my cat won't eat" -> "won't eat"). */
const STOPWORDS: readonly string[] = [
  'a', 'an', 'the', 'my', 'our', 'your', 'his', 'her', 'its', 'it', 'is', 'are', 'was', 'be', 'i', 'me', 'we',
  'to', 'of', 'in', 'on', 'at', 'for', 'and', 'or', 'with', 'what', 'how', 'do', 'does', 'did', 'can', 'should',
  'cat', 'cats', 'kitty', 'kitten', 'kittens', 'this', 'that', 'there', 'near', 'from', 'has', 'have', 'he',
  'she', 'they', 'help', 'please', 'need', 'get', 'some', 'any', 'about', 'if', 'so', 'just', 'bodega', 'store',
  'shop', 'nyc', 'new', 'york', 'him', 'them', 'their', 'am', 'im', 'been', 'when', 'where', 'why', 'which',
  'who', 'would', 'could', 'will', 'know', 'want', 'tell', 'really', 'very', 'also', 'still', 'like', 'here',
  'go', 'going', 'one', 'lot', 'then', 'than', 'too', 'by', 'as', 'keep', 'got', 'tabby', 'guy', 'girl', 'boy',
  'owner', 'owners', 'deli', 'corner', 'city', 'anyone', 'someone', 'thing', 'things', 'something', 'way', 'ok',
  'okay', 'hey', 'hi', 'hello', 'thanks', 'thank', 'you', 'us', 'all', 'more', 'much', 'many', 'best', 'good',
  'right', 'now', 'today', 'gets', 'guess',
  // Spanish
  'mi', 'mis', 'el', 'la', 'los', 'las', 'de', 'del', 'que', 'en', 'un', 'una', 'para', 'por', 'con', 'es', 'y',
  'gato', 'gata', 'gatos', 'gatito', 'como', 'donde', 'se', 'le', 'lo', 'su', 'hay', 'necesito', 'ayuda', 'puedo',
  'tengo', 'esta', 'al', 'muy', 'bodeguero', 'tienda', 'hacer', 'hago', 'debo', 'si', 'cuando',
];

/**
 * Groups of words that mean the same thing here. The first word is the one the guides use; the rest are lay
 * words, slang, misspellings and Spanish. A guide that uses any member is found by all of them.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['emergency', 'emergncy', 'emergancy', 'emergeny', 'emergecy', 'urgent', '911', 'er', 'emergencia', 'urgencia'],
  ['vomit', 'vomiting', 'vomitting', 'throw up', 'throwing up', 'threw up', 'puke', 'puking', 'barf', 'vomita', 'vomito', 'vomitando'],
  ['urinate', 'urinary', 'pee', 'peeing', 'piss', 'wee', 'urine', "can't pee", 'orinar', 'orina'],
  ['urinary blockage', 'blocked', 'straining', 'crystals'],
  ['spay', 'neuter', 'fix', 'fixed', 'fixing', 'spey', 'nueter', 'nuter', 'spayed', 'neutered', 'sterilize', 'castrate', 'esterilizar', 'esterilizacion', 'castrar', 'castracion', 'operar'],
  ['acetaminophen', 'tylenol', 'paracetamol'],
  ['ibuprofen', 'advil', 'motrin', 'aleve', 'painkiller', 'pain killer'],
  ['lily', 'lilies', 'lilly', 'flowers', 'bouquet', 'lirio', 'lirios'],
  ['antifreeze', 'anti freeze', 'coolant', 'anticongelante'],
  ['rat poison', 'rodenticide', 'mouse poison', 'bait', 'veneno para ratas'],
  ['poison', 'poisoning', 'poisoned', 'poisen', 'toxic', 'ate something', 'veneno', 'envenenado', 'toxico'],
  ['breathing', 'breathe', 'breath', 'breating', 'panting', 'gasping', 'choking', 'wheezing', 'respira', 'respirar'],
  ['bleeding', 'blood', 'bleed', 'wound', 'bite wound', 'sangre', 'sangrando', 'herida'],
  ['seizure', 'seizures', 'seizing', 'fits', 'convulsion', 'convulsing', 'siezure', 'convulsiones'],
  ['hit by car', 'fall', 'fell', 'fallen', 'high rise', 'window', 'atropellado'],
  ['heat stroke', 'heatstroke', 'overheated', 'overheating', 'too hot', 'hot car', 'golpe de calor'],
  ['collapse', 'collapsed', 'unconscious', 'passed out', 'not moving', 'unresponsive', 'dying'],
  ['vet', 'vets', 'veterinarian', 'veterinary', 'doctor', 'clinic', 'animal hospital', 'vett', 'veterinario', 'veterinaria', 'clinica'],
  ['cheap', 'low cost', 'affordable', 'budget', 'free', 'cheep', 'inexpensive', 'broke', 'barato', 'barata', 'gratis', 'economico'],
  ['cost', 'price', 'prices', 'how much', 'fee', 'fees', 'expensive', 'cost of', 'costo', 'precio', 'cuesta', 'cuanto cuesta', 'cobran'],
  ['financial assistance', 'financial help', 'money', 'grant', 'grants', 'pay', 'payment plan', "can't afford", 'dinero', 'pagar'],
  ['appetite', "won't eat", 'not eating', 'stopped eating', 'no appetite', 'off food', 'no come'],
  ['diarrhea', 'diarrhoea', 'diarea', 'runny poop', 'loose stool', 'the runs', 'diarrea'],
  ['feeding', 'food', 'feed', 'eat', 'diet', 'meals', 'kibble', 'wet food', 'dry food', 'comida', 'comer', 'alimento', 'alimentar', 'alimentacion', 'darle de comer'],
  ['grooming', 'groom', 'groming', 'brush', 'brushing', 'nails', 'nail trim', 'claws', 'bath', 'bathing', 'fur', 'mats', 'shedding', 'unas', 'cepillar', 'banar', 'bano', 'pelo'],
  ['enrichment', 'bored', 'boredom', 'toys', 'toy', 'play', 'playing', 'aburrido', 'jugar', 'juguetes'],
  ['checkup', 'check up', 'checkups', 'exam', 'wellness visit', 'chequeo'],
  ['prevention', 'prevent', 'preventive', 'get rid of', 'treatment', 'treat', 'kill', 'eliminar', 'prevenir'],
  ['clean', 'cleaning', 'wash', 'limpiar', 'limpio', 'limpia'],
  ['weight', 'overweight', 'fat', 'chubby', 'obese', 'skinny', 'thin', 'gordo', 'peso'],
  ['trim', 'trimming', 'clip', 'clipping', 'clippers', 'cut nails', 'cut claws', 'cortar unas'],
  ['litter', 'litter box', 'litterbox', 'poop', 'kitty litter', 'scoop', 'smell', 'arena', 'caja de arena'],
  ['vaccine', 'vaccines', 'vaccination', 'shots', 'rabies', 'vacine', 'booster', 'vacuna', 'vacunas', 'vacunar', 'rabia'],
  ['flea', 'fleas', 'ticks', 'worms', 'parasites', 'deworm', 'pulgas', 'pulga', 'garrapatas', 'parasitos', 'gusanos'],
  ['behavior', 'behaviour', 'behavioral', 'aggressive', 'biting', 'scratching', 'hissing', 'stress', 'stressed', 'anxious', 'hiding', 'spraying', 'comportamiento', 'conducta', 'agresivo', 'muerde', 'estres'],
  ['rehome', 'rehoming', 'rehomeing', 'give away', 'new home', "can't keep", 'regalar', 'nuevo hogar'],
  ['adopt', 'adoption', 'adopter', 'adoptar', 'adopcion'],
  ['surrender', 'surender', 'shelter', 'drop off', 'acc', 'pound', 'entregar', 'refugio', 'albergue'],
  ['rescue', 'rescues', 'rescue group', 'foster', 'tnr', 'trap neuter return', 'feral', 'stray', 'community cat', 'rescate', 'callejero'],
  ['legal', 'law', 'laws', 'illegal', 'regulations', 'health code', 'inspector', 'fine', 'ticket', 'allowed', 'health department', 'ley', 'multa', 'inspector de salud'],
  ['first aid', 'first aid kit', 'kit', 'supplies', 'primeros auxilios', 'botiquin'],
  ['sick', 'ill', 'lethargic', 'weak', 'not acting right', 'sneezing', 'limping', 'warning signs', 'enfermo', 'enferma'],
  ['manhattan', 'harlem', 'midtown', 'uptown', 'downtown', 'upper east side', 'upper west side', 'lower east side', 'washington heights', 'inwood', 'chelsea', 'east village'],
  ['brooklyn', 'bklyn', 'flatbush', 'bushwick', 'williamsburg', 'bed stuy', 'east new york', 'sunset park', 'crown heights', 'park slope', 'bay ridge'],
  ['queens', 'astoria', 'long island city', 'lic', 'jamaica', 'flushing', 'jackson heights', 'corona', 'elmhurst', 'ridgewood'],
  ['bronx', 'the bronx', 'bx', 'south bronx', 'fordham', 'mott haven', 'hunts point', 'el bronx'],
  ['staten island', 'si'],
];

/** Words that signal each intent, matched against the query (after typo correction). */
const INTENT_TERMS: Readonly<Record<SearchIntent, readonly string[]>> = {
  emergency: [
    'emergency', 'urgent', '911', 'dying', 'breathing', 'breathe', 'choking', 'gasping', 'blue gums', 'pale gums',
    'bleeding', 'blood', 'poison', 'poisoning', 'poisoned', 'toxic', 'lily', 'lilies', 'antifreeze', 'rat poison',
    'acetaminophen', 'tylenol', 'ibuprofen', 'advil', 'seizure', 'seizures', 'convulsion', 'hit by car', 'fell',
    'fall', 'high rise', 'collapse', 'collapsed', 'unconscious', 'heat stroke', 'heatstroke', 'urinary blockage',
    'blocked', 'straining', "can't pee", '24/7', '24 hour', 'not breathing', 'emergencia', 'urgencia',
    'no respira', 'sangrando', 'sangre', 'veneno', 'envenenado', 'convulsiones', 'atropellado', 'lirio',
  ],
  cost_inquiry: [
    'cost', 'price', 'prices', 'how much', 'fee', 'fees', 'cheap', 'low cost', 'affordable', 'budget', 'free',
    'expensive', 'money', 'pay', "can't afford", 'financial', 'costo', 'precio', 'cuesta',
    'barato', 'gratis', 'dinero', 'pagar', 'cobran',
  ],
  health_concern: [
    'sick', 'ill', 'vomit', 'vomiting', 'diarrhea', 'appetite', "won't eat", 'not eating', 'lethargic', 'sneezing',
    'limping', 'urinate', 'pee', 'fever', 'weight', 'vaccine', 'fleas', 'worms', 'warning signs', 'health',
    'enfermo', 'vomita', 'diarrea', 'vacuna', 'vacunas', 'pulgas',
  ],
  behavioral_issue: [
    'behavior', 'behaviour', 'behavioral', 'aggressive', 'biting', 'scratching', 'hissing', 'stress', 'stressed',
    'anxious', 'hiding', 'spraying', 'meowing', 'attacking', 'bored', 'comportamiento', 'agresivo', 'muerde',
  ],
  rehoming: [
    'rehome', 'rehoming', 'surrender', 'give away', 'new home', 'adopt', 'adoption', "can't keep", 'cant keep',
    'shelter', 'foster', 'rescue', 'adoptar', 'entregar', 'refugio',
  ],
};

/** An item counts as a cost item for the cost-intent bonus when one of its keywords contains one of these. */
const COST_KEYWORDS: readonly string[] = ['cost', 'price', 'cheap', 'low-cost', 'low cost', 'free', 'affordable', 'fee'];

/** Typeahead: the 20 canned phrases, starting with the search page's six popular searches. */
const TYPEAHEAD_PHRASES: readonly string[] = [
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

export const searchLexicon: SearchLexicon = {
  stopwords: STOPWORDS,
  synonymGroups: SYNONYM_GROUPS,
  intentTerms: INTENT_TERMS,
  costKeywords: COST_KEYWORDS,
  typeaheadPhrases: TYPEAHEAD_PHRASES,
};
