import { BM25_B, FIELD_BOOST, MAX_TOKEN_CHARS, MIN_MATCH_LENGTH, MIN_TYPO_CHARS, SEARCH_WEIGHTS } from './constants.ts';
import type { PhraseIndex } from './phrases.ts';
import type { GuideEntry, SearchLexicon } from './types.ts';
import { deletions, normalizeText, stem, wordsOf } from './words.ts';

// The search engine's word index, built once from the entries: per entry and field, term counts (stems, and the
// synonym groups the field mentions); per term, each entry's BM25F-weighted frequency; one-typo keys for every
// word the entries or the lexicon use (docs/search.md, "The word index").

type Field = keyof typeof SEARCH_WEIGHTS;
const FIELDS = Object.keys(SEARCH_WEIGHTS) as Field[];
/** The fields of lay words people use for an entry, beside its own text. */
const LAY_FIELDS: ReadonlySet<Field> = new Set(['keywords', 'synonyms']);
/** The fields that name an entry (the overlap bonus counts words found here). */
const NAMING_FIELDS: ReadonlySet<Field> = new Set(['title', 'keywords', 'synonyms']);
/** Index terms for synonym groups can't collide with words: words never contain '~'. */
export const groupTerm = (group: number) => `~${group}`;

/** A stepped build's step: one entry indexed or one synonym group read, or these many words given one-typo keys. */
const WORDS_PER_STEP = 200;

export interface Posting {
  doc: number;
  weighted: number;
  /** Found in a naming field (title, keywords, synonyms). */
  naming: boolean;
}

export interface WordIndex {
  /** Per term (a stem, or a synonym group's groupTerm), the entries that have it. */
  postings: ReadonlyMap<string, readonly Posting[]>;
  idf(term: string): number;
  /**
   * The terms of the entries' own text (title, description, content), not of their lay words: with
   * `literalWords` these match only literally (engine.ts, EngineOptions).
   */
  textTerms: ReadonlySet<string>;
  /** Every word the entries or the lexicon use, with its stem. */
  rawWords: ReadonlyMap<string, string>;
  /** The words of the lexicon's synonym groups. */
  lexiconWords: ReadonlySet<string>;
  /** One-typo keys (symmetric delete): a word's deletions point back at it. */
  deleteKeys: ReadonlyMap<string, readonly string[]>;
  /** rawWords' words, sorted (prefix search, fuse.js). */
  sortedWords: readonly string[];
  /** Per entry, the place groups its title, keywords or synonyms name ("Low-Cost Vets in Queens"). */
  entryPlaces: readonly ReadonlySet<number>[];
  /** Per entry, whether it is a cost item (its title, description or a keyword speaks of cost). */
  costItems: readonly boolean[];
}

/** Builds the index, yielding between its steps (the engine's build is stepped: engine.ts). */
export function* buildWordIndex(
  entries: readonly GuideEntry[],
  lexicon: SearchLexicon,
  { groupsIn, placeGroups }: PhraseIndex,
): Generator<void, WordIndex> {
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
  // A word found only among the lay words (a section's questions) is matched through its synonym group too: that
  // one section's questions happen to say "cuesta" doesn't make it the only section about cost.
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

  const postings = new Map<string, Posting[]>();
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

  return { postings, idf, textTerms, rawWords, lexiconWords, deleteKeys, sortedWords, entryPlaces, costItems };
}
