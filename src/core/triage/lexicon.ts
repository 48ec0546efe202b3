// Concept lexicon: words and short phrases that name one idea ("BREATH": breath*, respir*, "cant catch his
// breath"...). Terms are folded like the text (lower case, no accents, no apostrophes). "word*" matches any
// word that starts with "word", a plain word matches itself, and longer terms also match one typo away
// ("breathng", "convulsoin"); commoner misspellings come from a table ("bleding", "siezure"). A phrase is
// several terms in a row. A phrase of the concept OTHER_SENSE says its words mean something else there: "come"
// is Spanish "eats", but not in "won't come out"; "hide" is a sign of illness, but not in "hide the cat".
import { withinOneEdit } from '../one-edit.ts';
import { foldText, spanishBases } from './normalise.ts';

export type ConceptLexicon = Readonly<Record<string, readonly string[]>>;

interface Term {
  text: string;
  prefix: boolean;
}

interface Phrase {
  terms: Term[];
  concept: string;
}

interface PhraseBucket {
  bySecond: Map<string, Phrase[]>;
  stemmed: Phrase[];
}

/** Phrases whose words name no other concept where they stand ("come out", "hide the cat"). */
export const OTHER_SENSE = 'OTHER_SENSE';

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
/** Words that only make the next one stronger: a phrase reads past one of them between its words. */
const INTENSIFIERS = new Set([
  'bien',
  'muy',
  'bastante',
  'super',
  'tan',
  'really',
  'very',
  'so',
  'kinda',
  'pretty',
  'like',
  'just',
  // "Went right over him", "right in the eye".
  'right',
]);
/** Words remembered between messages; cleared when full, so an endless stream of new words can't grow it. */
const CACHE_LIMIT = 4_000;

function parseTerm(raw: string): Term {
  const prefix = raw.endsWith('*');
  return { text: prefix ? raw.slice(0, -1) : raw, prefix };
}

/** "sleepin", "hangin": the -ing form a word ending in "in" stands for, written without its g. */
const withG = (word: string): string[] => (word.length > 4 && word.endsWith('in') ? [`${word}g`] : []);

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

/** Stems by their letters: one walk down a word finds every stem it starts with, and stops at the first miss. */
interface StemNode {
  next: Map<string, StemNode>;
  concepts: string[];
  phrases: Phrase[];
}

const stemNode = (): StemNode => ({ next: new Map(), concepts: [], phrases: [] });

function stemAt(root: StemNode, stem: string): StemNode {
  let node = root;
  for (const ch of stem) {
    let child = node.next.get(ch);
    if (!child) {
      child = stemNode();
      node.next.set(ch, child);
    }
    node = child;
  }
  return node;
}

/** Every node on the path of `word`, from its first letter on. */
function* stemsOf(root: StemNode, word: string): Generator<StemNode> {
  let node: StemNode | undefined = root;
  for (let i = 0; i < word.length; i += 1) {
    node = node.next.get(word[i] ?? '');
    if (!node) return;
    yield node;
  }
}

