import Fuse from 'fuse.js';
import {
  BASE_FUZZY_WEIGHT,
  COST_INTENT_BONUS,
  EMERGENCY_INTENT_BONUS,
  FUZZY_THRESHOLD,
  MAX_EXPANSION_SYNONYMS,
  MAX_OVERLAP_BONUS,
  MAX_QUERY_CHARS,
  MAX_QUERY_TOKENS,
  MAX_TOKEN_CHARS,
  MAX_RELEVANCE,
  MAX_RESULTS,
  MAX_SUGGESTIONS,
  MIN_MATCH_LENGTH,
  MIN_SUGGEST_CHARS,
  SEARCH_WEIGHTS,
  SYNONYM_ONLY_SCORE,
  TOKEN_CACHE_SIZE,
  URGENCY_BONUS,
} from './constants.ts';
import { COST_KEYWORDS, INTENT_TERMS, STOPWORDS, SYNONYM_GROUPS, TYPEAHEAD_PHRASES } from './lexicon.ts';
import type { GuideEntry, SearchIntent, SearchResult } from './types.ts';

// The site search engine (spec sections 5 and 9), pure TypeScript: the site and the chat Edge Function (Deno)
// both import it. Fuse.js does the fuzzy matching; the relevance score on top is spec section 9's formula.

export interface SearchEngine {
  /** Up to MAX_RESULTS results, best first; emergency items first for emergency queries. Blank: every entry. */
  search(query: string): SearchResult[];
  /** Typeahead: up to MAX_SUGGESTIONS canned phrases, only from MIN_SUGGEST_CHARS characters. */
  suggest(query: string): string[];
  detectIntents(query: string): SearchIntent[];
}

/** What a query becomes before matching: lower case, punctuation gone, cut to MAX_QUERY_CHARS. */
export interface ParsedQuery {
  /** Normalised text, stopwords kept, padded with spaces for whole-word phrase tests. */
  padded: string;
  /** The words that are matched fuzzily (stopwords dropped unless nothing else is left). */
  tokens: string[];
  /** Synonyms the query was expanded with (at most MAX_EXPANSION_SYNONYMS, none already in the query). */
  synonyms: string[];
}

