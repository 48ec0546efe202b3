// Concept lexicon: words and short phrases that name one idea ("BREATH": breath*, respir*, "cant catch his
// breath"...). Terms are folded like the text (lower case, no accents, no apostrophes). "word*" matches any
// word that starts with "word", a plain word matches itself, and longer terms also match one typo away
// ("breathng", "convulsoin"); commoner misspellings come from a table ("bleding", "siezure"). A phrase is
// several terms in a row.
import { foldText, withinOneEdit } from './normalise.ts';

export type ConceptLexicon = Readonly<Record<string, readonly string[]>>;

interface Term {
  text: string;
  prefix: boolean;
}

interface Phrase {
  terms: Term[];
  concept: string;
}

export interface ConceptHit {
  concept: string;
  /** First and last token of the match. */
  start: number;
  end: number;
}

export interface CompiledLexicon {
  /** Every concept found in the tokens, with where it was found. */
  find(tokens: readonly string[]): ConceptHit[];
}

/** Shortest word, and shortest stem, that also matches one typo away ("stock" must not read as "shock*"). */
const MIN_FUZZY = 5;
const MIN_FUZZY_STEM = 6;
const CACHE_LIMIT = 20_000;

function parseTerm(raw: string): Term {
  const prefix = raw.endsWith('*');
  return { text: prefix ? raw.slice(0, -1) : raw, prefix };
}

function termMatches(term: Term, token: string): boolean {
  return term.prefix ? token.startsWith(term.text) : token === term.text;
}

/** A typo of the term: one edit away from the word (or, for a stem, from the start of the word). */
function fuzzyMatches(term: Term, token: string): boolean {
  if (!term.prefix) return withinOneEdit(term.text, token);
  const n = term.text.length;
  for (let len = n - 1; len <= n + 1; len += 1) if (withinOneEdit(term.text, token, len)) return true;
  return false;
}

/** Typos keep the first two letters, or swap them: the bucket a word's fuzzy candidates come from. */
function fuzzyKeys(word: string): string[] {
  const a = word[0] ?? '';
  const b = word[1] ?? '';
  return a === b ? [a + b] : [a + b, b + a];
}

export function compileLexicon(lexicon: ConceptLexicon, misspellings: Readonly<Record<string, string>> = {}): CompiledLexicon {
  const exact = new Map<string, string[]>();
  const stems = new Map<string, string[]>();
  const stemLengths = new Set<number>();
  const fuzzy = new Map<string, { term: Term; concept: string }[]>();
  const phrasesByWord = new Map<string, Phrase[]>();
  const phrasesByStem = new Map<string, Phrase[]>();
  const phraseStemLengths = new Set<number>();
  const add = (map: Map<string, string[]>, key: string, concept: string) => {
    const list = map.get(key);
    if (!list) map.set(key, [concept]);
    else if (!list.includes(concept)) list.push(concept);
  };
  for (const [concept, raws] of Object.entries(lexicon)) {
    for (const raw of raws) {
      const words = foldText(raw).split(/\s+/).filter(Boolean);
      if (words.length > 1) {
        const terms = words.map(parseTerm);
        const [first] = terms;
        if (!first) continue;
        const index = first.prefix ? phrasesByStem : phrasesByWord;
        if (first.prefix) phraseStemLengths.add(first.text.length);
        index.set(first.text, [...(index.get(first.text) ?? []), { terms, concept }]);
        continue;
      }
      const term = parseTerm(words[0] ?? '');
      if (!term.text) continue;
      add(term.prefix ? stems : exact, term.text, concept);
      if (term.prefix) stemLengths.add(term.text.length);
      if (term.text.length >= (term.prefix ? MIN_FUZZY_STEM : MIN_FUZZY)) {
        const key = term.text.slice(0, 2);
        fuzzy.set(key, [...(fuzzy.get(key) ?? []), { term, concept }]);
      }
    }
  }
  const stemSizes = [...stemLengths].sort((a, b) => b - a);
  const phraseStemSizes = [...phraseStemLengths];
  const fixes = new Map(Object.entries(misspellings).map(([k, v]) => [foldText(k), foldText(v)]));
  const cache = new Map<string, readonly string[]>();

  function wordConcepts(raw: string): readonly string[] {
    const cached = cache.get(raw);
    if (cached) return cached;
    const token = fixes.get(raw) ?? raw;
    const found: string[] = [...(exact.get(token) ?? [])];
    for (const len of stemSizes) {
      if (len > token.length) continue;
      for (const c of stems.get(token.slice(0, len)) ?? []) if (!found.includes(c)) found.push(c);
    }
    if (found.length === 0 && token.length >= MIN_FUZZY - 1 && !/\d/.test(token)) {
      for (const key of fuzzyKeys(token)) {
        for (const { term, concept } of fuzzy.get(key) ?? []) {
          if (!found.includes(concept) && fuzzyMatches(term, token)) found.push(concept);
        }
      }
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(raw, found);
    return found;
  }

  function find(tokens: readonly string[]): ConceptHit[] {
    const hits: ConceptHit[] = [];
    const tryPhrases = (phrases: readonly Phrase[] | undefined, i: number) => {
      for (const phrase of phrases ?? []) {
        if (phrase.terms.every((t, k) => termMatches(t, tokens[i + k] ?? ''))) {
          hits.push({ concept: phrase.concept, start: i, end: i + phrase.terms.length - 1 });
        }
      }
    };
    tokens.forEach((token, i) => {
      for (const concept of wordConcepts(token)) hits.push({ concept, start: i, end: i });
      tryPhrases(phrasesByWord.get(token), i);
      for (const len of phraseStemSizes) if (len <= token.length) tryPhrases(phrasesByStem.get(token.slice(0, len)), i);
    });
    return hits;
  }

  return { find };
}
