import Fuse from 'fuse.js';
import {
  BASE_FUZZY_WEIGHT,
  BM25_B,
  BM25_K1,
  COST_INTENT_BONUS,
  COVERAGE_SHARE,
  EMERGENCY_INTENT_BONUS,
  FIELD_BOOST,
  MATCH_CUT,
  MATCH_WEIGHTS,
  MAX_OVERLAP_BONUS,
  MAX_RELEVANCE,
  MAX_RESULTS,
  MAX_SUGGESTIONS,
  MAX_TOKEN_CHARS,
  MIN_INTENT_TYPO_CHARS,
  MIN_MATCH_LENGTH,
  MIN_SUGGEST_CHARS,
  MIN_TYPO_CHARS,
  NO_INTENT_EMERGENCY_RANK,
  NO_INTENT_EMERGENCY_TERMS,
  PLACE_WEIGHT,
  READER_OVERRULES,
  READER_PROPOSES,
  READER_WEIGHT,
  RELATIVE_CUT,
  SEARCH_WEIGHTS,
  SYNONYM_ONLY_SCORE,
  TOKEN_CACHE_SIZE,
  TYPO_THRESHOLD,
  URGENCY_BONUS,
} from './constants.ts';
import { withinOneEdit } from '../one-edit.ts';
import { pageOf } from './links.ts';
import type { GuideEntry, SearchIntent, SearchLexicon, SearchResult } from './types.ts';
import { deletions, isSpanish, normalizeQuery, normalizeText, spanishForms, stem, wordsOf } from './words.ts';

// The site search engine, pure TypeScript: the site and the chat Edge Function (Deno) both run it. A word index
// built once from the entries (stems, one-typo keys, synonym groups) is scored BM25F-style; fuse.js is only the
// typo net for words the index doesn't know. The final score keeps the product's relevance terms
// (constants.ts, docs/search.md).

export { normalizeQuery } from './words.ts';

export interface SearchEngine {
  /** Up to MAX_RESULTS results, best first; emergency items first for emergency queries. Blank: every entry. */
  search(query: string): SearchResult[];
  /** Typeahead: up to MAX_SUGGESTIONS canned phrases, only from MIN_SUGGEST_CHARS characters. */
  suggest(query: string): string[];
  detectIntents(query: string): SearchIntent[];
  /** The index words that the query's misspelt words are one typo from ("schedual" → "schedule"). */
  corrections(query: string): string[];
}

type Field = keyof typeof SEARCH_WEIGHTS;
const FIELDS = Object.keys(SEARCH_WEIGHTS) as Field[];
/** The fields of lay words people use for an entry, beside its own text. */
const LAY_FIELDS: ReadonlySet<Field> = new Set(['keywords', 'synonyms']);
/** The fields that name an entry (the overlap bonus counts words found here). */
const NAMING_FIELDS: ReadonlySet<Field> = new Set(['title', 'keywords', 'synonyms']);
/** Index terms for synonym groups can't collide with words: words never contain '~'. */
const groupTerm = (group: number) => `~${group}`;

type MatchKind = keyof typeof MATCH_WEIGHTS;
interface Candidate {
  term: string;
  weight: number;
  kind: MatchKind;
}
/** One query word (or a synonym phrase spanning several) and the index terms it may match. */
interface QueryTerm {
  candidates: Candidate[];
  idf: number;
  /** A place name ("queens", "sunset park"): it counts PLACE_WEIGHT when the query also names a topic. */
  place: boolean;
}

export interface RelevanceInput {
  /** 0..1 strength of the text match. */
  match: number;
  /** Found only through a synonym of what was typed (none of the typed words). */
  synonymOnly: boolean;
  entry: Pick<GuideEntry, 'urgency'>;
  intents: readonly SearchIntent[];
  isCostItem: boolean;
  /** Share (0..1) of the query's words that name the item. */
  overlap: number;
}

/** The relevance score, uncapped (ranking uses it; results report it capped at MAX_RELEVANCE). */
export function rawRelevance({ match, synonymOnly, entry, intents, isCostItem, overlap }: RelevanceInput): number {
  const emergencyIntent = intents.includes('emergency');
  // A synonym-only item starts from at most SYNONYM_ONLY_SCORE, scaled by how well it matches, so a weak
  // synonym hit can't outrank an item that matches the typed words.
  let score = (synonymOnly ? SYNONYM_ONLY_SCORE : BASE_FUZZY_WEIGHT) * match;
  if (emergencyIntent && entry.urgency === 'emergency') score += EMERGENCY_INTENT_BONUS;
  if (intents.includes('cost_inquiry') && isCostItem) score += COST_INTENT_BONUS;
  score += Math.min(1, Math.max(0, overlap)) * MAX_OVERLAP_BONUS;
  if (emergencyIntent) score += URGENCY_BONUS[entry.urgency];
  return score;
}

