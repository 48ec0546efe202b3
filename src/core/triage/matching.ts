// Matching a red flag's alternatives (RedFlag.when) against the concepts of one analysed sentence, and the flags a
// text raises, is about (topic) or rules out.
import type { Occurrence } from './negation.ts';
import { SPAN_CONCEPTS, WEATHER } from './roles.ts';
import type { RedFlag, TriageData } from './types.ts';

export const present = (index: Map<string, Occurrence[]>, concept: string) =>
  index.get(concept)?.some((o) => !o.denied) ?? false;

/**
 * Words an alternative's concepts may be apart in a sentence. Not for where the cat is (`withVet`, `treating`): "we're
 * in the ER waiting room with the cat that fell … they're seeing him now" says it however long the sentence.
 */
const WINDOW = 18;

interface ParsedTerm {
  concept: string;
  mode: 'present' | 'denied' | 'either' | 'absent';
  /** A word in the sentence, so it counts for the window (a time span or count doesn't). */
  placed: boolean;
}

const parsedAlternatives = new WeakMap<readonly string[], ParsedTerm[]>();

function parse(terms: readonly string[]): ParsedTerm[] {
  let parsed = parsedAlternatives.get(terms);
  if (!parsed) {
    parsed = terms.map((t) => {
      const mode = t.startsWith('!')
        ? 'denied'
        : t.startsWith('~')
          ? 'either'
          : t.startsWith('-')
            ? 'absent'
            : 'present';
      const concept = mode === 'present' ? t : t.slice(1);
      // The weather holds in the whole message (it is carried to every sentence), so in its own sentence too.
      return { concept, mode, placed: !SPAN_CONCEPTS.has(concept) && !WEATHER.includes(concept) };
    });
    parsedAlternatives.set(terms, parsed);
  }
  return parsed;
}

const holds = (term: ParsedTerm, o: Occurrence) =>
  term.mode === 'either' || (term.mode === 'denied' ? o.denied : !o.denied);

/** A sentence's concept occurrences by concept. */
export type SentenceIndex = ReadonlyMap<string, readonly Occurrence[]>;

/** Some occurrence holds for the term (a loop, not `some`: the rule matcher asks this for every rule). */
function anyHolds(term: ParsedTerm, all: readonly Occurrence[] | undefined): boolean {
  if (all === undefined) return false;
  for (const o of all) if (holds(term, o)) return true;
  return false;
}

export function alternativeMatches(terms: readonly string[], index: SentenceIndex, window = WINDOW): boolean {
  const parsed = parse(terms);
  // Most alternatives lack a concept: that is found before any list is built.
  for (const term of parsed) {
    const all = index.get(term.concept);
    if (term.mode === 'absent' ? all !== undefined : !anyHolds(term, all)) return false;
  }
  const required: { term: ParsedTerm; found: Occurrence[] }[] = [];
  for (const term of parsed) {
    const all = index.get(term.concept);
    if (term.mode === 'absent') {
      if (all) return false;
      continue;
    }
    const found = all?.filter((o) => holds(term, o)) ?? [];
    if (found.length === 0) return false;
    required.push({ term, found });
  }
  const placed = required.filter((r) => r.term.placed);
  if (placed.length < 2) return true;
  // Some window of WINDOW words holds every placed term.
  // A fact carried from another sentence is in the window wherever it was said.
  return placed.some(({ found }) =>
    found.some(
      (anchor) =>
        !anchor.carried &&
        placed.every((r) =>
          r.found.some((o) => o.carried || (o.start >= anchor.start && o.start <= anchor.start + window)),
        ),
    ),
  );
}

