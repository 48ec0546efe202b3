// Reading a message: its sentences and clauses, each as the concepts it names (denied or not, the cat's or not), with
// what holds across sentences (facts about the cat, the weather, what "it" stands for) and across the chat.
import { words } from './lexicon/word-lists.ts';
import { compileLexicon, type CompiledLexicon, type ConceptLexicon } from './lexicon.ts';
import { type Analysed, present, type SentenceIndex } from './matching.ts';
import { EXPOSURE, isGeneral, markDenied, NEGATION, PAST, READY, STILL, told, type Occurrence } from './negation.ts';
import { splitSentences, type Sentence } from './normalise.ts';
import { splitAtCondition } from './clauses.ts';
import { ABOUT_THE_CAT, FINE, REPEATED, RESOLVED, symptomConcepts, VET_PLACE, WEATHER } from './roles.ts';
import { spanConcepts } from './timespan.ts';
import type { HistoryTurn, TriageData, TriageOptions } from './types.ts';
import { theCatsOwn } from './whose-body.ts';

/** How many of the person's earlier messages are read for an emergency still in progress. */
const HISTORY_TURNS = 10;

/**
 * "My cousin's cat", "el gato de mi vecino": someone else's cat, long ago or before today ("the cat from the
 * laundromat got hit yesterday"), raises no flag.
 */
const OTHER_OWNER = 'OTHER_OWNER';

const BEFORE_TODAY = 'BEFORE_TODAY';

/** "El mío", "mine": the person's own cat, set against the other cat the message told of. */
const MINE = 'MINE';

/** "Se murió", "died": what happened to someone else's animal is over ("el perro del vecino murió envenenado"). */
const DIED = 'DIED';

/** Facts that hold in every sentence of the message that says them, but not in later messages. */
const IN_THIS_MESSAGE = ['NO_CONTACT', 'EATS_OK', 'ACTING_NORMAL'];

/**
 * What a cat can be exposed to. Named in the person's previous message ("are lilies bad for cats?"), it is what
 * an exposure with no object of its own is about ("mine chewed on one this morning").
 */
const SUBJECTS = ['TOXIN', 'HUMAN_MED', 'PLANT', 'DOG_PRODUCT', 'STRING', 'CORD'];

/** What a cat swallows or chews by mistake: "it" in a later sentence of the message may stand for it. */
const SWALLOWED = ['TOXIN', 'PLANT', 'STRING', 'CORD'];

/** Someone means to put something out or on the cat, not done yet (lexicon/frame). */
const INTENT = 'INTENT';

/**
 * What "it" can stand for: a body part or what the cat passed, named in the person's previous message ("my
 * cat's stomach looks big" → "it feels hard like a ball"; "she keeps peeing outside the box" → "a little pink in
 * it").
 */
const REFERENTS = ['BELLY', 'EYE', 'EAR', 'FACE', 'GUMS', 'BACK_LEGS', 'URINATE', 'STOOL', 'VOMIT'];

/**
 * The trouble goes on ("still", "todavía", "ever since"), as the sentence says it: not a "still" inside or right
 * after what says it is over or well ("fine ever since", "normal ever since"), nor one that asks if something can
 * still be done ("can he still get neutered").
 */
function goesOn(index: SentenceIndex, sentence: Sentence): boolean {
  const over = index.get(RESOLVED) ?? [];
  const normal = (index.get(FINE) ?? []).filter((n) => !n.denied);
  return (index.get(STILL) ?? []).some(
    (o) =>
      !over.some((r) => r.start <= o.start && o.end <= r.end) &&
      // "Normal ever since": it is the cat's being well that goes on.
      !normal.some((n) => n.end < o.start && o.start - n.end <= 2) &&
      !words('MODALS').has(sentence.tokens[o.start - 1] ?? '') &&
      !words('MODALS').has(sentence.tokens[o.start - 2] ?? '') &&
      // "We still miss him": what goes on is the person's feeling.
      !sentence.tokens.slice(o.end + 1, o.end + 3).some((t) => words('FEELINGS').has(t)),
  );
}

