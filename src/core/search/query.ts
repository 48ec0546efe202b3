import { MATCH_WEIGHTS, MAX_TOKEN_CHARS, MIN_INTENT_TYPO_CHARS, MIN_MATCH_LENGTH } from './constants.ts';
import type { MatchKind, WordMatch } from './lookup.ts';
import { withinOneEdit } from '../one-edit.ts';
import type { PhraseIndex } from './phrases.ts';
import { groupTerm, type WordIndex } from './word-index.ts';
import { isSpanish, normalizeQuery, normalizeText, spanishForms, stem, wordsOf } from './words.ts';

// A query read as index terms: each meaningful word with the index terms it may match (itself, a typo's
// correction, its synonym groups), the phrases that reach a group no single word does, and the places it names
// (docs/search.md, "Reading a query").

export interface Candidate {
  term: string;
  weight: number;
  kind: MatchKind;
}
/** One query word (or a synonym phrase spanning several) and the index terms it may match. */
export interface QueryTerm {
  candidates: Candidate[];
  idf: number;
  /** A place name ("queens", "sunset park"): it counts PLACE_WEIGHT when the query also names a topic. */
  place: boolean;
}

export interface ParsedQuery {
  /** The query, normalised. */
  text: string;
  terms: QueryTerm[];
  /** Its words after typo correction (for intents). */
  corrected: string[];
  /** The place groups it names. */
  places: Set<number>;
}

export interface QueryReaderInput {
  stopwords: readonly string[];
  phrases: PhraseIndex;
  index: WordIndex;
  resolve: (token: string, typing: boolean, spanish: boolean) => WordMatch[];
  /** EngineOptions.literalWords (engine.ts). */
  literalWords: boolean;
}

export function createQueryReader({
  stopwords: stopwordList,
  phrases: { groupsIn, placeStemsIn, placeGroups },
  index: { postings, idf, rawWords, textTerms },
  resolve,
  literalWords,
}: QueryReaderInput): (query: string) => ParsedQuery {
  const stopwords = new Set(stopwordList.map((w) => normalizeText(w)));

  return function parse(query: string): ParsedQuery {
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
  };
}