export interface Analysed {
  index: Map<string, Occurrence[]>;
  /** Some concept in the sentence is denied. */
  denies: boolean;
  /** The tokens of the denied concepts and of the negators that deny them. */
  deniedWords: string[];
  /** A general question or a "what if". */
  general: boolean;
  /**
   * Tells of an exposure to something named only by a word that points back ("chewed on one", "se lo comió"),
   * not asked about ("how do I keep him from licking that?").
   */
  exposedToEarlier: boolean;
  /** Tells of a blow or a bite that hit another creature or a person ("a car hit a man", "mordió al repartidor"). */
  toAnother: boolean;
  /** Told (not asked), with a word like "it" that no body part named before it in the sentence can stand for. */
  refersBack: boolean;
  /** Long past ("last year", "hace meses") and not going on now ("still"): no event flag is raised. */
  past: boolean;
  /**
   * Long past and over now ("la semana pasada … ya está normal", "last month … fine now"), or long past and
   * someone else's cat ("my cousin's cat got blocked last year"): no flag is raised.
   */
  resolved: boolean;
}

/** The red flags of a text; a general question or "what if" raises none. */
export function redFlags(sentences: readonly Analysed[], rules: readonly RedFlag[]): RedFlag[] {
  const { byConcept, always } = flagIndexOf(rules);
  const found: RedFlag[] = [];
  for (const { index, general, past, resolved } of sentences) {
    if (general || resolved) continue;
    // Only a flag with an alternative whose first concept the sentence has can match.
    const candidates = new Set(always);
    for (const concept of index.keys()) for (const flag of byConcept.get(concept) ?? []) candidates.add(flag);
    for (const flag of rules) {
      if (!candidates.has(flag) || found.includes(flag) || (past && flag.event)) continue;
      if (flag.when.some((alt) => alternativeMatches(alt, index))) found.push(flag);
    }
  }
  return found;
}

interface FlagIndex {
  /** The flags with an alternative whose first required concept (present, denied or either) is the key. */
  byConcept: ReadonlyMap<string, readonly RedFlag[]>;
  /** The flags with an alternative that requires no concept (only absences): tried in every sentence. */
  always: readonly RedFlag[];
}

const flagIndexes = new WeakMap<readonly RedFlag[], FlagIndex>();

function flagIndexOf(rules: readonly RedFlag[]): FlagIndex {
  let made = flagIndexes.get(rules);
  if (!made) {
    const byConcept = new Map<string, RedFlag[]>();
    const always: RedFlag[] = [];
    for (const flag of rules) {
      for (const alt of flag.when) {
        const first = parse(alt).find((term) => term.mode !== 'absent');
        const list = first ? (byConcept.get(first.concept) ?? []) : always;
        if (!list.includes(flag)) list.push(flag);
        if (first) byConcept.set(first.concept, list);
      }
    }
    made = { byConcept, always };
    flagIndexes.set(rules, made);
  }
  return made;
}

/** The red flags of an earlier message, read once per call: the rules and the second reader both ask. */
const earlierFlags = new WeakMap<readonly Analysed[], RedFlag[]>();

export function flagsOfEarlier(sentences: readonly Analysed[], rules: readonly RedFlag[]): RedFlag[] {
  let flags = earlierFlags.get(sentences);
  if (!flags) {
    flags = redFlags(sentences, rules);
    earlierFlags.set(sentences, flags);
  }
  return flags;
}

/** The red flags whose `topic` some sentence matches, asked in general or not. */
export function topicsOf(sentences: readonly Analysed[], rules: readonly RedFlag[]): RedFlag[] {
  return rules.filter((flag) =>
    sentences.some(({ index }) => flag.topic?.some((alt) => alternativeMatches(alt, index)) ?? false),
  );
}

/** The message answers what made the earlier message an emergency ("female, she's peeing"): see `RedFlag.ruledOutBy`. */
export function ruledOut(flag: RedFlag, sentences: readonly Analysed[]): boolean {
  return sentences.some(({ index }) => flag.ruledOutBy?.some((alt) => alternativeMatches(alt, index)) ?? false);
}

/** Where the cat is holds for the whole sentence, however long (no window). */
export const saysAnywhere = (alternatives: readonly (readonly string[])[], sentences: readonly Analysed[]) =>
  sentences.some(({ index }) => alternatives.some((alt) => alternativeMatches(alt, index, Infinity)));

export function withVet(sentences: readonly Analysed[], data: TriageData): boolean {
  return saysAnywhere(data.withVet, sentences);
}
