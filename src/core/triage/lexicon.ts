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
/** What the lexicon knows of one word of a message. */
interface Word {
  /** The concepts the word names by itself. */
  concepts: readonly string[];
  /** The plain words it may stand for ("patitas" → "patas", "sleepin" → "sleeping"), if any. */
  alternates: readonly string[];
  /** The phrases that start with one of its forms, by their second word. */
  buckets: readonly PhraseBucket[];
  /** The phrases whose first term is a stem the word starts with. */
  stemPhrases: readonly Phrase[];
}

/** Words remembered between messages, in each of two generations, so an endless stream of new words can't grow it. */
const CACHE_LIMIT = 4_000;

function parseTerm(raw: string): Term {
  const prefix = raw.endsWith('*');
  return { text: prefix ? raw.slice(0, -1) : raw, prefix };
}

/** "sleepin", "hangin": an -ing form written without its g (the word plus "g" is the form it stands for). */
const hasG = (word: string): boolean => word.length > 4 && word.endsWith('in');

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
function stemPath(root: StemNode, word: string): StemNode[] {
  const path: StemNode[] = [];
  let node: StemNode | undefined = root;
  for (let i = 0; i < word.length; i += 1) {
    node = node.next.get(word[i] ?? '');
    if (!node) break;
    path.push(node);
  }
  return path;
}

