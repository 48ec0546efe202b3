// The words people actually type (English and Spanish), mapped to the words the guides use, put together from its
// parts: one module per domain, search-lexicon/<domain>.ts. The search engine takes this as input
// (src/composition/ passes it in), so a question is fixed by adding words, not code. How the words are read, and
// how to add a word, a group or a language: docs/search.md.
import type { SearchIntent, SearchLexicon } from '../core/search/types.ts';
import { boroughPlaces } from './borough-places.ts';
import { searchCopy } from './pages/search.ts';
import type { SearchLexiconPart } from './search-lexicon/part.ts';
import { stopwords } from './search-lexicon/stopwords.ts';
import { emergency } from './search-lexicon/emergency.ts';
import { health } from './search-lexicon/health.ts';
import { spayNeuter } from './search-lexicon/spay-neuter.ts';
import { food } from './search-lexicon/food.ts';
import { grooming } from './search-lexicon/grooming.ts';
import { behaviour } from './search-lexicon/behaviour.ts';
import { shop } from './search-lexicon/shop.ts';
import { money } from './search-lexicon/money.ts';
import { rehoming } from './search-lexicon/rehoming.ts';

/** Every part of the lexicon, in the order its words are read: a synonym group is numbered by its place here. */
const PARTS: readonly SearchLexiconPart[] = [
  stopwords,
  emergency,
  health,
  spayNeuter,
  food,
  grooming,
  behaviour,
  shop,
  money,
  rehoming,
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
  /** Groups of words that mean the same thing here: a guide that uses any member is found by all of them. */
  synonymGroups: [...PARTS.flatMap((part) => part.synonyms ?? []), ...PLACE_GROUPS],
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
