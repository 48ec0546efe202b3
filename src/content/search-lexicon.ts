// The words people actually type (English and Spanish), mapped to the words the guides use, put together from its
// parts: one module per domain and language, search-lexicon/<domain>/<lang>.ts. The search engine takes this as
// input (src/composition/ passes it in), so a question is fixed by adding words, not code. How the words are read,
// and how to add a word, a group or a language: docs/search.md.
import type { SearchIntent, SearchLexicon } from '../core/search/types.ts';
import { boroughPlaces } from './borough-places.ts';
import { searchCopy } from './pages/search.ts';
import { SYNONYM_GROUP_NAMES, type SearchLexiconPart } from './search-lexicon/group-names.ts';
import { stopwordsEn } from './search-lexicon/stopwords/en.ts';
import { stopwordsEs } from './search-lexicon/stopwords/es.ts';
import { emergencyEn } from './search-lexicon/emergency/en.ts';
import { emergencyEs } from './search-lexicon/emergency/es.ts';
import { healthEn } from './search-lexicon/health/en.ts';
import { healthEs } from './search-lexicon/health/es.ts';
import { spayNeuterEn } from './search-lexicon/spay-neuter/en.ts';
import { spayNeuterEs } from './search-lexicon/spay-neuter/es.ts';
import { foodEn } from './search-lexicon/food/en.ts';
import { foodEs } from './search-lexicon/food/es.ts';
import { groomingEn } from './search-lexicon/grooming/en.ts';
import { groomingEs } from './search-lexicon/grooming/es.ts';
import { behaviourEn } from './search-lexicon/behaviour/en.ts';
import { behaviourEs } from './search-lexicon/behaviour/es.ts';
import { shopEn } from './search-lexicon/shop/en.ts';
import { shopEs } from './search-lexicon/shop/es.ts';
import { moneyEn } from './search-lexicon/money/en.ts';
import { moneyEs } from './search-lexicon/money/es.ts';
import { rehomingEn } from './search-lexicon/rehoming/en.ts';
import { rehomingEs } from './search-lexicon/rehoming/es.ts';

/** Every part of the lexicon: a list's words are read in this order (English, then Spanish). */
const PARTS: readonly SearchLexiconPart[] = [
  stopwordsEn,
  stopwordsEs,
  emergencyEn,
  emergencyEs,
  healthEn,
  healthEs,
  spayNeuterEn,
  spayNeuterEs,
  foodEn,
  foodEs,
  groomingEn,
  groomingEs,
  behaviourEn,
  behaviourEs,
  shopEn,
  shopEs,
  moneyEn,
  moneyEs,
  rehomingEn,
  rehomingEs,
];

/** The intents, in the order the engine reports them. */
const INTENTS = [
  'emergency',
  'cost_inquiry',
  'health_concern',
  'behavioral_issue',
  'rehoming',
] as const satisfies readonly SearchIntent[];

const gather = (pick: (part: SearchLexiconPart) => readonly string[] | undefined): readonly string[] =>
  PARTS.flatMap((part) => pick(part) ?? []);

/**
 * Groups of words that mean the same thing here, in the order of SYNONYM_GROUP_NAMES. A guide that uses any member
 * is found by all of them.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = SYNONYM_GROUP_NAMES.map((name) =>
  gather((part) => part.synonyms?.[name]),
);

/** The boroughs with their neighbourhoods, as synonym groups: a place says where, not what. */
const PLACE_GROUPS: readonly (readonly string[])[] = Object.entries(boroughPlaces).map(([borough, places]) => [
  borough.toLowerCase(),
  ...places,
]);

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
  stopwords: gather((part) => part.stopwords),
  synonymGroups: [...SYNONYM_GROUPS, ...PLACE_GROUPS],
  placeGroups: PLACE_GROUPS,
  intentTerms: Object.fromEntries(
    INTENTS.map((intent) => [intent, gather((part) => part.intents?.[intent])]),
  ) as Record<SearchIntent, readonly string[]>,
  everydayFrames: gather((part) => part.everydayFrames),
  testWords: gather((part) => part.testWords),
  toxicWords: gather((part) => part.toxicWords),
  exposureWords: gather((part) => part.exposureWords),
  costKeywords: gather((part) => part.costKeywords),
  typeaheadPhrases: TYPEAHEAD_PHRASES,
};