const NONE: readonly never[] = [];
/** What the lexicon knows of most words of a message: nothing. */
const PLAIN: Word = { concepts: NONE, alternates: NONE, buckets: NONE, stemPhrases: NONE };

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
  // Two generations: when the newer fills, it becomes the older and the older is dropped; a word found in the
  // older moves to the newer. Words in use stay, and memory stays bounded (`CACHE_LIMIT` each).
  let cache = new Map<string, Word>();
  let older = new Map<string, Word>();
  const remember = (raw: string, known: Word) => {
    if (cache.size >= CACHE_LIMIT) [older, cache] = [cache, new Map()];
    cache.set(raw, known);
  };

  /** Adds what `word` names to `found`: the concepts of the word itself and of every stem it starts with. */
  function lookUp(word: string, found: string[]): void {
    const listed = exact.get(word);
    if (listed) for (const c of listed) if (!found.includes(c)) found.push(c);
    for (const node of stemPath(stems, word)) for (const c of node.concepts) if (!found.includes(c)) found.push(c);
  }

  /** Adds the concepts of a typo of a lexicon word to `found`, from the fuzzy bucket of its first two letters. */
  function lookUpTypo(token: string, key: string, found: string[]): void {
    for (const { term, concept } of fuzzy.get(key) ?? NONE) {
      if (!found.includes(concept) && fuzzyMatches(term, token)) found.push(concept);
    }
  }

  function wordConcepts(raw: string, bases: readonly string[]): string[] {
    const fixed = fixes.get(raw);
    const token = fixed ?? raw;
    const found: string[] = [];
    lookUp(token, found);
    if (found.length === 0 && hasG(token)) lookUp(`${token}g`, found);
    // "patitas", "cerrao": the plain word behind a spoken Spanish form; then a Spanish singular ("duras" →
    // "dura"). English plurals the lexicon means are in it already ("cuts", "rats" are left alone).
    const spanish = fixed === undefined ? bases : spanishBases(token);
    if (found.length === 0) for (const base of spanish) lookUp(base, found);
    if (found.length === 0 && token.length > 3 && /[aeo]s$/.test(token)) {
      lookUp(token.slice(0, -1), found);
      for (const base of spanish) lookUp(base.slice(0, -1), found);
    }
    // A word in the misspelling table is never read as a typo of another, even one mapped to itself: that is
    // how the table says "stuff" is a real word, not "stiff" misspelt.
    if (found.length === 0 && fixed === undefined && token.length >= MIN_FUZZY - 1 && !/\d/.test(token)) {
      // Typos keep the first two letters, or swap them: the buckets a word's fuzzy candidates come from.
      const first = token.slice(0, 2);
      const swapped = `${token[1] ?? ''}${token[0] ?? ''}`;
      lookUpTypo(token, first, found);
      if (swapped !== first) lookUpTypo(token, swapped, found);
    }
    return found;
  }

  /** Everything the lexicon knows of a word, worked out once and remembered (`CACHE_LIMIT`). */
  function word(raw: string): Word {
    const cached = cache.get(raw);
    if (cached) return cached;
    const earlier = older.get(raw);
    if (earlier) {
      remember(raw, earlier);
      return earlier;
    }
    // A phrase's words match as written or through their plain Spanish word ("cuello estirao").
    const bases = spanishBases(raw);
    const alternates = hasG(raw) ? [...bases, `${raw}g`] : bases;
    // A phrase can start with a spoken form too ("hangin out", "patitas traseras").
    const buckets: PhraseBucket[] = [];
    for (const form of [raw, ...alternates]) {
      const bucket = phrasesByWord.get(form);
      if (bucket) buckets.push(bucket);
    }
    const stemPhrases: Phrase[] = [];
    for (const node of stemPath(stems, raw)) for (const phrase of node.phrases) stemPhrases.push(phrase);
    const concepts = wordConcepts(raw, bases);
    // Most words of a message are none of the lexicon's: they share one record, so remembering them costs a key.
    const known: Word =
      concepts.length + alternates.length + buckets.length + stemPhrases.length === 0
        ? PLAIN
        : { concepts, alternates, buckets, stemPhrases };
    remember(raw, known);
    return known;
  }

  function find(tokens: readonly string[]): ConceptHit[] {
    const hits: ConceptHit[] = [];
    const words = tokens.map(word);
    /** Token j, as written or as one of its alternates, matches the term. */
    const at = (t: Term, j: number): boolean => {
      const token = tokens[j];
      if (token === undefined) return false;
      if (termMatches(t, token)) return true;
      for (const form of (words[j] as Word).alternates) if (termMatches(t, form)) return true;
      return false;
    };
    const formsAt = (j: number): readonly string[] => {
      const token = tokens[j];
      return token === undefined ? NONE : [token, ...(words[j] as Word).alternates];
    };
    // The phrase's terms in a row from token i; one intensifier may stand between two of them ("comió bien
    // poquito" is "comió poquito", "not really bleeding" is "not bleeding"). The index of its last token, or -1.
    // The first term already matched token i: phrases are looked up by it.
    const phraseEnd = (terms: readonly Term[], i: number): number => {
      let j = i + 1;
      for (let k = 1; k < terms.length; k += 1) {
        const term = terms[k] as Term;
        if (!at(term, j) && INTENSIFIERS.has(tokens[j] ?? '')) j += 1;
        if (!at(term, j)) return -1;
        j += 1;
      }
      return j - 1;
    };
    const tryPhrases = (phrases: readonly Phrase[], i: number) => {
      for (const phrase of phrases) {
        const end = phraseEnd(phrase.terms, i);
        if (end >= 0) hits.push({ concept: phrase.concept, start: i, end });
      }
    };
    words.forEach(({ concepts, buckets, stemPhrases }, i) => {
      for (const concept of concepts) hits.push({ concept, start: i, end: i });
      if (buckets.length > 0) {
        // The phrases whose second word is the next token's, or the one's after an intensifier, each tried once.
        const next = INTENSIFIERS.has(tokens[i + 1] ?? '') ? [...formsAt(i + 1), ...formsAt(i + 2)] : formsAt(i + 1);
        for (const bucket of buckets) {
          tryPhrases(bucket.stemmed, i);
          next.forEach((form, k) => {
            const phrases = bucket.bySecond.get(form);
            if (phrases && next.indexOf(form) === k) tryPhrases(phrases, i);
          });
        }
      }
      if (stemPhrases.length > 0) tryPhrases(stemPhrases, i);
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
