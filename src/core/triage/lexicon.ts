// Concept lexicon: words and short phrases that name one idea ("BREATH": breath*, respir*, "cant catch his
// breath"...). Terms are folded like the text (lower case, no accents, no apostrophes). "word*" matches any
// word that starts with "word", a plain word matches itself, and words of five letters or more also match
// one typo away ("bleding", "siezure"). A phrase is several terms in a row.
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

const MIN_FUZZY = 5;
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
  if (term.text.length < MIN_FUZZY || token.length < MIN_FUZZY - 1) return false;
  if (!term.prefix) return withinOneEdit(term.text, token);
  const n = term.text.length;
  for (let len = n - 1; len <= n + 1; len += 1) {
    if (len <= token.length && withinOneEdit(term.text, token.slice(0, len))) return true;
  }
  return false;
}

export function compileLexicon(lexicon: ConceptLexicon, misspellings: Readonly<Record<string, string>> = {}): CompiledLexicon {
  const exact = new Map<string, string[]>();
  const stems = new Map<string, string[]>();
  const fuzzyByLetter = new Map<string, { term: Term; concept: string }[]>();
  const phrasesByWord = new Map<string, Phrase[]>();
  const phrasesByStem = new Map<string, Phrase[]>();
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
        index.set(first.text, [...(index.get(first.text) ?? []), { terms, concept }]);
        continue;
      }
      const term = parseTerm(words[0] ?? '');
      if (!term.text) continue;
      add(term.prefix ? stems : exact, term.text, concept);
      if (term.text.length >= MIN_FUZZY) {
        const letter = term.text[0] ?? '';
        const list = fuzzyByLetter.get(letter) ?? [];
        list.push({ term, concept });
        fuzzyByLetter.set(letter, list);
      }
    }
  }
  const fixes = new Map(Object.entries(misspellings).map(([k, v]) => [foldText(k), foldText(v)]));
  const cache = new Map<string, readonly string[]>();

  function wordConcepts(raw: string): readonly string[] {
    const cached = cache.get(raw);
    if (cached) return cached;
    const token = fixes.get(raw) ?? raw;
    const found: string[] = [...(exact.get(token) ?? [])];
    for (let len = token.length; len >= 2; len -= 1) {
      for (const c of stems.get(token.slice(0, len)) ?? []) if (!found.includes(c)) found.push(c);
    }
    if (found.length === 0 && token.length >= MIN_FUZZY - 1 && !/\d/.test(token)) {
      for (const { term, concept } of fuzzyByLetter.get(token[0] ?? '') ?? []) {
        if (!found.includes(concept) && fuzzyMatches(term, token)) found.push(concept);
      }
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(raw, found);
    return found;
  }

  function find(tokens: readonly string[]): ConceptHit[] {
    const hits: ConceptHit[] = [];
    tokens.forEach((token, i) => {
      for (const concept of wordConcepts(token)) hits.push({ concept, start: i, end: i });
    });
    tokens.forEach((token, i) => {
      const candidates = [...(phrasesByWord.get(token) ?? [])];
      for (let len = token.length; len >= 2; len -= 1) candidates.push(...(phrasesByStem.get(token.slice(0, len)) ?? []));
      for (const phrase of candidates) {
        if (phrase.terms.every((t, k) => termMatches(t, tokens[i + k] ?? ''))) {
          hits.push({ concept: phrase.concept, start: i, end: i + phrase.terms.length - 1 });
        }
      }
    });
    return hits;
  }

  return { find };
}
