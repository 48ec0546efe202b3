// The shape of one part of the search lexicon (search-lexicon/<domain>.ts). How to add a word, a group or a
// language: docs/search.md.
import type { SearchIntent, SearchLexicon } from '../../core/search/types.ts';

/**
 * One domain's words. Each list adds to the lexicon's list of the same name (`SearchLexicon`,
 * src/core/search/types.ts): `synonyms` are that domain's synonym groups, `intents` the words of each intent.
 */
export interface SearchLexiconPart extends Partial<
  Pick<SearchLexicon, 'stopwords' | 'everydayFrames' | 'testWords' | 'toxicWords' | 'exposureWords' | 'costKeywords'>
> {
  synonyms?: readonly (readonly string[])[];
  intents?: Partial<Record<SearchIntent, readonly string[]>>;
}