/**
 * Someone else's cat is named, and not as the shop's cat: "el gato de la bodega" is the cat the site is about, even
 * when the person writing doesn't own it.
 */
function otherOwner(index: SentenceIndex): boolean {
  const shop = index.get('SHOP_CAT') ?? [];
  return (index.get(OTHER_OWNER) ?? []).some(
    (o) => !o.denied && !shop.some((c) => c.start <= o.end && o.start <= c.end),
  );
}

/** Every attack or bite the sentence tells of is on someone else's cat: it is named right after the verb. */
function attacksOnOthers(index: SentenceIndex): boolean {
  const others = index.get(OTHER_OWNER) ?? [];
  return ['ATTACKED', 'BITTEN'].every((concept) =>
    (index.get(concept) ?? []).every((a) => others.some((o) => o.start > a.end && o.start <= a.end + 2)),
  );
}

/** "We here now", "ya llegamos": arrived where the chat said they were going, so a place named before is where. */
const HERE = 'HERE';

const compiled = new WeakMap<ConceptLexicon, CompiledLexicon>();

function lexiconOf(data: TriageData): CompiledLexicon {
  let lexicon = compiled.get(data.lexicon);
  if (!lexicon) {
    lexicon = compileLexicon(data.lexicon, data.misspellings);
    compiled.set(data.lexicon, lexicon);
  }
  return lexicon;
}

/**
 * An "it" with nothing before it in the sentence to stand for: no body part or what the cat passed is named ahead
 * of it ("now it stinks … and he tilts his head": the "it" is the ear of the message before).
 */
function itBeforeReferent(sentence: Sentence, occurrences: readonly Occurrence[]): boolean {
  const it = sentence.tokens.findIndex((t) => words('IT_WORDS').has(t));
  return it >= 0 && !occurrences.some((o) => REFERENTS.includes(o.concept) && o.start < it);
}

/**
 * The sentence tells (it is not asked, nor a "what if") of an exposure to something a word near the verb points
 * back to: "mine chewed on one this morning", "se lo comió".
 */
function exposedToEarlier(occurrences: readonly Occurrence[], sentence: Sentence): boolean {
  if (!told(occurrences, sentence)) return false;
  return occurrences.some(
    (o) =>
      o.concept === EXPOSURE &&
      !o.denied &&
      sentence.tokens.slice(Math.max(0, o.start - 3), o.end + 7).some((t) => words('POINTS_BACK').has(t)),
  );
}

/** How many words from a "hace …" its "tener" may be ("lo tenemos hace un año", "hace 2 meses que tiene diarrea"). */
const HAVING_REACH = 4;

/**
 * "Lo tenemos hace un año" is how long they have had the cat, "hace 2 meses que tiene diarrea" a trouble that goes
 * on: neither is a time long past.
 */
function howLongSo(o: Occurrence, tokens: readonly string[]): boolean {
  const near = tokens.slice(Math.max(0, o.start - HAVING_REACH), o.end + 1 + HAVING_REACH);
  // The number may stand apart from its "hace" ("hace como 3 meses").
  const said = tokens.slice(Math.max(0, o.start - 3), o.end + 1);
  return said.some((t) => words('HACE').has(t)) && near.some((t) => words('HAVING').has(t));
}

/** "He doesn't come greet customers", "won't come out": the English verb, not the Spanish "eats". */
function englishCome(o: Occurrence, tokens: readonly string[]): boolean {
  return (
    o.concept === 'EAT' &&
    o.start === o.end &&
    tokens[o.start] === 'come' &&
    (words('ENGLISH_BEFORE_COME').has(tokens[o.start - 1] ?? '') ||
      words('ENGLISH_AFTER_COME').has(tokens[o.start + 1] ?? ''))
  );
}