export function normalizeQuery(query: string): string {
  return query
    .slice(0, MAX_QUERY_CHARS * 2)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[^\p{L}\p{N}\s'$/-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_CHARS)
    .trim();
}

const containsTerm = (padded: string, term: string) => padded.includes(` ${term} `);

export function parseQuery(query: string): ParsedQuery {
  const text = normalizeQuery(query);
  const padded = ` ${text} `;
  const words = text ? text.split(' ').filter((w) => w.length >= MIN_MATCH_LENGTH) : [];
  const meaningful = words.filter((w) => !STOPWORDS.has(w));
  const tokens = [...new Set((meaningful.length > 0 ? meaningful : words).map((w) => w.slice(0, MAX_TOKEN_CHARS)))].slice(
    0,
    MAX_QUERY_TOKENS,
  );

  const synonyms: string[] = [];
  for (const group of SYNONYM_GROUPS) {
    if (synonyms.length >= MAX_EXPANSION_SYNONYMS) break;
    if (!group.some((term) => containsTerm(padded, term))) continue;
    for (const term of group) {
      if (synonyms.length >= MAX_EXPANSION_SYNONYMS) break;
      if (!containsTerm(padded, term) && !synonyms.includes(term)) synonyms.push(term);
    }
  }
  return { padded, tokens, synonyms };
}

function intentsOf(parsed: ParsedQuery): SearchIntent[] {
  const haystack = `${parsed.padded}${parsed.synonyms.join(' ')} `;
  return (Object.keys(INTENT_TERMS) as SearchIntent[]).filter((intent) =>
    INTENT_TERMS[intent].some((term) => containsTerm(haystack, term)),
  );
}

function isCostItem(entry: GuideEntry): boolean {
  return entry.keywords.some((k) => COST_KEYWORDS.some((c) => k.toLowerCase().includes(c)));
}

/** The words an entry is known by, for synonym-only matches and the overlap bonus. */
function vocabularyOf(entry: GuideEntry): string {
  return ` ${[entry.title, ...entry.keywords, ...entry.synonyms].map(normalizeQuery).join(' ')} `;
}

export interface RelevanceInput {
  /** Fuse score of the fuzzy match, or null when the item was found only through a synonym. */
  fuseScore: number | null;
  entry: Pick<GuideEntry, 'urgency'>;
  intents: readonly SearchIntent[];
  isCostItem: boolean;
  /** Share (0..1) of the query's terms and added synonyms that the item is known by. */
  overlap: number;
}

/** Spec section 9, "Relevance", term by term. */
export function relevance({ fuseScore, entry, intents, isCostItem: costItem, overlap }: RelevanceInput): number {
  let score = fuseScore === null ? SYNONYM_ONLY_SCORE : (1 - fuseScore) * BASE_FUZZY_WEIGHT;
  if (intents.includes('emergency') && entry.urgency === 'emergency') score += EMERGENCY_INTENT_BONUS;
  if (intents.includes('cost_inquiry') && costItem) score += COST_INTENT_BONUS;
  score += Math.min(1, Math.max(0, overlap)) * MAX_OVERLAP_BONUS;
  score += URGENCY_BONUS[entry.urgency];
  return Math.min(MAX_RELEVANCE, score);
}

export function createSearchEngine(entries: readonly GuideEntry[]): SearchEngine {
  const fuse = new Fuse(entries as GuideEntry[], {
    keys: (Object.keys(SEARCH_WEIGHTS) as (keyof typeof SEARCH_WEIGHTS)[]).map((name) => ({
      name,
      weight: SEARCH_WEIGHTS[name],
    })),
    threshold: FUZZY_THRESHOLD,
    minMatchCharLength: MIN_MATCH_LENGTH,
    includeScore: true,
    shouldSort: false,
    // Guides are found by any word in their text, not only words near the start of a field.
    ignoreLocation: true,
  });
  const vocabularies = entries.map(vocabularyOf);
  const costItems = entries.map(isCostItem);
  const tokenCache = new Map<string, readonly { refIndex: number; score: number }[]>();

  function fuzzy(token: string) {
    let hits = tokenCache.get(token);
    if (!hits) {
      // Fuse applies the threshold to each field, then multiplies the fields' scores into the item's score,
      // which can end up above it (a long text that half-matches "grooming" somewhere). The threshold is applied
      // to that reported score too, or every query lists every long emergency guide.
      hits = fuse
        .search(token)
        .map((hit) => ({ refIndex: hit.refIndex, score: hit.score ?? 1 }))
        .filter((hit) => hit.score <= FUZZY_THRESHOLD);
      // Oldest first out: a Map iterates in insertion order.
      if (tokenCache.size >= TOKEN_CACHE_SIZE) tokenCache.delete(tokenCache.keys().next().value as string);
      tokenCache.set(token, hits);
    }
    return hits;
  }

  function search(query: string): SearchResult[] {
    if (query.trim() === '') {
      // Spec section 5: an empty query returns the full list unchanged (in index order, not cut to 8).
      return entries.map((entry) => ({ ...entry, relevanceScore: 0, fuseScore: 1 }));
    }
    const parsed = parseQuery(query);
    // Nothing of MIN_MATCH_LENGTH characters left (one letter, only emoji or punctuation): nothing matches.
    if (parsed.tokens.length === 0) return [];
    const intents = intentsOf(parsed);

    // Fuzzy match word by word: a guide's score is the mean over the query's words (a word it doesn't match
    // counts as 1), so "cheap vet bronx" prefers the guide that matches all three words.
    const perToken = new Map<number, number>();
    for (const token of parsed.tokens) {
      for (const hit of fuzzy(token)) {
        perToken.set(hit.refIndex, (perToken.get(hit.refIndex) ?? 0) + (1 - hit.score));
      }
    }

    const terms = [...parsed.tokens, ...parsed.synonyms];
    const results: SearchResult[] = [];
    entries.forEach((entry, index) => {
      const vocabulary = vocabularies[index] ?? '';
      const known = terms.filter((term) => containsTerm(vocabulary, term));
      const matched = perToken.get(index);
      const synonymHit = parsed.synonyms.some((term) => containsTerm(vocabulary, term));
      if (matched === undefined && !synonymHit) return;
      const fuseScore = matched === undefined ? null : 1 - matched / parsed.tokens.length;
      results.push({
        ...entry,
        fuseScore: fuseScore ?? 1,
        relevanceScore: relevance({
          fuseScore,
          entry,
          intents,
          isCostItem: costItems[index] ?? false,
          overlap: known.length / terms.length,
        }),
      });
    });

    const emergencyFirst = intents.includes('emergency');
    results.sort(
      (a, b) =>
        (emergencyFirst ? Number(b.urgency === 'emergency') - Number(a.urgency === 'emergency') : 0) ||
        b.relevanceScore - a.relevanceScore ||
        a.fuseScore - b.fuseScore,
    );
    return results.slice(0, MAX_RESULTS);
  }

  function suggest(query: string): string[] {
    const text = normalizeQuery(query);
    if (text.length < MIN_SUGGEST_CHARS) return [];
    const rank = (phrase: string) =>
      phrase.startsWith(text) ? 0 : phrase.split(' ').some((w) => w.startsWith(text)) ? 1 : phrase.includes(text) ? 2 : 3;
    return TYPEAHEAD_PHRASES.map((phrase, order) => ({ phrase, order, rank: rank(phrase) }))
      .filter((s) => s.rank < 3)
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .slice(0, MAX_SUGGESTIONS)
      .map((s) => s.phrase);
  }

  return { search, suggest, detectIntents: (query) => intentsOf(parseQuery(query)) };
}
