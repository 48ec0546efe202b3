// The assistant wired to the site's own guide index and search engine: the Edge Function, the evaluation
// script and the site's tests all use this one instance, so the function answers from the index the site
// searches (ARCHITECTURE.md "The core is shared, never copied").
import { emergencyContact } from '../content/contacts.ts';
import { guideIndex } from '../content/guide-index.ts';
import { createAssistant } from './answer.ts';
import { URGENT_LEAD } from './chat-copy.ts';
import { createSearchEngine } from './search/engine.ts';
import { buildSiteFacts } from './site-facts.ts';
import { CONCEPTS, MISSPELLINGS } from './triage/concepts.ts';
import { RED_FLAGS, WITH_VET } from './triage/flags.ts';
import { triage, type HistoryTurn, type TriageOptions } from './triage/index.ts';

export const guideEngine = createSearchEngine(guideIndex);

/** Triage with the site's red flags, lexicon and 24/7 number. */
export const triageOptions: TriageOptions = {
  rules: RED_FLAGS,
  lexicon: CONCEPTS,
  misspellings: MISSPELLINGS,
  withVet: WITH_VET,
  contact: emergencyContact,
  urgentLead: URGENT_LEAD,
};

export function siteTriage(message: string, history: readonly HistoryTurn[] = []) {
  return triage(message, { ...triageOptions, history });
}

export const assistant = createAssistant({
  search: (query) => guideEngine.search(query),
  topicWords: guideIndex.flatMap((entry) => [...entry.keywords, ...entry.synonyms]),
  triage: siteTriage,
});

/** What a reply may quote and link: the data's phones/prices/addresses, the guides' prices and paths. */
export const siteFacts = buildSiteFacts(
  guideIndex.map((entry) => `${entry.title} ${entry.description} ${entry.content ?? ''}`),
  [...guideIndex.map((entry) => entry.path), ...RED_FLAGS.map((rule) => rule.guide.path), '/daily-care', '/find-help'],
);
