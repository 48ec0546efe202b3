// The assistant wired to the site's own guide index, passages, lexicon and search engine: the Edge Function,
// the evaluation script and the site's tests all use this one instance, so the function answers from the index
// the site searches. This is the one core module that reads src/content.
import { guideIndex } from '../content/guide-index/entries.ts';
import { guidePassages, pagesWithPassages } from '../content/guide-index/passages.ts';
import { searchLexicon } from '../content/search-lexicon.ts';
import { createAssistant } from './answer.ts';
import { createPassageSearch, type Passage } from './passage-answer.ts';
import { emergencyContact } from '../content/contacts.ts';
import { URGENT_LEAD } from './chat-copy.ts';
import { createSearchEngine } from './search/engine.ts';
import { buildSiteFacts } from './site-facts.ts';
import { CONCEPTS, MISSPELLINGS } from './triage/concepts.ts';
import { RED_FLAGS, WITH_VET } from './triage/flags.ts';
import { triage, type HistoryTurn, type TriageOptions } from './triage/index.ts';

export const guideEngine = createSearchEngine(guideIndex, searchLexicon);

const passagePaths = new Set([...guidePassages.map((p) => p.path), ...pagesWithPassages]);

/**
 * The guides' passages, plus the index entries for pages without passages of their own, each as one passage
 * (the vet lists, money help and the 24/7 hospitals live there).
 */
/**
 * The index's words for a section, from the entries that link it exactly. (Words of entries that link a whole
 * page would be shared by all its sections and blur which one answers.)
 */
const keywordsFor = (path: string) => guideIndex.filter((e) => e.path === path).flatMap((e) => [...e.keywords, ...e.synonyms]);

export const sitePassages: readonly Passage[] = [
  ...guidePassages.map((p) => ({ ...p, keywords: keywordsFor(p.path) })),
  ...guideIndex.filter((e) => !passagePaths.has(e.path)).map((e) => ({
    path: e.path,
    page: e.title,
    section: e.title,
    text: `${e.description} ${e.content}`,
    emergency: e.urgency === 'emergency',
    keywords: [...e.keywords, ...e.synonyms],
  })),
];

export const passageSearch = createPassageSearch(sitePassages, searchLexicon);

/** Synonym groups that name places don't put a question in scope on their own ("weather in Harlem"). */
const PLACE_GROUP = /^(?:manhattan|brooklyn|queens|bronx|staten island)$/;

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
  passages: passageSearch,
  topicWords: [
    ...guideIndex.flatMap((entry) => [...entry.keywords, ...entry.synonyms]),
    ...searchLexicon.synonymGroups.filter((g) => !PLACE_GROUP.test(g[0] ?? '')).flat(),
  ],
  triage: siteTriage,
});

/** What a reply may quote and link: the data's phones/prices/addresses, the guides' prices and paths. */
export const siteFacts = buildSiteFacts(
  [...guideIndex.map((entry) => `${entry.title} ${entry.description} ${entry.content ?? ''}`), ...guidePassages.map((p) => p.text)],
  [
    ...guideIndex.map((entry) => entry.path),
    ...guidePassages.map((p) => p.path),
    ...RED_FLAGS.map((rule) => rule.guide.path),
    '/daily-care',
    '/find-help',
  ],
);
