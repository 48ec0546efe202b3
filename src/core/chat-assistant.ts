// The assistant wired to the site's own guide index and search engine: the Edge Function, the evaluation
// script and the site's tests all use this one instance, so the function answers from the index the site
// searches (ARCHITECTURE.md "The core is shared, never copied").
import { guideIndex } from '../content/guide-index.ts';
import { createAssistant } from './answer.ts';
import { createSearchEngine } from './search/engine.ts';
import { buildSiteFacts } from './site-facts.ts';
import { TRIAGE_RULES } from './triage.ts';

export const guideEngine = createSearchEngine(guideIndex);

export const assistant = createAssistant({
  search: (query) => guideEngine.search(query),
  topicWords: guideIndex.flatMap((entry) => [...entry.keywords, ...entry.synonyms]),
});

/** What a reply may quote and link: the data's phones/prices/addresses, the guides' prices and paths. */
export const siteFacts = buildSiteFacts(
  guideIndex.map((entry) => `${entry.title} ${entry.description} ${entry.content ?? ''}`),
  [...guideIndex.map((entry) => entry.path), ...TRIAGE_RULES.map((rule) => rule.guide.path), '/daily-care', '/find-help'],
);