export function compileLexicon(
  lexicon: ConceptLexicon,
  misspellings: Readonly<Record<string, string>> = {},
): CompiledLexicon {
  const exact = new Map<string, string[]>();
  const stems = stemNode();
  const fuzzy = new Map<string, { term: Term; concept: string }[]>();
  // Phrases by their first word, then by their second ("a" and "no" start a hundred phrases each; a message's
  // next word names the few to try). A second term that is a stem goes in `stemmed`, tried every time.
  const phrasesByWord = new Map<string, PhraseBucket>();
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
        if (first.prefix) stemAt(stems, first.text).phrases.push({ terms, concept });
        else {
          const bucket: PhraseBucket = phrasesByWord.get(first.text) ?? { bySecond: new Map(), stemmed: [] };
          phrasesByWord.set(first.text, bucket);
          const second = terms[1] as Term;
          if (second.prefix) bucket.stemmed.push({ terms, concept });
          else bucket.bySecond.set(second.text, [...(bucket.bySecond.get(second.text) ?? []), { terms, concept }]);
        }
        continue;
      }
      const term = parseTerm(words[0] ?? '');
      if (!term.text) continue;
      if (term.prefix) {
        const node = stemAt(stems, term.text);
        if (!node.concepts.includes(concept)) node.concepts.push(concept);
      } else add(exact, term.text, concept);
      if (term.text.length >= (term.prefix ? MIN_FUZZY_STEM : MIN_FUZZY)) {
        const key = term.text.slice(0, 2);
        fuzzy.set(key, [...(fuzzy.get(key) ?? []), { term, concept }]);
      }
    }
  }
  const fixes = new Map(Object.entries(misspellings).map(([k, v]) => [foldText(k), foldText(v)]));
  const cache = new Map<string, readonly string[]>();

  function wordConcepts(raw: string): readonly string[] {
    const cached = cache.get(raw);
    if (cached) return cached;
    const token = fixes.get(raw) ?? raw;
    const found: string[] = [];
    const lookUp = (word: string) => {
      for (const c of exact.get(word) ?? []) if (!found.includes(c)) found.push(c);
      for (const node of stemsOf(stems, word)) for (const c of node.concepts) if (!found.includes(c)) found.push(c);
    };
    lookUp(token);
    if (found.length === 0) for (const form of withG(token)) lookUp(form);
    // "patitas", "cerrao": the plain word behind a spoken Spanish form; then a Spanish singular ("duras" →
    // "dura"). English plurals the lexicon means are in it already ("cuts", "rats" are left alone).
    if (found.length === 0) for (const base of spanishBases(token)) lookUp(base);
    if (found.length === 0 && token.length > 3 && /[aeo]s$/.test(token)) {
      for (const word of [token.slice(0, -1), ...spanishBases(token).map((b) => b.slice(0, -1))]) lookUp(word);
    }
    // A word in the misspelling table is never read as a typo of another, even one mapped to itself: that is
    // how the table says "stuff" is a real word, not "stiff" misspelt.
    if (found.length === 0 && !fixes.has(raw) && token.length >= MIN_FUZZY - 1 && !/\d/.test(token)) {
      // Typos keep the first two letters, or swap them: the buckets a word's fuzzy candidates come from.
      const first = token.slice(0, 2);
      const swapped = `${token[1] ?? ''}${token[0] ?? ''}`;
      for (const bucket of [fuzzy.get(first), swapped === first ? undefined : fuzzy.get(swapped)]) {
        for (const { term, concept } of bucket ?? []) {
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
    // A phrase's words match as written or through their plain Spanish word ("cuello estirao").
    const forms = tokens.map((t) => [t, ...spanishBases(t), ...withG(t)]);
    const at = (t: Term, j: number) => (forms[j] ?? []).some((form) => termMatches(t, form));
    // The phrase's terms in a row from token i; one intensifier may stand between two of them ("comió bien
    // poquito" is "comió poquito", "not really bleeding" is "not bleeding"). The index of its last token, or -1.
    // The first term already matched token i: phrases are looked up by it.
    const phraseEnd = (terms: readonly Term[], i: number): number => {
      let j = i + 1;
      for (let k = 1; k < terms.length; k += 1) {
        const term = terms[k] as Term;
        if (k > 0 && !at(term, j) && INTENSIFIERS.has(tokens[j] ?? '')) j += 1;
        if (!at(term, j)) return -1;
        j += 1;
      }
      return j - 1;
    };
    const tryPhrases = (phrases: readonly Phrase[] | undefined, i: number) => {
      for (const phrase of phrases ?? []) {
        const end = phraseEnd(phrase.terms, i);
        if (end >= 0) hits.push({ concept: phrase.concept, start: i, end });
      }
    };
    // The phrases of a bucket whose second word is the next token's, or the one after an intensifier.
    const candidates = (bucket: PhraseBucket | undefined, i: number): Phrase[] => {
      if (!bucket) return [];
      const found = [...bucket.stemmed];
      const next = [...(forms[i + 1] ?? []), ...(INTENSIFIERS.has(tokens[i + 1] ?? '') ? (forms[i + 2] ?? []) : [])];
      for (const form of new Set(next)) found.push(...(bucket.bySecond.get(form) ?? []));
      return found;
    };
    tokens.forEach((token, i) => {
      for (const concept of wordConcepts(token)) hits.push({ concept, start: i, end: i });
      tryPhrases(candidates(phrasesByWord.get(token), i), i);
      // A phrase can start with a spoken form too ("hangin out", "patitas traseras").
      for (const form of forms[i] ?? []) if (form !== token) tryPhrases(candidates(phrasesByWord.get(form), i), i);
      for (const node of stemsOf(stems, token)) if (node.phrases.length > 0) tryPhrases(node.phrases, i);
    });
    // Words inside an OTHER_SENSE phrase name nothing by themselves, nor does a shorter phrase within it ("got
    // hit" in "dog got hit"); phrases as long as it ("coming out", HANGING_OUT) or reaching past it still count.
    const otherSense = hits.filter((h) => h.concept === OTHER_SENSE);
    if (otherSense.length === 0) return hits;
    return hits.filter(
      (h) =>
        h.concept === OTHER_SENSE ||
        !otherSense.some(
          (o) => o.start <= h.start && h.end <= o.end && (h.start === h.end || h.end - h.start < o.end - o.start),
        ),
    );
  }

  return { find };
}