/**
 * "No vomiting, no blood, nothing": a "nothing" right after a denied symptom closes the list of what is not
 * happening; it is not the "nothing comes out" of a blocked cat.
 */
function closingDenials(occurrences: readonly Occurrence[], sentence: Sentence): Occurrence[] {
  return occurrences.filter(
    (o) =>
      o.concept !== 'NOTHING' ||
      !words('NOTHING').has(sentence.tokens[o.start] ?? '') ||
      !occurrences.some((d) => d.denied && !d.unable && d.concept !== NEGATION && d.end === o.start - 1),
  );
}

export function analyse(
  text: string,
  data: TriageData,
  known: readonly Occurrence[] = [],
  subjects: readonly Occurrence[] = [],
): Analysed[] {
  const lexicon = lexiconOf(data);
  const symptoms = symptomConcepts(data.rules);
  const parts = splitSentences(text).flatMap((sentence) => splitAtCondition(sentence, lexicon));
  // "Shes fine now, just planning ahead": a message that says it is preparing asks every question of it in general.
  const preparing = parts.some(({ hits }) => hits.some((h) => h.concept === READY));
  const weather: Occurrence[] = [];
  const analysed = parts.map(({ sentence, hits }) => {
    const spans: Occurrence[] = spanConcepts(sentence.tokens).map((hit) => ({
      ...hit,
      denied: false,
      carried: false,
      unable: false,
    }));
    weather.push(...spans.filter((o) => WEATHER.includes(o.concept)));
    // "Since last night", "desde ayer": from then until now, so not over ("my uncle's cat hasn't peed since last night").
    const ongoing = sentence.tokens.some((t) => words('SINCE').has(t));
    const read = closingDenials(markDenied(hits, sentence), sentence);
    const catsOwn = theCatsOwn(read, sentence, symptoms);
    const occurrences = [...catsOwn.own, ...spans].filter(
      (o) => (o.concept !== PAST || !howLongSo(o, sentence.tokens)) && !englishCome(o, sentence.tokens),
    );
    const index = new Map<string, Occurrence[]>();
    for (const o of occurrences) {
      const list = index.get(o.concept);
      if (list) list.push(o);
      else index.set(o.concept, [o]);
    }
    return {
      index,
      // What the message rules out ("he's not bleeding"); an inability ("can't pee") is what it is about.
      denies: occurrences.some((o) => o.denied && !o.unable),
      deniedWords: occurrences
        .filter(
          (o) => (o.denied && !o.unable) || (o.concept === NEGATION && occurrences.some((d) => d.denied && !d.unable)),
        )
        .flatMap((o) => sentence.tokens.slice(o.start, o.end + 1)),
      general: isGeneral(occurrences, sentence, preparing),
      exposedToEarlier: exposedToEarlier(occurrences, sentence),
      toAnother: catsOwn.doneToAnother,
      refersBack: told(occurrences, sentence) && itBeforeReferent(sentence, occurrences),
      past: index.has(PAST) && !goesOn(index, sentence),
      resolved:
        // Over: long ago, or treated by a vet ("estuvo 3 días en el hospital y ya está bien"), and fine now.
        ((present(index, RESOLVED) &&
          (index.has(PAST) || present(index, VET_PLACE) || present(index, 'VET_HAS_CAT'))) ||
          // ("Bitten by the neighbor's cat yesterday": that cat did it, this one is the patient.)
          (otherOwner(index) &&
            // Another cat that died is the one the attack was on ("un perro atacó al gato de la otra bodega y no
            // sobrevivió").
            ((present(index, DIED) && attacksOnOthers(index)) ||
              ((index.has(PAST) || (index.has(BEFORE_TODAY) && !ongoing) || index.has(MINE)) &&
                !index.has('BITTEN') &&
                !index.has('ATTACKED'))))) &&
        !goesOn(index, sentence) &&
        !index.has(REPEATED),
    };
  });
  // A fact said elsewhere holds in a sentence that doesn't say it itself.
  const carry = (index: Map<string, Occurrence[]>, said: Occurrence) => {
    if (!index.has(said.concept)) index.set(said.concept, [{ ...said, carried: true }]);
  };
  for (const concept of [...ABOUT_THE_CAT, ...IN_THIS_MESSAGE]) {
    const said =
      analysed.flatMap(({ index }) => index.get(concept) ?? []).find((o) => !o.denied) ??
      known.find((o) => o.concept === concept);
    if (said) for (const { index } of analysed) carry(index, said);
  }
  for (const said of [...weather, ...known.filter((o) => WEATHER.includes(o.concept))])
    for (const { index } of analysed) carry(index, said);
  // The place told of is hot or cold ("locked in the boiler room, it's super hot down there. she's wobbly"): that
  // holds in the message's other sentences too, as a temperature does.
  const setting = analysed.flatMap(({ index, general }) =>
    general ? [] : WEATHER.flatMap((c) => (index.get(c) ?? []).filter((o) => !o.denied && !o.carried)),
  );
  for (const said of setting) for (const { index } of analysed) carry(index, said);
  // From the previous message: the object of an exposure that names none and is not food ("mine chewed on one"),
  // what "it" is ("it feels hard like a ball"), and where "here" is ("going to the animal hospital" → "ok we
  // here now"). The object may also be named in an earlier sentence of this message ("the thread is gone. i
  // think he swallowed it").
  const namedBefore: Occurrence[] = [];
  for (const { index, exposedToEarlier, refersBack } of analysed) {
    const takes = (kinds: readonly string[], when: boolean) => when && !kinds.some((c) => index.has(c));
    const wanted = [
      ...(takes(SUBJECTS, exposedToEarlier && !index.has('FOOD')) ? SUBJECTS : []),
      ...(refersBack ? REFERENTS : []),
      ...(index.has(HERE) && !index.has(VET_PLACE) ? [VET_PLACE] : []),
    ];
    for (const said of subjects) if (wanted.includes(said.concept)) carry(index, said);
    // Not a medicine named before (it is given, not swallowed by mistake), nor what someone means to put out.
    if (exposedToEarlier && !index.has(INTENT) && !SWALLOWED.some((c) => index.has(c)))
      for (const said of namedBefore) carry(index, said);
    namedBefore.push(...SWALLOWED.flatMap((c) => (index.get(c) ?? []).filter((o) => !o.denied && !o.carried)));
  }
  return analysed;
}

