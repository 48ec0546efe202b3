import { MAX_RESULTS, MAX_SUGGESTIONS, MIN_SUGGEST_CHARS } from './constants.ts';
import { createIntentReader } from './intents.ts';
import { createWordLookup } from './lookup.ts';
import { buildPhraseIndex } from './phrases.ts';
import { createQueryReader } from './query.ts';
import { createRanker } from './rank.ts';
import type { GuideEntry, SearchIntent, SearchLexicon, SearchResult } from './types.ts';
import { buildWordIndex } from './word-index.ts';
import { normalizeQuery } from './words.ts';

// The site search engine, pure TypeScript: the site and the chat Edge Function (Deno) both run it. A word index
// built once from the entries (stems, one-typo keys, synonym groups: word-index.ts, phrases.ts) is scored
// BM25F-style (rank.ts); fuse.js is only the typo net for words the index doesn't know (lookup.ts). The final
// score keeps the product's relevance terms (relevance.ts, constants.ts, docs/search.md).

export interface SearchEngine {
  /** Up to MAX_RESULTS results, best first; emergency items first for emergency queries. Blank: every entry. */
  search(query: string): SearchResult[];
  /** Typeahead: up to MAX_SUGGESTIONS canned phrases, only from MIN_SUGGEST_CHARS characters. */
  suggest(query: string): string[];
  detectIntents(query: string): SearchIntent[];
  /** The index words that the query's misspelt words are one typo from ("schedual" → "schedule"). */
  corrections(query: string): string[];
}

export interface EngineOptions {
  /** The site's search shows MAX_RESULTS; the assistant's passage search reads further down. */
  maxResults?: number;
  /**
   * The site search ranks by the product's relevance terms, intents included (emergency guides first for an
   * emergency question). The assistant's passage search ranks by the text match alone: which section answers
   * the question is a matter of its words, and which passages may be quoted is decided after ranking.
   */
  intentRanking?: boolean;
  /**
   * A typed word the entries' text uses literally matches only literally; its synonym group bridges only words
   * their text doesn't use (a word found only among their lay words bridges too). The lexicon's groups are broad
   * ("mats" is grooming, with "brush" and "bath"): between the sections of one guide, the group would make every
   * grooming section match "mats" equally.
   */
  literalWords?: boolean;
  /**
   * The entry reader (entry-reader.ts, the site search only): per link, how likely it is what the query is about.
   * Its reading is added to the ranking (READER_WEIGHT); a link it is at least READER_PROPOSES sure of that the
   * words didn't find is added as a result of its own, never an emergency guide.
   */
  reader?: (query: string) => ReadonlyMap<string, number>;
}

export function createSearchEngine(
  entries: readonly GuideEntry[],
  lexicon: SearchLexicon,
  options: EngineOptions = {},
): SearchEngine {
  const steps = buildEngine(entries, lexicon, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * The same engine, built in short steps with `pause()` awaited between them, so that building the index on a slow
 * phone is many short tasks instead of a few long ones. The steps are small (one entry or synonym group, or a
 * couple of hundred words): `pause()` decides when to yield to the browser, and one that returns at once (the time
 * slice isn't spent yet) keeps building in the same task.
 */
export async function createSearchEngineInSteps(
  entries: readonly GuideEntry[],
  lexicon: SearchLexicon,
  pause: () => Promise<void>,
  options: EngineOptions = {},
): Promise<SearchEngine> {
  const steps = buildEngine(entries, lexicon, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** Builds the engine, yielding between its steps (createSearchEngine runs them all at once). */
function* buildEngine(
  entries: readonly GuideEntry[],
  lexicon: SearchLexicon,
  { maxResults = MAX_RESULTS, intentRanking = true, literalWords = false, reader }: EngineOptions,
): Generator<void, SearchEngine> {
  const phrases = yield* buildPhraseIndex(lexicon);
  const index = yield* buildWordIndex(entries, lexicon, phrases);
  const resolve = createWordLookup(index, phrases);
  const parse = createQueryReader({ stopwords: lexicon.stopwords, phrases, index, resolve, literalWords });
  const intentsOf = createIntentReader(lexicon);
  const rank = createRanker({ entries, index, maxResults, intentRanking, reader });

  function search(query: string): SearchResult[] {
    if (query.trim() === '') {
      // An empty query returns the full list unchanged (in index order, not cut to MAX_RESULTS).
      return entries.map((entry) => ({ ...entry, relevanceScore: 0, fuseScore: 1 }));
    }
    const parsed = parse(query);
    if (parsed.terms.length === 0) return [];
    return rank(query, parsed, intentRanking ? intentsOf(parsed.text, parsed.corrected) : []);
  }

  function suggest(query: string): string[] {
    const text = normalizeQuery(query);
    if (text.length < MIN_SUGGEST_CHARS) return [];
    const rank = (phrase: string) =>
      phrase.startsWith(text)
        ? 0
        : phrase.split(' ').some((w) => w.startsWith(text))
          ? 1
          : phrase.includes(text)
            ? 2
            : 3;
    return lexicon.typeaheadPhrases
      .map((phrase, order) => ({ phrase, order, rank: rank(phrase) }))
      .filter((s) => s.rank < 3)
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .slice(0, MAX_SUGGESTIONS)
      .map((s) => s.phrase);
  }

  function detectIntents(query: string): SearchIntent[] {
    const { text, corrected } = parse(query);
    return intentsOf(text, corrected);
  }

  const corrections = (query: string): string[] => parse(query).corrected;

  return { search, suggest, detectIntents, corrections };
}
