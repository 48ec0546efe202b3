// Which concept hits are denied ("not bleeding", "no está vomitando", "hasn't eaten"), and which sentences only
// ask in general ("what plants are toxic to cats?", "are lilies poisonous") rather than tell about this cat.
import type { ConceptHit } from './lexicon.ts';
import type { Sentence } from './normalise.ts';

/** Concepts the engine itself reads from the lexicon. */
export const NEGATION = 'NEG';
export const QUESTION = 'QUESTION';
export const HYPOTHETICAL = 'IF';
export const PERSONAL = 'PERSONAL';
export const EXPOSURE = 'EXPOSED';
/** "last year", "hace meses": a sentence about the past raises no flag, unless the trouble goes on ("still"). */
export const PAST = 'PAST_LONG';
export const STILL = 'STILL';
/** "I read that…", "saw a video…": about some cat, so asked in general. */
export const HEARSAY = 'HEARSAY';
/** "Just want to be ready", "if he ever": preparing, so even an exposure is asked about, not told. */
export const READY = 'READY';
/** "won't stop", "no para de": a negator that says something goes on, so it denies nothing. */
export const KEEPS_ON = 'KEEPS_ON';

/** More tokens than a sentence of the longest message can have: a hit's first and last token as one number. */
const MAX_TOKENS = 100_000;

/** A negator reaches this many words ahead, and never past the end of a clause. */
const NEGATION_REACH = 4;

export interface Occurrence extends ConceptHit {
  denied: boolean;
  /**
   * Said in another sentence of the message (a fact about the cat), so it has no place in this one. Always set,
   * so every occurrence has the same shape (the rule matcher's hot loop stays fast).
   */
  carried: boolean;
  /**
   * Denied only by an inability ("can't pee"): the cat can't do it, which is what the message is about, not a
   * symptom it rules out. Always set, like `carried`.
   */
  unable: boolean;
}

/** Words that join a second denied thing to the first ("not straining or crying"). */
const OR_WORDS = new Set(['or', 'nor', 'o']);

/** "Can't", "no puede": the cat cannot do the action that follows, so that action is not happening. */
export const INABILITY = 'INABLE';

/**
 * What an inability denies: actions only. "Can't eat" is not eating and "no puede orinar" not peeing, but in "no
 * puede usar las patas de atrás" the legs are there; only their use is not.
 */
const ACTIONS = new Set(['EAT', 'URINATE', 'BREATH', 'WALK', 'STAND', 'MOVE', 'STOOL', 'DRINK', 'NURSE', 'SUCKLE']);

/** Facts about the cat ("male", "gordo"): said on the way to a denied action, not denied themselves. */
const CAT_FACTS = new Set(['MALE', 'FEMALE', 'HEAVY']);

/** Concepts denied together with the action right before them ("not vomiting blood", "no sangra mucho"). */
const DENIED_WITH_ACTION = new Set(['BLOOD', 'A_LOT']);

/** Concepts that say how something is asked, never what is denied. */
const FRAME = new Set([NEGATION, QUESTION, HYPOTHETICAL, PERSONAL, KEEPS_ON]);

/**
 * A negator denies the first concept after it ("not bleeding", "no ha comido", "hasn't peed"), within a few
 * words and the same clause, so "no puede mover las patas" denies the moving, not the legs. A negator inside
 * a "keeps on" phrase ("won't stop vomiting", "no para de sangrar") denies nothing.
 */