/** The facts about the cat a text states (ABOUT_THE_CAT), to carry into later messages. */
const factsOf = (sentences: readonly Analysed[]): Occurrence[] =>
  sentences.flatMap(({ index, general }) =>
    [...ABOUT_THE_CAT, ...(general ? [] : WEATHER)].flatMap((concept) =>
      (index.get(concept) ?? []).filter((o) => !o.denied && !o.carried),
    ),
  );

/** The chat as triage reads it: the person's earlier messages and this one, each as analysed sentences. */
export interface ChatReading {
  earlierTurns: HistoryTurn[];
  earlierRead: Analysed[][];
  sentences: Analysed[];
}

export function readChat(message: string, options: TriageOptions): ChatReading {
  const earlierTurns = (options.history ?? []).filter((t) => t.role === 'user').slice(-HISTORY_TURNS);
  const earlierRead = earlierTurns.map((turn) => analyse(turn.content, options));
  const known = earlierRead.flatMap(factsOf);
  const previous = earlierRead[earlierRead.length - 1] ?? [];
  const subjects = previous.flatMap(({ index }) =>
    [...SUBJECTS, ...REFERENTS, VET_PLACE].flatMap((concept) =>
      (index.get(concept) ?? []).filter((o) => !o.denied && !o.carried),
    ),
  );
  return { earlierTurns, earlierRead, sentences: analyse(message, options, known, subjects) };
}
