import {
  BM25_K1,
  COVERAGE_SHARE,
  MATCH_CUT,
  MAX_RELEVANCE,
  NO_INTENT_EMERGENCY_RANK,
  NO_INTENT_EMERGENCY_TERMS,
  PLACE_WEIGHT,
  READER_OVERRULES,
  READER_PROPOSES,
  READER_WEIGHT,
  RELATIVE_CUT,
} from './constants.ts';
import { pageOf } from './links.ts';
import type { ParsedQuery, QueryTerm } from './query.ts';
import { rawRelevance } from './relevance.ts';
import type { GuideEntry, SearchIntent, SearchResult } from './types.ts';
import type { WordIndex } from './word-index.ts';

// From a query's terms to the results: each entry's BM25F score and coverage of the query, the product's relevance
// score, the cuts that drop weak matches, the entry reader's reading, and the order (emergency guides first for an
// emergency question) (docs/search.md, "The score").

export interface RankerInput {
  entries: readonly GuideEntry[];
  index: WordIndex;
  /** EngineOptions (engine.ts). */
  maxResults: number;
  intentRanking: boolean;
  reader?: (query: string) => ReadonlyMap<string, number>;
}

/** The results for a query read as `parsed`, with `intents` (none without intent ranking). */
export function createRanker({
  entries,
  index: { postings, idf, entryPlaces, costItems },
  maxResults,
  intentRanking,
  reader,
}: RankerInput): (query: string, parsed: ParsedQuery, intents: readonly SearchIntent[]) => SearchResult[] {
  return function results(
    query: string,
    { terms, places }: ParsedQuery,
    intents: readonly SearchIntent[],
  ): SearchResult[] {
    interface Hit {
      bm25: number;
      covered: number;
      named: number;
      direct: boolean;
      /** How many of the query's words it matches. */
      terms: number;
    }
    const hits = new Map<number, Hit>();
    // A place says where, not what: beside a topic ("groomer in queens") it weighs PLACE_WEIGHT.
    const topical = terms.some((t) => !t.place);
    const weightOf = (t: QueryTerm) => (topical && t.place ? PLACE_WEIGHT : 1);
    const totalIdf = terms.reduce((n, t) => n + t.idf * weightOf(t), 0) || 1;
    terms.forEach((term) => {
      const termWeight = weightOf(term);
      // Per entry, the best of the term's candidates: the best score, and the strongest match (an exact word in a
      // naming field names the entry even when its synonym group scores higher there).
      const best = new Map<number, { score: number; weight: number; named: number; direct: boolean }>();
      for (const c of term.candidates) {
        const termIdf = idf(c.term);
        for (const p of postings.get(c.term) ?? []) {
          const score = termWeight * c.weight * termIdf * ((p.weighted * (BM25_K1 + 1)) / (p.weighted + BM25_K1));
          const prev = best.get(p.doc) ?? { score: 0, weight: 0, named: 0, direct: false };
          best.set(p.doc, {
            score: Math.max(prev.score, score),
            weight: score > prev.score ? c.weight : prev.weight,
            named: Math.max(prev.named, p.naming ? c.weight : 0),
            direct: prev.direct || c.kind !== 'synonym',
          });
        }
      }
      for (const [doc, b] of best) {
        const hit = hits.get(doc) ?? { bm25: 0, covered: 0, named: 0, direct: false, terms: 0 };
        hit.terms += 1;
        hit.bm25 += b.score;
        hit.covered += termWeight * b.weight * term.idf;
        hit.named += termWeight * b.named * term.idf;
        hit.direct ||= b.direct;
        hits.set(doc, hit);
      }
    });

    const topBm25 = Math.max(...[...hits.values()].map((h) => h.bm25));
    // An entry for another place ("Low-Cost Vets in the Bronx" for a question about Queens) doesn't answer.
    const elsewhere = (doc: number) => {
      const own = entryPlaces[doc];
      return places.size > 0 && own !== undefined && own.size > 0 && ![...own].some((g) => places.has(g));
    };
    const scored = [...hits]
      .filter(([doc]) => !elsewhere(doc))
      .map(([doc, hit]) => {
        const entry = entries[doc] as GuideEntry;
        const match = (COVERAGE_SHARE * hit.covered) / totalIdf + ((1 - COVERAGE_SHARE) * hit.bm25) / topBm25;
        const raw = rawRelevance({
          match,
          synonymOnly: !hit.direct,
          entry,
          intents,
          isCostItem: costItems[doc] ?? false,
          overlap: hit.named / totalIdf,
        });
        return { entry, raw, match, terms: hit.terms };
      });
    // Without emergency intent an emergency guide answers only a question it matches on more than one word: "the
    // block is getting rough" is not a blockage, nor "big boned" a broken bone (NO_INTENT_EMERGENCY_TERMS).
    const emergencyFirst = intents.includes('emergency');
    const topicWords = terms.filter((t) => !t.place).length;
    const lone = (s: { entry: GuideEntry; terms: number }) =>
      intentRanking &&
      !emergencyFirst &&
      s.entry.urgency === 'emergency' &&
      s.terms < Math.min(NO_INTENT_EMERGENCY_TERMS, topicWords);
    const top = Math.max(...scored.map((s) => s.raw));
    const topMatch = Math.max(...scored.map((s) => s.match));
    // With emergency intent the emergency guides' bonuses lift the best score; the everyday guides behind them are
    // cut against the best everyday guide, so "is onion toxic to cats" still shows the food-safety guide.
    const topEveryday = Math.max(0, ...scored.filter((s) => s.entry.urgency !== 'emergency').map((s) => s.raw));
    const cutFrom = (s: { entry: GuideEntry }) =>
      emergencyFirst && s.entry.urgency !== 'emergency' ? topEveryday : top;
    // Without emergency intent an emergency guide leads only when it matches clearly better (NO_INTENT_EMERGENCY_RANK).
    const wordsRank = (s: { entry: GuideEntry; raw: number }) =>
      intentRanking && !emergencyFirst && s.entry.urgency === 'emergency' ? s.raw * NO_INTENT_EMERGENCY_RANK : s.raw;
    // The entry reader's reading is added to the rank (READER_WEIGHT): how people ask, beside the words' match.
    const reading = reader?.(query) ?? new Map<string, number>();
    const readingOf = (entry: GuideEntry) => reading.get(entry.path) ?? 0;
    const rank = (s: { entry: GuideEntry; raw: number }) => wordsRank(s) + READER_WEIGHT * readingOf(s.entry);
    // With emergency intent, an emergency guide's match is cut against the best emergency guide's: in "cat fell off
    // the fire escape", shop safety matches three words ("fire", "escape", and the fall group through "fire
    // escape") and the falls guide one, but the person's cat fell.
    const topEmergencyMatch = Math.max(0, ...scored.filter((s) => s.entry.urgency === 'emergency').map((s) => s.match));
    const matchFrom = (s: { entry: GuideEntry }) =>
      emergencyFirst && s.entry.urgency === 'emergency' ? topEmergencyMatch : topMatch;
    const kept = scored.filter(
      (s) => s.raw >= cutFrom(s) * RELATIVE_CUT && s.match >= matchFrom(s) * MATCH_CUT && !lone(s),
    );
    // A link the reader is fairly sure of that the words didn't find ("who do I call about a cat" shares no topic
    // word with the help directory) joins, ranked on its reading alone (a text score of 0: ranked as the weakest
    // result the words keep, fewer right links came first out of fold). Never an emergency guide, another place's
    // entry, or a whole page when a link on it is already there (the reader reads a page as likely as its likeliest
    // section: entry-reader.ts). Surest first, a section before its page.
    const shown = new Set(kept.map((s) => s.entry.path));
    const proposed = entries
      .map((entry, doc) => ({ entry, doc }))
      .filter(
        ({ entry, doc }) => readingOf(entry) >= READER_PROPOSES && entry.urgency !== 'emergency' && !elsewhere(doc),
      )
      .sort(
        (a, b) =>
          readingOf(b.entry) - readingOf(a.entry) ||
          Number(pageOf(a.entry.path) === a.entry.path) - Number(pageOf(b.entry.path) === b.entry.path),
      )
      .flatMap(({ entry }) => {
        const onPage = [...shown].some(
          (path) => path === entry.path || (entry.path === pageOf(entry.path) && pageOf(path) === entry.path),
        );
        if (onPage) return [];
        shown.add(entry.path);
        return [{ entry, raw: 0, match: 0, terms: 0 }];
      });
    // An emergency guide that the words rank first keeps its place (else it would not be shown at all: "pee" could
    // be a blocked cat) unless the reader is sure of an everyday link (READER_OVERRULES): "arroz con pollo… le hace
    // daño" is the food-safety list, though "daño" reads like an emergency word.
    const wordsFirst = kept.reduce<(typeof kept)[number] | undefined>(
      (best, s) => (best === undefined || wordsRank(s) > wordsRank(best) ? s : best),
      undefined,
    );
    const overruled = entries.some((e) => e.urgency !== 'emergency' && readingOf(e) >= READER_OVERRULES);
    const pinned = wordsFirst?.entry.urgency === 'emergency' && !overruled ? wordsFirst : undefined;
    return (
      [...kept, ...proposed]
        .sort(
          (a, b) =>
            (emergencyFirst ? Number(b.entry.urgency === 'emergency') - Number(a.entry.urgency === 'emergency') : 0) ||
            Number(b === pinned) - Number(a === pinned) ||
            rank(b) - rank(a),
        )
        // Without emergency intent an emergency guide shows only as the best match, never as padding.
        .filter((s, i) => emergencyFirst || !intentRanking || i === 0 || s.entry.urgency !== 'emergency')
        .slice(0, maxResults)
        .map((s) => ({
          ...s.entry,
          relevanceScore: Math.min(MAX_RELEVANCE, s.raw),
          fuseScore: 1 - Math.min(1, s.match),
        }))
    );
  };
}