export function markDenied(hits: readonly ConceptHit[], sentence: Sentence): Occurrence[] {
  // Built field by field, not spread: every occurrence has one shape, and this runs for every hit of a message.
  const occurrence = (hit: ConceptHit, isDenied: boolean, unable: boolean): Occurrence => ({
    concept: hit.concept,
    start: hit.start,
    end: hit.end,
    denied: isDenied,
    carried: false,
    unable,
  });
  if (!hits.some((h) => h.concept === NEGATION || h.concept === INABILITY))
    return hits.map((h) => occurrence(h, false, false));
  const denied = new Set<ConceptHit>();
  // Denied by a negator ("not", "no"), not only by an inability.
  const negated = new Set<ConceptHit>();
  const keepsOn = hits.filter((h) => h.concept === KEEPS_ON);
  // A word that frames the sentence ("him" is PERSONAL as well as MALE) is never what is denied: in "haven't
  // seen him pee" the pee is.
  const span = (h: ConceptHit) => h.start * MAX_TOKENS + h.end;
  const framing = new Set(hits.filter((h) => FRAME.has(h.concept)).map(span));
  const inabilities = hits.filter((h) => h.concept === INABILITY);
  const catWords = new Set(
    hits
      .filter((h) => CAT_FACTS.has(h.concept) || h.concept === PERSONAL)
      .flatMap((h) => Array.from({ length: h.end - h.start + 1 }, (_, k) => h.start + k)),
  );
  const inside = (outer: readonly ConceptHit[], h: ConceptHit) =>
    outer.some((k) => k.start <= h.start && h.end <= k.end);
  for (const neg of hits) {
    // The "no" of "no puede" is the inability's: it denies only the action that follows (ACTIONS).
    const onlyActions = neg.concept === INABILITY;
    if (!onlyActions && (neg.concept !== NEGATION || inside(keepsOn, neg) || inside(inabilities, neg))) continue;
    // The reach counts words that say what happens: the cat named on the way ("haven't seen my male cat pee")
    // doesn't use it up.
    let last = neg.end;
    let reach = NEGATION_REACH;
    while (last < neg.end + reach && last < sentence.tokens.length - 1 && !sentence.clauseEnds.has(last)) {
      last += 1;
      if (catWords.has(last)) reach += 1;
    }
    const candidates = hits.filter(
      (h) =>
        !FRAME.has(h.concept) &&
        !framing.has(span(h)) &&
        h.start > neg.end &&
        h.start <= last &&
        (!onlyActions || ACTIONS.has(h.concept)),
    );
    // A fact about the cat on the way is not what is denied when something follows it.
    const inScope = candidates.some((h) => !CAT_FACTS.has(h.concept))
      ? candidates.filter((h) => !CAT_FACTS.has(h.concept))
      : candidates;
    const first = Math.min(...inScope.map((h) => h.start));
    let firstEnd = Math.max(...inScope.filter((h) => h.start === first).map((h) => h.end));
    const deny = (h: ConceptHit) => {
      denied.add(h);
      if (!onlyActions) negated.add(h);
    };
    for (const h of inScope) {
      // The object right after a denied action is denied with it: "not vomiting blood", "no hace sangre".
      if (h.start <= firstEnd || (h.start === firstEnd + 1 && DENIED_WITH_ACTION.has(h.concept))) deny(h);
    }
    // "Not straining or crying", "no vomita o llora": what "or" joins to the denied word is denied too.
    while (OR_WORDS.has(sentence.tokens[firstEnd + 1] ?? '') && !sentence.clauseEnds.has(firstEnd)) {
      const next = hits.filter((h) => h.start === firstEnd + 2 && !FRAME.has(h.concept));
      if (next.length === 0) break;
      for (const h of next) deny(h);
      firstEnd = Math.max(...next.map((h) => h.end));
    }
  }
  // A denied phrase denies the words of its own concept inside it: in "no sale como siempre" the "siempre" is as
  // denied as "como siempre".
  for (const d of [...denied]) {
    for (const h of hits) {
      if (h.concept !== d.concept || d.start > h.start || h.end > d.end) continue;
      denied.add(h);
      if (negated.has(d)) negated.add(h);
    }
  }
  return hits.map((hit) => {
    const isDenied = denied.has(hit);
    return occurrence(hit, isDenied, isDenied && !negated.has(hit));
  });
}

/** Token `i` starts a clause of the sentence. */
const opensClause = (sentence: Sentence, i: number) => i === 0 || sentence.clauseEnds.has(i - 1);

/** The sentence tells: it is not asked (a "?", or a question word opening a clause), nor a "what if". */
export function told(occurrences: readonly Occurrence[], sentence: Sentence): boolean {
  return !(
    sentence.asked ||
    occurrences.some((o) => (o.concept === QUESTION && opensClause(sentence, o.start)) || o.concept === HYPOTHETICAL)
  );
}

/**
 * A general question or a "what if": asked (a question word first, or a "?" and a question word second; a "?"
 * alone is not enough: "vomit looks like coffee grounds??" reports), or with an "if", with no exposure stated as fact and, unless it
 * is a "what if", nothing about this cat ("my cat", "he", "mi gato"). Spanish "si" is also "yes" ("pero sí le
 * sale"), so it is an "if" only where a clause starts. In a message that says it is preparing (`preparing`: "just
 * in case", "planning ahead", in any of its sentences), every question is asked in general.
 */
export function isGeneral(occurrences: readonly Occurrence[], sentence: Sentence, preparing = false): boolean {
  const has = (concept: string) => occurrences.some((o) => o.concept === concept && !o.denied);
  const hypothetical = occurrences.some(
    (o) =>
      o.concept === HYPOTHETICAL && !o.denied && (sentence.tokens[o.start] !== 'si' || opensClause(sentence, o.start)),
  );
  if (has(HEARSAY) && !has(EXPOSURE)) return true;
  const questionAt = (max: number) => occurrences.some((o) => o.concept === QUESTION && o.start <= max);
  const asked = questionAt(0) || (sentence.asked && questionAt(1));
  // In a message that prepares ("quiero estar preparado"), a sentence with a "?" asks, wherever its question word is.
  if ((preparing || has(READY)) && sentence.asked) return true;
  if (!asked && !hypothetical) return false;
  if (preparing || has(READY)) return true;
  if (has(EXPOSURE)) return false;
  return hypothetical || !has(PERSONAL);
}
