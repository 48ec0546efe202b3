import { guideIndex } from '@/content/guide-index/entries';
import { searchLexicon } from '@/content/search-lexicon';
import { createSearchEngine, type SearchEngine } from '@/core/search/engine';

// The site's search: the engine over the guide index with the site's lexicon. Loaded on first use of search as
// one chunk (scripts/size.mjs keeps it under its budget).
export const createSiteSearch = (): SearchEngine => createSearchEngine(guideIndex, searchLexicon);
