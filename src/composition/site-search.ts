// The site's search: the core's engine over the guide index with the site's lexicon. The search feature loads this
// module on first use of search, as one chunk (scripts/size.mjs keeps it under its budget).
import { guideIndex } from '../content/guide-index/entries.ts';
import { withSectionQuestions } from '../content/guide-index/section-questions.ts';
import { searchLexicon } from '../content/search-lexicon.ts';
import { createSearchEngine, createSearchEngineInSteps, type SearchEngine } from '../core/search/engine.ts';
import { readEntries, type EntryModel } from '../core/search/entry-reader.ts';
import entryModel from '../generated/models/entry-reader-model.json' with { type: 'json' };

/** The guide index, with the questions each section answers among its entries' lay words. */
const searchable = withSectionQuestions(guideIndex);

/** How people ask, learned from the development questions (docs/search.md, "The entry reader"). */
const reader = (query: string) => readEntries(entryModel as EntryModel, query);

export const createSiteSearch = (): SearchEngine => createSearchEngine(searchable, searchLexicon, { reader });

/** The same engine, its index built in short steps with `pause()` between them (the page, on a slow phone). */
export const createSiteSearchInSteps = (pause: () => Promise<void>): Promise<SearchEngine> =>
  createSearchEngineInSteps(searchable, searchLexicon, pause, { reader });