export const relevance = (input: RelevanceInput): number => Math.min(MAX_RELEVANCE, rawRelevance(input));

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

/** A stepped build's step: one entry indexed or one synonym group read, or these many words given one-typo keys. */
const WORDS_PER_STEP = 200;

/** Builds the engine, yielding between its steps (createSearchEngine runs them all at once). */
function* buildEngine(
  entries: readonly GuideEntry[],
  lexicon: SearchLexicon,
  { maxResults = MAX_RESULTS, intentRanking = true, literalWords = false, reader }: EngineOptions,
): Generator<void, SearchEngine> {
  const stopwords = new Set(lexicon.stopwords.map((w) => normalizeText(w)));

  // Synonym groups as stem sequences, looked up by their first stem.
  // `forms[k]`: the plain forms of the phrase's k-th word (a Spanish phrase's verbs and plurals, "regalen" ->
  // "regalar"), for phrases of two words or more; a phrase is also filed under its first word's forms.
  const phrasesByFirst = new Map<string, { stems: string[]; forms: string[][]; group: number }[]>();
  for (const [group, members] of lexicon.synonymGroups.entries()) {
    yield;
    for (const member of members) {
      const words = wordsOf(normalizeText(member)).map((w) => w.slice(0, MAX_TOKEN_CHARS));
      const stems = words.map(stem);
      if (stems[0] === undefined) continue;
      const forms = stems.length > 1 ? words.map((w, k) => [stems[k] as string, ...spanishForms(w).map(stem)]) : [];
      const phrase = { stems, forms, group };
      for (const first of new Set([stems[0], ...(forms[0] ?? [])])) {
        const list = phrasesByFirst.get(first) ?? [];
        list.push(phrase);
        phrasesByFirst.set(first, list);
      }
    }
  }
  /**
   * The synonym groups a stem sequence mentions, with how often. `forms[i]`: other stems the i-th word may stand
   * for (a Spanish word's plain forms); they count only inside phrases of two words or more, where they meet the
   * phrase's own words or their plain forms ("regale comida" is "regalen comida"): alone, "como" (how) would be
   * read as "comer" (to eat).
   */
  function groupsIn(stems: readonly string[], forms: readonly (readonly string[])[] = []): Map<number, number> {
    const found = new Map<number, number>();
    const spanish = forms.length > 0;
    const at = (i: number, phrase: { stems: string[]; forms: string[][] }, k: number) => {
      const p = phrase.stems[k] as string;
      if (phrase.stems.length === 1) return stems[i] === p;
      if (stems[i] === p || (forms[i]?.includes(p) ?? false)) return true;
      if (!spanish) return false;
      const mine = [stems[i], ...(forms[i] ?? [])];
      return (phrase.forms[k] ?? []).some((f) => mine.includes(f));
    };
    stems.forEach((s, i) => {
      const firsts = spanish ? [s, ...(forms[i] ?? [])] : [s];
      const candidates = new Set(firsts.flatMap((f) => phrasesByFirst.get(f) ?? []));
      for (const phrase of candidates) {
        if (phrase.stems.length === 1 && phrase.stems[0] !== s) continue;
        if (phrase.stems.every((_, k) => at(i + k, phrase, k)))
          found.set(phrase.group, (found.get(phrase.group) ?? 0) + 1);
      }
    });
    return found;
  }

  const placeGroups = new Set(
    lexicon.synonymGroups.flatMap((members, group) => (lexicon.placeGroups?.includes(members) ? [group] : [])),
  );
  /**
   * The stems of a sequence that name a place: `words` alone ("queens"), `phrases` inside a longer name
   * ("sunset park", "staten island"), which match only as that name: "island" is not Long Island City.
   */
  function placeStemsIn(stems: readonly string[]): { words: Set<string>; phrases: Set<string> } {
    const words = new Set<string>();
    const phrases = new Set<string>();
    stems.forEach((s, i) => {
      for (const phrase of phrasesByFirst.get(s) ?? []) {
        if (!placeGroups.has(phrase.group) || !phrase.stems.every((p, k) => stems[i + k] === p)) continue;
        for (const p of phrase.stems) (phrase.stems.length > 1 ? phrases : words).add(p);
      }
    });
    return { words, phrases };
  }

  // ---- The index: per entry and field, term counts; then per term, each entry's BM25F-weighted frequency. ----
  const rawWords = new Map<string, string>(); // every word seen -> its stem
  yield;
  const countFields = (entry: GuideEntry) =>
    FIELDS.map((field) => {
      const value = field === 'keywords' || field === 'synonyms' ? entry[field].join(' . ') : entry[field];
      const words = wordsOf(normalizeText(value ?? '')).map((w) => w.slice(0, MAX_TOKEN_CHARS));
      const stems = words.map((w) => {
        const s = stem(w);
        if (w.length >= MIN_MATCH_LENGTH && !/^\d+$/.test(w)) rawWords.set(w, s);
        return s;
      });
      const counts = new Map<string, number>();
      for (const s of stems) if (s.length >= MIN_MATCH_LENGTH) counts.set(s, (counts.get(s) ?? 0) + 1);
      for (const [group, n] of groupsIn(stems)) counts.set(groupTerm(group), n);
      return { counts, length: stems.length };
    });
  const fieldCounts: ReturnType<typeof countFields>[] = [];
  for (const entry of entries) {
    fieldCounts.push(countFields(entry));
    yield;
  }
  /**
   * The words of the entries' own text (title, description, content), not of their lay words: with
   * `literalWords` these match only literally. A word found only among the lay words (a section's questions) is
   * matched through its synonym group too: that one section's questions happen to say "cuesta" doesn't make it
   * the only section about cost.
   */
  const textTerms = new Set<string>();
  fieldCounts.forEach((fields) =>
    fields.forEach(({ counts }, f) => {
      if (!LAY_FIELDS.has(FIELDS[f] as Field)) for (const term of counts.keys()) textTerms.add(term);
    }),
  );
  // Synonym members are words people type: the typo net knows them even when no guide uses them.
  const lexiconWords = new Set<string>();
  for (const members of lexicon.synonymGroups) {
    yield;
    for (const member of members)
      for (const w of wordsOf(normalizeText(member))) {
        lexiconWords.add(w);
        if (w.length >= MIN_TYPO_CHARS) rawWords.set(w, stem(w));
      }
  }
  const averageLength = FIELDS.map((_, f) =>
    Math.max(1, fieldCounts.reduce((n, doc) => n + (doc[f]?.length ?? 0), 0) / Math.max(1, entries.length)),
  );

  const postings = new Map<string, { doc: number; weighted: number; naming: boolean }[]>();
  for (const [doc, fields] of fieldCounts.entries()) {
    yield;
    const weighted = new Map<string, { weighted: number; naming: boolean }>();
    fields.forEach(({ counts, length }, f) => {
      const field = FIELDS[f] as Field;
      const norm = 1 - BM25_B[field] + (BM25_B[field] * length) / (averageLength[f] ?? 1);
      for (const [term, tf] of counts) {
        const sofar = weighted.get(term) ?? { weighted: 0, naming: false };
        sofar.weighted += (SEARCH_WEIGHTS[field] * FIELD_BOOST[field] * tf) / norm;
        sofar.naming ||= NAMING_FIELDS.has(field);
        weighted.set(term, sofar);
      }
    });
    for (const [term, w] of weighted) {
      const list = postings.get(term) ?? [];
      list.push({ doc, ...w });
      postings.set(term, list);
    }
  }
  const idf = (term: string) => {
    const df = postings.get(term)?.length ?? 0;
    return df === 0 ? 0 : Math.log(1 + (entries.length - df + 0.5) / (df + 0.5));
  };

  yield;
  // One-typo keys (symmetric delete): a word's deletions point back at it.
  const deleteKeys = new Map<string, string[]>();
  let keyed = 0;
  for (const word of rawWords.keys()) {
    if (word.length < MIN_TYPO_CHARS) continue;
    if (++keyed % WORDS_PER_STEP === 0) yield;
    for (const d of deletions(word)) {
      const list = deleteKeys.get(d);
      if (list) list.push(word);
      else deleteKeys.set(d, [word]);
    }
  }
  yield;
  const sortedWords = [...rawWords.keys()].sort();
  let fuse: Fuse<string> | null = null; // built on the first word neither the index nor one typo explains

  /** The places an entry is for: the place groups its title, keywords or synonyms name ("Low-Cost Vets in Queens"). */
  const entryPlaces = fieldCounts.map((fields) => {
    const found = new Set<number>();
    fields.forEach(({ counts }, f) => {
      if (!NAMING_FIELDS.has(FIELDS[f] as Field)) return;
      for (const group of placeGroups) if (counts.has(groupTerm(group))) found.add(group);
    });
    return found;
  });

  // An entry that gives prices is a cost item whether its keywords or only its title or description say so
  // ("Low-Cost Spay/Neuter in Brooklyn", "professional grooming prices").
  const costWords = lexicon.costKeywords.map((c) => normalizeText(c));
  const costItems = entries.map((entry) =>
    [entry.title, entry.description, ...entry.keywords].some((k) => {
      const text = normalizeText(k);
      return costWords.some((c) => text.includes(c));
    }),
  );
  /** The lexicon's words and phrases, folded as a query is. */
  const normalized = (list: readonly string[] = []) => list.map((t) => normalizeText(t)).filter(Boolean);
  const intentTerms = (Object.keys(lexicon.intentTerms) as SearchIntent[]).map(
    (intent) => [intent, normalized(lexicon.intentTerms[intent])] as const,
  );
  const everydayFrames = normalized(lexicon.everydayFrames);
  const testWords = new Set(normalized(lexicon.testWords));
  const toxicWords = new Set(normalized(lexicon.toxicWords));
  const exposureWords = normalized(lexicon.exposureWords);
  const emergencyTerms = intentTerms.find(([intent]) => intent === 'emergency')?.[1] ?? [];
  const alarmTerms = emergencyTerms.filter((t) => !testWords.has(t));

  /**
   * A word the guides use, or a word of the lexicon ("comer" is Spanish, not a typo of "corner"; "hable", in the
   * phrase "hable español", is not a typo of "cable").
   */
  const known = (word: string) =>
    postings.has(stem(word)) ||
    (phrasesByFirst.get(stem(word))?.some((p) => p.stems.length === 1) ?? false) ||
    lexiconWords.has(word);

  /**
   * The index words a typed word may stand for, best first. In a Spanish message an unknown word is corrected
   * only by one typo and only towards the lexicon's words, which hold the Spanish: the guides' English words
   * are not what it meant ("quito" is not a typo of "quite"), and the fuzzy net's loose matches of a Spanish
   * word are noise ("tienen" is not "envenenado").
   */
  function lookup(token: string, typing: boolean, spanish: boolean): { word: string; kind: MatchKind }[] {
    if (known(token)) return [{ word: token, kind: 'exact' }];
    const form = spanishForms(token).find(known);
    if (form !== undefined) return [{ word: form, kind: 'exact' }];
    const allowed = (word: string) => !spanish || lexiconWords.has(word);
    if (token.length >= MIN_TYPO_CHARS) {
      const near = new Set<string>([...(deleteKeys.get(token) ?? [])]);
      for (const d of deletions(token)) {
        if (rawWords.has(d)) near.add(d);
        for (const w of deleteKeys.get(d) ?? []) near.add(w);
      }
      const typos = [...near].filter(allowed);
      if (typos.length > 0) return typos.slice(0, 4).map((word) => ({ word, kind: 'typo' as const }));
    }
    if (typing && token.length >= 3) {
      const out: { word: string; kind: MatchKind }[] = [];
      let lo = 0;
      let hi = sortedWords.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((sortedWords[mid] as string) < token) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < sortedWords.length && out.length < 3 && (sortedWords[i] as string).startsWith(token); i++) {
        if (allowed(sortedWords[i] as string)) out.push({ word: sortedWords[i] as string, kind: 'prefix' });
      }
      if (out.length > 0) return out;
    }
    if (token.length >= MIN_TYPO_CHARS + 1 && !spanish) {
      fuse ??= new Fuse(sortedWords, {
        threshold: TYPO_THRESHOLD,
        includeScore: true,
        shouldSort: true,
        minMatchCharLength: MIN_MATCH_LENGTH,
      });
      return fuse.search(token, { limit: 2 }).map((hit) => ({ word: hit.item, kind: 'fuzzy' as const }));
    }
    return [];
  }

  const tokenCache = new Map<string, { word: string; kind: MatchKind }[]>();
  function resolve(token: string, typing: boolean, spanish: boolean) {
    const key = `${typing ? '+' : ''}${spanish ? 'es:' : ''}${token}`;
    let found = tokenCache.get(key);
    if (!found) {
      found = lookup(token, typing, spanish);
      // Oldest first out: a Map iterates in insertion order.
      if (tokenCache.size >= TOKEN_CACHE_SIZE) tokenCache.delete(tokenCache.keys().next().value as string);
      tokenCache.set(key, found);
    }
    return found;
  }

  /** The query as index terms, plus its words after typo correction (for intents). */
  function parse(query: string) {
    const text = normalizeQuery(query);
    const words = wordsOf(text).map((w) => w.slice(0, MAX_TOKEN_CHARS));
    const long = words.filter((w) => w.length >= MIN_MATCH_LENGTH);
    const meaningful = long.filter((w) => !stopwords.has(w));
    const tokens = [...new Set(meaningful.length > 0 ? meaningful : long)];
    const typingLast = !/\s$/.test(query) ? words[words.length - 1] : undefined;
    const spanish = isSpanish(words);
    const wordStems = words.map(stem);
    const places = placeStemsIn(wordStems);

    const terms: QueryTerm[] = [];
    const corrected: string[] = [];
    const groupsSeen = new Set<number>();
    for (const token of tokens) {
      // A word of a longer place name is matched as that name (below, with the phrases).
      if (places.phrases.has(stem(token))) continue;
      const hits = resolve(token, token === typingLast, spanish);
      const candidates: Candidate[] = [];
      for (const { word, kind } of hits) {
        const s = rawWords.get(word) ?? stem(word);
        if (postings.has(s)) candidates.push({ term: s, weight: MATCH_WEIGHTS[kind], kind });
        // A word one typo away, or the word being typed ("seizur"), says what the person means. The typo net's
        // candidates may be two edits apart (a letter dropped from each: "vienen" and "veneno"), so a correction
        // that can signal an intent must be one edit away.
        if (
          token.length >= MIN_INTENT_TYPO_CHARS &&
          (kind === 'prefix' || (kind === 'typo' && withinOneEdit(token, word)))
        )
          corrected.push(word);
        for (const group of groupsIn([s]).keys()) {
          groupsSeen.add(group);
          if (literalWords && kind === 'exact' && textTerms.has(s)) continue;
          if (postings.has(groupTerm(group)))
            candidates.push({
              term: groupTerm(group),
              weight: MATCH_WEIGHTS.synonym * MATCH_WEIGHTS[kind],
              kind: 'synonym',
            });
        }
      }
      if (candidates.length > 0)
        terms.push({
          candidates,
          idf: Math.max(...candidates.map((c) => idf(c.term))),
          place: places.words.has(stem(token)),
        });
    }
    // Phrases ("throw up", "how much", "no come", "cut [her] nails") reach their group even though no single
    // word does; they are looked for with and without the stopwords in between.
    // In Spanish a phrase also matches through its words' plain forms: "cortarle las uñas" is "cortar uñas".
    const formsOf = (list: readonly string[]) => (spanish ? list.map((w) => spanishForms(w).map(stem)) : []);
    const phraseGroups = new Set([
      ...groupsIn(wordStems, formsOf(words)).keys(),
      ...groupsIn(tokens.map(stem), formsOf(tokens)).keys(),
    ]);
    for (const group of phraseGroups) {
      if (groupsSeen.has(group) || !postings.has(groupTerm(group))) continue;
      // A place's name, typed in full, is that place, not a word like it.
      const kind: MatchKind = placeGroups.has(group) ? 'exact' : 'synonym';
      terms.push({
        candidates: [{ term: groupTerm(group), weight: MATCH_WEIGHTS[kind], kind }],
        idf: idf(groupTerm(group)),
        place: placeGroups.has(group),
      });
    }
    const named = new Set([...groupsSeen, ...phraseGroups].filter((g) => placeGroups.has(g)));
    return { text, terms, corrected, places: named };
  }

  function intentsOf(text: string, corrected: readonly string[]): SearchIntent[] {
    const haystack = ` ${text} ${corrected.join(' ')} `;
    const says = (t: string) => haystack.includes(` ${t} `);
    const intents = intentTerms.filter(([, list]) => list.some(says)).map(([intent]) => intent);
    // "A little bleeding after the spay, normal?", "blood work cost": the alarm word is in an everyday question. A
    // price alone makes one only when no word says a cat is in trouble ("dying, can't afford the emergency vet").
    const everyday =
      everydayFrames.some(says) ||
      (intents.includes('cost_inquiry') && !alarmTerms.some(says)) ||
      // "Which plants are poisonous", "onion toxic cats": what is toxic, asked with no exposure ("ate", "licked").
      (emergencyTerms.filter(says).every((t) => toxicWords.has(t)) && !exposureWords.some(says));
    return everyday ? intents.filter((intent) => intent !== 'emergency') : intents;
  }

  function search(query: string): SearchResult[] {
    if (query.trim() === '') {
      // An empty query returns the full list unchanged (in index order, not cut to MAX_RESULTS).
      return entries.map((entry) => ({ ...entry, relevanceScore: 0, fuseScore: 1 }));
    }
    const { text, terms, corrected, places } = parse(query);
    if (terms.length === 0) return [];
    const intents = intentRanking ? intentsOf(text, corrected) : [];

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
