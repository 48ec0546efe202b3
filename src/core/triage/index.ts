// Deterministic triage: how soon a cat needs a vet, decided from the words alone, before any search or model,
// so an emergency answer never depends on either. Pure: the red flags, the concept lexicon and the emergency
// contact come in as parameters (src/composition/site-assistant.ts passes the site's). How it works: docs/triage.md.
import { telHref } from '../phone.ts';
import { higherUrgency, type Urgency } from '../urgency.ts';
import { conceptFeature, emergencyProbability, learnedFeatures, likelyFlag, type LearnedModel } from './learned.ts';
import type { Alternative } from './lexicon/concept-names.ts';
import { compileLexicon, type CompiledLexicon, type ConceptHit, type ConceptLexicon } from './lexicon.ts';
import {
  EXPOSURE,
  HYPOTHETICAL,
  isGeneral,
  markDenied,
  NEGATION,
  PAST,
  READY,
  STILL,
  told,
  type Occurrence,
} from './negation.ts';
import { splitSentences, type Sentence } from './normalise.ts';
import { spanConcepts } from './timespan.ts';

export interface TriageGuide {
  title: string;
  path: string;
}

/**
 * One red flag. `when` lists alternatives; an alternative matches when all its terms hold in one sentence,
 * within `WINDOW` words of each other, in any order: "X" the concept is there and not denied, "!X" it is
 * denied ("hasn't peed"), "~X" either way, "-X" it is nowhere in the sentence.
 */
export interface RedFlag {
  id: string;
  level: Exclude<Urgency, 'routine'>;
  /**
   * Something that happens at a moment (a fall, a bite, a poison): a sentence that puts it long ago ("last
   * year he fell") doesn't raise it, unless the trouble goes on ("still"). A state (bleeding, a wound) always does.
   */
  event?: boolean;
  /** Plain-words name, shown after "EMERGENCY:" or "See a vet within 24 hours:". */
  label: string;
  when: readonly Alternative[];
  /**
   * Alternatives (as in `when`) that say a message is about this flag's subject even when it raises nothing: a
   * general question ("are lilies toxic?") is answered from the flag's guide first.
   */
  topic?: readonly Alternative[];
  /**
   * Alternatives (as in `when`) that, said in a later message, end this flag carried from an earlier one: the
   * answer to the question it raised ("is it a male, and is pee coming out?" → "female, she's peeing").
   */
  ruledOutBy?: readonly Alternative[];
  guide: TriageGuide;
  /** What to do right now, in short sentences; no medicine, no dose, no "make it vomit". */
  steps: readonly string[];
}

export interface TriageContact {
  shortName: string;
  phone: string;
  address: string | null;
}

export interface TriageData {
  rules: readonly RedFlag[];
  lexicon: ConceptLexicon;
  misspellings?: Readonly<Record<string, string>>;
  /** Alternatives (as in `RedFlag.when`) that say the cat is with a vet now: an emergency stops carrying over. */
  withVet: readonly Alternative[];
  /**
   * Alternatives that say a vet is treating the cat now ("they put in a catheter", "le están poniendo suero"):
   * the message's own red flags are in the vet's hands and raise no emergency.
   */
  treating: readonly Alternative[];
  /**
   * The second reader (learned.ts), read when the rules find no emergency; `fallback` is the flag it raises when
   * it can't tell which red flag the message describes.
   */
  learned?: { model: LearnedModel; fallback: RedFlag };
}

/** What triage reads besides the message: the data, the contact for the opening, and the chat so far. */
export interface TriageOptions extends TriageData {
  contact: TriageContact;
  /** The first words of an urgent answer ("See a vet within 24 hours:"). */
  urgentLead: string;
  history?: readonly HistoryTurn[];
}

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface TriageResult {
  urgency: Urgency;
  emergency: boolean;
  /** The red flags at the decided level, first found first. */
  matches: RedFlag[];
  /** The level comes from an earlier message in the chat, not this one. */
  carried: boolean;
  /** The second reader raised it: the rules found no emergency in the words. */
  learned: boolean;
  /** Red flags whose subject the message is about (`RedFlag.topic`), general questions included. */
  topics: RedFlag[];
  /** The message denies a symptom ("he's not bleeding", "no está vomitando"). */
  denies: boolean;
  /**
   * The words of the symptoms it denies and of the negators, folded ("not", "bleeding", "no", "vomitando"): not
   * what the message asks about.
   */
  deniedWords: string[];
  /** The fixed opening of the answer (empty when routine); see `triageOpening`. */
  opening: string;
}

/** How many of the person's earlier messages are read for an emergency still in progress. */
const HISTORY_TURNS = 10;

/**
 * Words an alternative's concepts may be apart in a sentence. Not for where the cat is (`withVet`, `treating`): "we're
 * in the ER waiting room with the cat that fell … they're seeing him now" says it however long the sentence.
 */
const WINDOW = 18;
const SPAN_CONCEPTS = new Set(['SPAN_1H', 'SPAN_12H', 'SPAN_24H', 'SPAN_WEEK', 'MANY_TIMES', 'FEW_TIMES', 'ONCE']);
/** "Again", "otra vez": a follow-up that reports the earlier message's trouble once more. */
const REPEATED = 'AGAIN';
/** "Still runny today", "sigue igual": the earlier trouble goes on. */
const GOES_ON = 'GOES_ON';
/** "Update: …": how the earlier trouble stands now. */
const UPDATE = 'UPDATE';
/** "Ya está normal", "all better": a trouble that is over. */
const RESOLVED = 'RESOLVED';
/**
 * "Like always" or "a tiny tap", and "he's fine": what the earlier message told was his habit, or a blow too
 * light to be the accident it sounded like.
 */
const DOWNPLAYED = ['HABITUAL', 'MINOR'];
const FINE = 'NORMAL';
/**
 * "My cousin's cat", "el gato de mi vecino": someone else's cat, long ago or before today ("the cat from the
 * laundromat got hit yesterday"), raises no flag.
 */
const OTHER_OWNER = 'OTHER_OWNER';
const BEFORE_TODAY = 'BEFORE_TODAY';
/** Words that say a trouble began then and goes on now ("since yesterday", "desde anoche"). */
const SINCE = new Set(['since', 'desde']);
/** "El mío", "mine": the person's own cat, set against the other cat the message told of. */
const MINE = 'MINE';
/** "Se murió", "died": what happened to someone else's animal is over ("el perro del vecino murió envenenado"). */
const DIED = 'DIED';
/** A person or a person's body ("the customer got", "my hand"): what is done to it is not done to the cat. */
const SELF = 'SELF';

const present = (index: Map<string, Occurrence[]>, concept: string) =>
  index.get(concept)?.some((o) => !o.denied) ?? false;
/**
 * Facts about the cat, not the event: said once ("he's a male", "es gordo", "found kittens", "she got spayed
 * tuesday"), they hold in every sentence, and in the person's later messages ("one of them is limp now" is a
 * kitten, "the cut look red and a lil puffy" the spay incision).
 */
const ABOUT_THE_CAT = ['MALE', 'FEMALE', 'HEAVY', 'KITTEN', 'SURGERY'];
/** Facts that hold in every sentence of the message that says them, but not in later messages. */
const IN_THIS_MESSAGE = ['NO_CONTACT', 'EATS_OK', 'ACTING_NORMAL'];
/**
 * The weather, when a temperature says it (timespan.ts: "it's 88 out", "15 degrees"): it holds in every sentence
 * of the message, so "came back and he's panting. It's 88 out" is heat.
 */
const WEATHER = ['HOT', 'COLD'];
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
/** The words that point back to such a thing. */
const IT_WORDS = new Set(['it', 'its', 'that', 'this', 'eso', 'esa', 'ese', 'esto']);

/** Words before "still" that ask whether something can still be done ("can he still get neutered"). */
const MODALS = new Set(['can', 'could', 'should', 'will', 'would', 'puede', 'podra', 'podria']);
/** A feeling after "still" ("we still miss him", "todavía lo extrañamos"): not a trouble that goes on. */
const FEELINGS = new Set('miss love think remember cry extranamos extrano extrana recordamos lloramos'.split(' '));

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
      !MODALS.has(sentence.tokens[o.start - 1] ?? '') &&
      !MODALS.has(sentence.tokens[o.start - 2] ?? '') &&
      // "We still miss him": what goes on is the person's feeling.
      !sentence.tokens.slice(o.end + 1, o.end + 3).some((t) => FEELINGS.has(t)),
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

/** "But now", "y ahora": what follows began after what came before. */
const NEW_TURN = 'NEW_TURN';
/** A vet hospital or clinic named. */
const VET_PLACE = 'VET_PLACE';
/** A vet found nothing wrong ("el vet lo chequeó, está sano"): a sign of the vet-today kind was looked at. */
const VET_CLEARED = 'VET_CLEARED';
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
type SentenceIndex = ReadonlyMap<string, readonly Occurrence[]>;

/** Some occurrence holds for the term (a loop, not `some`: the rule matcher asks this for every rule). */
function anyHolds(term: ParsedTerm, all: readonly Occurrence[] | undefined): boolean {
  if (all === undefined) return false;
  for (const o of all) if (holds(term, o)) return true;
  return false;
}

function alternativeMatches(terms: readonly string[], index: SentenceIndex, window = WINDOW): boolean {
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

interface Analysed {
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

/**
 * An "it" with nothing before it in the sentence to stand for: no body part or what the cat passed is named ahead
 * of it ("now it stinks … and he tilts his head": the "it" is the ear of the message before).
 */
function itBeforeReferent(sentence: Sentence, occurrences: readonly Occurrence[]): boolean {
  const it = sentence.tokens.findIndex((t) => IT_WORDS.has(t));
  return it >= 0 && !occurrences.some((o) => REFERENTS.includes(o.concept) && o.start < it);
}

/** Words that point back to something named before: "chewed on one", "licked some", "se lo comió". */
const POINTS_BACK = new Set([
  ...'it one some them that those these'.split(' '),
  ...'eso esa ese esos esas uno una unos unas lo la los las poquito pedazo pedacito'.split(' '),
  // A part of what was named: "she chewed the leaf".
  ...'leaf leaves petal petals stem stems hoja hojas petalo petalos tallo'.split(' '),
]);

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
      sentence.tokens.slice(Math.max(0, o.start - 3), o.end + 7).some((t) => POINTS_BACK.has(t)),
  );
}

/** The words that open a condition ("if", "si"); other "what if" markers are not clauses of their own. */
const CONDITION_WORDS = new Set(['if', 'si']);
/** "Just asking", "just curious": an aside that asks, after what was told ("walking normal now, just asking"). */
const ASIDE_WORD = 'just';
/** The words of a fear ("scared he will…", "miedo de que…"): a "what if" of its own clause only. */
const WORRY_WORDS = new Set(['afraid', 'scared', 'worried', 'worry', 'nervous', 'miedo', 'preocupa']);
/** Words that give a reason ("…because he hasn't eaten in 3 days"): what follows them is told, not feared. */
const REASON_WORDS = new Set(['because', 'cause', 'cuz', 'bc', 'since', 'porque', 'pq', 'xq']);

/** "And" words: a fear of what one is about to do goes on past them ("afraid to cut too short and make it bleed"). */
const AND_WORDS = new Set(['and', 'y', 'n']);
/** The fear is of the person's own act ("afraid to…", "me da miedo cortarle…"), not of what the cat may have. */
const fearsOwnAct = (phrase: readonly string[]) => ['to', 'de', 'miedo'].includes(phrase[phrase.length - 1] ?? '');

/**
 * A subject that starts a clause of its own in a run-on message ("scared he will die he is bleeding so much"),
 * unless a modal follows it and it is one more fear ("…he could fall").
 */
const FEAR_SUBJECTS = new Set(['he', 'she', 'hes', 'shes', 'el', 'ella']);
const FEAR_MODALS = new Set(['might', 'could', 'may', 'would', 'will', 'gonna', 'can', 'should', 'll', 'd']);
/** Spanish verbs that report after "me preocupa que" ("…que no ha orinado"), where a fear would be subjunctive. */
const REPORTING = new Set(['ha', 'lleva', 'esta', 'tiene', 'sigue', 'hace']);

/**
 * Where the fear whose words end at token `from` ends (its last token): at a clause break, a word that gives a
 * reason, or a new subject two words on; past "and" words if `overAnd`.
 */
function fearEnd(sentence: Sentence, from: number, overAnd: boolean): number {
  const { tokens } = sentence;
  for (let i = from; i < tokens.length - 1; i++) {
    const next = tokens[i + 1] ?? '';
    if (REASON_WORDS.has(next) || (sentence.clauseEnds.has(i) && !(overAnd && AND_WORDS.has(next)))) return i;
    if (i >= from + 1 && FEAR_SUBJECTS.has(next) && !FEAR_MODALS.has(tokens[i + 2] ?? '')) return i;
  }
  return tokens.length - 1;
}

/** Verbs after which "if" means "whether", reported ("wants to know if", "asked if"): not "how do I know if". */
const ASKED_IF = new Set(['ask', 'asks', 'asked', 'asking']);
const whether = (tokens: readonly string[], at: number) =>
  ASKED_IF.has(tokens[at - 1] ?? '') || (tokens[at - 1] === 'know' && tokens[at - 2] === 'to');
/** "Cómo sabría si …", "cómo saber si …": a "si" that asks how to tell, wherever it stands. */
const KNOW_IF = new Set(['saber', 'sabria', 'sabes', 'se']);

/**
 * A sentence with a later "if" (or a clause opening with "si", or an aside such as "just asking") is two: the
 * facts before the condition and the condition. "Orina poquito y muchas veces, es hembra, si le sale pipi pero
 * poquito" tells facts first; only what follows the "si" is a "what if". So does "straining and nothing comes out,
 * he cries if I touch his belly". A fear is a "what if" only up to the end of its clause: "she's having a seizure,
 * I'm scared she'll die" and "tengo miedo de que se muera porque lleva 3 días sin comer" tell the rest.
 */
function splitAtCondition(sentence: Sentence, lexicon: CompiledLexicon): { sentence: Sentence; hits: ConceptHit[] }[] {
  const hits = lexicon.find(sentence.tokens);
  const cuts = new Set<number>();
  for (const h of hits) {
    if (h.concept !== HYPOTHETICAL) continue;
    const word = sentence.tokens[h.start] ?? '';
    const phrase = sentence.tokens.slice(h.start, h.end + 1);
    if (phrase.some((t) => WORRY_WORDS.has(t))) {
      const after = sentence.tokens[h.end + 1] === 'no' ? h.end + 2 : h.end + 1;
      // "Me preocupa que no ha orinado": a worry about what is so, told.
      if (REPORTING.has(sentence.tokens[after] ?? '')) {
        cuts.add(h.end + 1);
        continue;
      }
      if (h.start > 0) cuts.add(h.start);
      const end = fearEnd(sentence, h.end, fearsOwnAct(phrase));
      if (end < sentence.tokens.length - 1) cuts.add(end + 1);
    } else if (
      // "If" opens a condition wherever it stands ("he cries if i touch his belly"); "si" only where a clause starts.
      h.start > 0 &&
      (word === ASIDE_WORD ||
        (CONDITION_WORDS.has(word) &&
          (word === 'if' ||
            sentence.clauseEnds.has(h.start - 1) ||
            (KNOW_IF.has(sentence.tokens[h.start - 1] ?? '') && sentence.tokens[h.start - 2] === 'como'))))
    ) {
      cuts.add(h.start);
      // "Wants to know if we still sell the hero bread, and the cat came back with a cut": an "if" that means
      // "whether" asks only to the end of its clause.
      if (word === 'if' && whether(sentence.tokens, h.start)) {
        const end = [...sentence.clauseEnds].filter((i) => i > h.end).sort((a, b) => a - b)[0];
        // Not when another condition follows ("…if she can eat the night before y si va a sangrar").
        const another = hits.some((c) => c.concept === HYPOTHETICAL && c.start > h.end);
        if (end !== undefined && end < sentence.tokens.length - 1 && !another) {
          cuts.add(end + 1);
          continue;
        }
      }
      break;
    }
  }
  if (cuts.size === 0) return [{ sentence, hits }];
  const part = (from: number, to: number, asked: boolean): Sentence => ({
    tokens: sentence.tokens.slice(from, to),
    clauseEnds: new Set([...sentence.clauseEnds].filter((i) => i >= from && i < to - 1).map((i) => i - from)),
    asked,
  });
  // Each part keeps the concepts found inside it, counted from its own start.
  const within = (from: number, to: number) =>
    hits.filter((h) => h.start >= from && h.end < to).map((h) => ({ ...h, start: h.start - from, end: h.end - from }));
  const bounds = [0, ...[...cuts].sort((a, b) => a - b), sentence.tokens.length];
  // Only the last part carries the sentence's "?".
  return bounds.slice(1).map((to, i) => {
    const from = bounds[i] ?? 0;
    return { sentence: part(from, to, to === sentence.tokens.length && sentence.asked), hits: within(from, to) };
  });
}

/** Another animal, a bird or a person: the one a clause is about when it opens with one ("the pigeon was bleeding"). */
const CREATURES = new Set(['ANIMAL', 'RODENT', 'BIRD', 'HUMAN']);
/**
 * Words after a creature that make it the subject of what follows ("the pigeon was…", "a dog that got…", "el
 * perro estaba…"). A creature followed by anything else is a bite's biter or a modifier ("rat poison", "dog door").
 */
const SUBJECT_OF = new Set([
  ...'is was were are got gets has had have that who which seems seemed looks looked keeps kept started'.split(' '),
  // Where it went and how it fell ("the pitbull from 3B came home bleeding", "a guy passed out on the sidewalk").
  ...'came comes went goes ran passed fell slipped tripped fainted collapsed flew crashed'.split(' '),
  ...'esta estaba estaban estan tiene tenia tenian que se fue llego vino'.split(' '),
]);
/** A place after a creature is the creature's ("my uncles store is…"): the place, not the creature, is the subject. */
const OWNED = new Set(
  'store shop bodega deli place house apartment building basement restaurant laundromat'.split(' '),
);
/** Spanish "de", "del": a creature after them owns what comes before ("el gato de mi tía"). */
const OF_WORDS = new Set(['de', 'del']);
const DETERMINERS = new Set(['mi', 'mis', 'su', 'sus', 'tu', 'la', 'el', 'los', 'las', 'un', 'una']);
/** An -ing, -ando or -iendo form: right after a creature, the creature is doing it. */
const GERUND = /(?:ing|ando|iendo)$/;
/** How many words after a creature its verb may be ("the pigeon on the awning got…"). */
const SUBJECT_REACH = 5;
/** What a creature does to the cat ("a dog bit him", "a guy kicked her"): the cat is still the one hurt. */
const DONE_TO_THE_CAT = new Set(['ATTACKED', 'BITTEN', 'FIGHT', 'KICK', 'KICKED', 'HIT', 'RUN_OVER', 'CRUSH', 'GIVE']);
/**
 * What the cat may meet, never what happens to a body: kept wherever a creature is named ("rat poison"). That the
 * creature ate it ("el perro se comió chocolate") is the creature's: the exposure itself is left out.
 */
const THINGS = new Set(['TOXIN', 'DOG_PRODUCT', 'HUMAN_MED', 'STRING', 'CORD', 'GLASS', 'POISONED']);
/** "Le", "les" before a verb of what befalls someone ("le dan convulsiones", "le dio un ataque"). */
const BEFALLS_IT = new Set(['le', 'les']);
const BEFALLS = new Set('da dan dio dieron daba daban pasa paso pasaba duele dolia'.split(' '));
/** Articles and possessives between what was done and to whom ("pateó a un perro", "bit my uncle's dog"). */
const ARTICLES = new Set([...DETERMINERS, ...'a al an the unos unas some my our their your his her'.split(' ')]);
/** Spanish "a", "al" before the one something was done to. */
const TO_WHOM = new Set(['a', 'al']);
/** How many words after what was done the one it was done to may be ("pateó a un perro": three). */
const VICTIM_REACH = 3;
/** "Got hit", "was run over": the creature before the verb is the one it happened to. */
const PASSIVE = new Set(['got', 'get', 'gets', 'getting', 'was', 'were', 'been', 'fue']);
/**
 * Words that bring the cat back into a clause ("the dog knocked him over", "el perro lo mordió"), and verbs of
 * seeing and saying, after which the clause tells what the creature saw or said ("mi sobrino dice que vio al
 * gatico lamiendo…").
 */
const CAT_POINTERS = new Set([
  ...'cat cats kitten kittens kitty kitties he she him her hes shes his'.split(' '),
  ...'gato gata gatos gatas gatito gatita gatitos gatitas gatico gatica gaticos minino minina michi lo le ella'.split(
    ' ',
  ),
  ...'says said say saw seen sees noticed told tells thinks thought heard found'.split(' '),
  ...'dice dijo dicen vio ve vieron cuenta conto cree penso oyo encontro'.split(' '),
]);
/**
 * What a clause says of another creature is not about the cat: in "the pigeon was bleeding everywhere" or "a dog
 * that got hit by a car", the bleeding and the car are the pigeon's and the dog's. From a creature that is the
 * subject of its clause to the clause's end, until a word points back to the cat, the concepts that tell what
 * happened to a body are left out. What the creature does to someone (bites, kicks, hits) is kept unless the verb
 * says it happened to the creature ("got hit"), and so are what the cat may have met (a poison, a cord) and how
 * the sentence is framed (negation, question, the cat's facts). Also says whether a blow or a bite was done to
 * another ("a car hit a man").
 */
function theCatsOwn(
  occurrences: readonly Occurrence[],
  sentence: Sentence,
  symptoms: ReadonlySet<string>,
): { own: Occurrence[]; doneToAnother: boolean } {
  const { tokens, clauseEnds } = sentence;
  // "Al perro le dan convulsiones": "le" before a verb of what befalls someone is the creature itself, not the cat.
  const pointsToCat = (i: number) =>
    CAT_POINTERS.has(tokens[i] ?? '') && !(BEFALLS_IT.has(tokens[i] ?? '') && BEFALLS.has(tokens[i + 1] ?? ''));
  // The creature's verb within a few words, before the clause ends or the cat is named ("the pigeon on the awning
  // got…", "el perro de la esquina estaba…").
  const subjectAt = (end: number) => {
    // "A pigeon bleeding on the sidewalk", "un perro sangrando": a creature doing what a symptom says.
    const next = tokens[end + 1] ?? '';
    if (GERUND.test(next) && occurrences.some((o) => o.start === end + 1 && symptoms.has(o.concept))) return true;
    for (let i = end + 1; i <= end + SUBJECT_REACH && i < tokens.length; i += 1) {
      const word = tokens[i] ?? '';
      if (SUBJECT_OF.has(word) || (BEFALLS_IT.has(word) && BEFALLS.has(tokens[i + 1] ?? ''))) return true;
      if (CAT_POINTERS.has(word) || clauseEnds.has(i)) return false;
    }
    return false;
  };
  // "El gato de mi tía tiene diarrea": the aunt owns the cat, she is not the clause's subject.
  const owner = (start: number) =>
    OF_WORDS.has(tokens[start - 1] ?? '') ||
    (OF_WORDS.has(tokens[start - 2] ?? '') && DETERMINERS.has(tokens[start - 1] ?? ''));
  // "Un señor pateó a un perro", "a car hit a man": a creature right after what was done is the one it was done to
  // (not after "by" or "por", and not when "lo", "le" before the verb name the cat, "lo mordió un perro", unless
  // Spanish "a" marks the one it was done to: "le pegó a un perro").
  const doneToAnother = (o: Occurrence) => {
    if (!DONE_TO_THE_CAT.has(o.concept)) return false;
    if (CAT_POINTERS.has(tokens[o.start - 1] ?? '') && !TO_WHOM.has(tokens[o.end + 1] ?? '')) return false;
    for (let i = o.end + 1; i <= o.end + VICTIM_REACH && i < tokens.length && !clauseEnds.has(i - 1); i += 1) {
      if (occurrences.some((c) => c.start === i && (CREATURES.has(c.concept) || c.concept === SELF) && !c.denied))
        return true;
      if (!ARTICLES.has(tokens[i] ?? '')) return false;
    }
    return false;
  };
  // The same words read as another concept are the other one's too ("mordió" is a bite and a bite's mark).
  const doneElsewhere = occurrences.filter(doneToAnother);
  const notTheCats = new Set<Occurrence>(
    occurrences.filter((o) => doneElsewhere.some((d) => d.start === o.start && d.end === o.end)),
  );
  const creatures = occurrences.filter(
    (o) =>
      CREATURES.has(o.concept) &&
      !o.denied &&
      !owner(o.start) &&
      !OWNED.has(tokens[o.end + 1] ?? '') &&
      subjectAt(o.end),
  );
  for (const creature of creatures) {
    for (let i = creature.end + 1; i < tokens.length && !pointsToCat(i); i += 1) {
      for (const o of occurrences) {
        if (o.start !== i || !symptoms.has(o.concept) || THINGS.has(o.concept)) continue;
        // "Got hit" happened to the creature; "got him" is the creature getting the cat.
        const namesTheCat = tokens.slice(o.start, o.end + 1).some((t) => CAT_POINTERS.has(t));
        const passive = !namesTheCat && (PASSIVE.has(tokens[i] ?? '') || PASSIVE.has(tokens[i - 1] ?? ''));
        if (!DONE_TO_THE_CAT.has(o.concept) || passive) notTheCats.add(o);
      }
      if (clauseEnds.has(i)) break;
    }
  }
  return { own: occurrences.filter((o) => !notTheCats.has(o)), doneToAnother: doneElsewhere.length > 0 };
}

/** "Tener" now, and Spanish "hace": with both, a time is how long something has been so, not a time long past. */
const HAVING = new Set(['tengo', 'tenemos', 'tiene', 'tienen', 'tienes']);
const HACE = 'hace';
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
  return said.includes(HACE) && near.some((t) => HAVING.has(t));
}

/** Words around "come" that make it the English verb, not the Spanish "come" (eats): "doesnt come greet". */
const ENGLISH_BEFORE_COME = new Set(
  'doesnt dont didnt wont cant to will would can could should never always'.split(' '),
);
const ENGLISH_AFTER_COME = new Set(
  'out back in here over down up home when greet near inside outside around by'.split(' '),
);

/** "He doesn't come greet customers", "won't come out": the English verb, not the Spanish "eats". */
function englishCome(o: Occurrence, tokens: readonly string[]): boolean {
  return (
    o.concept === 'EAT' &&
    o.start === o.end &&
    tokens[o.start] === 'come' &&
    (ENGLISH_BEFORE_COME.has(tokens[o.start - 1] ?? '') || ENGLISH_AFTER_COME.has(tokens[o.start + 1] ?? ''))
  );
}

/** The words of "nothing" that end a list of denials ("no vomiting no blood nothing"). */
const NOTHING_WORDS = new Set(['nothing', 'nada']);
/**
 * "No vomiting, no blood, nothing": a "nothing" right after a denied symptom closes the list of what is not
 * happening; it is not the "nothing comes out" of a blocked cat.
 */
function closingDenials(occurrences: readonly Occurrence[], sentence: Sentence): Occurrence[] {
  return occurrences.filter(
    (o) =>
      o.concept !== 'NOTHING' ||
      !NOTHING_WORDS.has(sentence.tokens[o.start] ?? '') ||
      !occurrences.some((d) => d.denied && !d.unable && d.concept !== NEGATION && d.end === o.start - 1),
  );
}

const symptomsOf = new WeakMap<readonly RedFlag[], ReadonlySet<string>>();
/**
 * The concepts a red flag is raised on: what happens to a body or what the cat meets. Not a negator, a question, a
 * fact about the cat ("male", "heavy") or a creature, so leaving one out never changes how a sentence is read.
 */
function symptomConcepts(rules: readonly RedFlag[]): ReadonlySet<string> {
  let found = symptomsOf.get(rules);
  if (!found) {
    const named = rules.flatMap((r) => r.when.flat()).filter((t) => !t.startsWith('-'));
    found = new Set(
      named
        .map((t) => t.replace(/^[!~]/, ''))
        .filter((c) => !CREATURES.has(c) && !ABOUT_THE_CAT.includes(c) && !SPAN_CONCEPTS.has(c)),
    );
    symptomsOf.set(rules, found);
  }
  return found;
}

function analyse(
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
    const ongoing = sentence.tokens.some((t) => SINCE.has(t));
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

/** The red flags of a text; a general question or "what if" raises none. */
function redFlags(sentences: readonly Analysed[], rules: readonly RedFlag[]): RedFlag[] {
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
function flagsOfEarlier(sentences: readonly Analysed[], rules: readonly RedFlag[]): RedFlag[] {
  let flags = earlierFlags.get(sentences);
  if (!flags) {
    flags = redFlags(sentences, rules);
    earlierFlags.set(sentences, flags);
  }
  return flags;
}

/** The red flags whose `topic` some sentence matches, asked in general or not. */
function topicsOf(sentences: readonly Analysed[], rules: readonly RedFlag[]): RedFlag[] {
  return rules.filter((flag) =>
    sentences.some(({ index }) => flag.topic?.some((alt) => alternativeMatches(alt, index)) ?? false),
  );
}

/** The message answers what made the earlier message an emergency ("female, she's peeing"): see `RedFlag.ruledOutBy`. */
function ruledOut(flag: RedFlag, sentences: readonly Analysed[]): boolean {
  return sentences.some(({ index }) => flag.ruledOutBy?.some((alt) => alternativeMatches(alt, index)) ?? false);
}

/** Where the cat is holds for the whole sentence, however long (no window). */
const saysAnywhere = (alternatives: readonly (readonly string[])[], sentences: readonly Analysed[]) =>
  sentences.some(({ index }) => alternatives.some((alt) => alternativeMatches(alt, index, Infinity)));

function withVet(sentences: readonly Analysed[], data: TriageData): boolean {
  return saysAnywhere(data.withVet, sentences);
}

function decide(
  matches: readonly RedFlag[],
  carried: boolean,
  read: Pick<TriageResult, 'topics' | 'denies' | 'deniedWords'>,
  options: TriageOptions,
): TriageResult {
  const urgency = matches.reduce<Urgency>((u, m) => higherUrgency(u, m.level), 'routine');
  const result = {
    urgency,
    emergency: urgency === 'emergency',
    matches: matches.filter((m) => m.level === urgency),
    carried,
    learned: false,
    ...read,
    opening: '',
  };
  return { ...result, opening: triageOpening(result, options.contact, options.urgentLead) };
}

/** The facts about the cat a text states (ABOUT_THE_CAT), to carry into later messages. */
const factsOf = (sentences: readonly Analysed[]): Occurrence[] =>
  sentences.flatMap(({ index, general }) =>
    [...ABOUT_THE_CAT, ...(general ? [] : WEATHER)].flatMap((concept) =>
      (index.get(concept) ?? []).filter((o) => !o.denied && !o.carried),
    ),
  );

/** The chat as triage reads it: the person's earlier messages and this one, each as analysed sentences. */
interface ChatReading {
  earlierTurns: HistoryTurn[];
  earlierRead: Analysed[][];
  sentences: Analysed[];
}

function readChat(message: string, options: TriageOptions): ChatReading {
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

/** Every concept of some sentences as the second reader's features: denied ones and general questions marked. */
const conceptFeatures = (sentences: readonly Analysed[]): string[] =>
  sentences.flatMap(({ index, general }) =>
    [...index].flatMap(([concept, found]) => found.map((o) => conceptFeature(concept, o.denied, general))),
  );

function featuresOf(message: string, chat: ChatReading): string[] {
  return learnedFeatures({
    message,
    earlier: chat.earlierTurns.map((t) => t.content),
    concepts: conceptFeatures(chat.sentences),
    earlierConcepts: chat.earlierRead.flatMap(conceptFeatures),
  });
}

/** What the second reader reads of a message and the chat before it (scripts/train-triage-model.mjs trains on it). */
export function triageFeatures(message: string, options: TriageOptions): string[] {
  return featuresOf(message, readChat(message, options));
}

/**
 * The urgency of `message`. With `history`, an emergency earlier in the chat still holds for a follow-up until
 * the person says the cat is with a vet. The red-flag rules decide first; when they find no emergency, the
 * second reader (learned.ts) may still raise one.
 */
export function triage(message: string, options: TriageOptions): TriageResult {
  const chat = readChat(message, options);
  return secondReading(byRules(message, chat, options), message, chat, options);
}

/** "False alarm", "nvm": the worry of the earlier messages did not come true. */
const FALSE_ALARM = 'FALSE_ALARM';
/** "lol", "jaja": a message that laughs is one the rules read alone (almost every such case is an everyday one). */
const LAUGH = 'LAUGH';

/** The second reader names the red flag it finds likeliest when that flag is likelier than all others together. */
const FLAG_CONFIDENCE = 0.5;

/**
 * The second reader's look at a message the rules found no emergency in. It doesn't overrule a reason the rules
 * read in the words: it stays silent when the cat is with a vet (in this message or an earlier one) or a vet is
 * treating it, when every sentence asks in general, when the person says they are preparing, laughs ("lol") or
 * calls it a false alarm, when the rules found an emergency earlier in the chat and ended it, when nothing in the
 * chat names a sign or a cat, and when the rules set a red flag aside for a reason the message states (`setAside`).
 * A message the rules found urgent is raised only from `URGENT_CONFIDENCE`. `confidence` raises the model's threshold (to
 * carry an earlier message's emergency, `CARRY_CONFIDENCE`).
 */
function secondReading(
  result: TriageResult,
  message: string,
  chat: ChatReading,
  options: TriageOptions,
  confidence = 0,
): TriageResult {
  const { learned } = options;
  const { sentences, earlierRead } = chat;
  if (!learned || result.emergency || sentences.length === 0) return result;
  if ([sentences, ...earlierRead].some((s) => withVet(s, options))) return result;
  if (saysAnywhere(options.treating, sentences)) return result;
  if (
    sentences.every((s) => s.general) ||
    sentences.some(({ index }) => index.has(READY) || index.has(LAUGH) || present(index, FALSE_ALARM))
  )
    return result;
  // What the rules read as befalling someone else ("a car hit a man on the corner, the cat was inside the whole
  // time") is not for the second reader to raise: the rules have read who was hurt.
  if (sentences.some(({ toAnother }) => toAnother)) return result;
  // An emergency the rules found earlier in the chat and then ended (ruled out, a habit, false alarm): the person
  // has answered what made it one, and the words of the ended one must not raise it again.
  if (earlierRead.some((e) => flagsOfEarlier(e, options.rules).some((f) => f.level === 'emergency'))) return result;
  // No sign, no cat and no "he" or "she" anywhere in the chat ("what is the capital of France" → "and of Spain"):
  // nothing to raise.
  const symptoms = symptomConcepts(options.rules);
  const signs = (s: readonly Analysed[]) =>
    s.some(({ index }) => [...index.keys()].some((c) => symptoms.has(c) || ABOUT_THE_CAT.includes(c)));
  const texts = [message, ...chat.earlierTurns.map((t) => t.content)];
  const namesACat = (text: string) =>
    text
      .toLowerCase()
      .split(/[^a-zñ]+/)
      .some((w) => CAT_POINTERS.has(w));
  if (![sentences, ...earlierRead].some(signs) && !texts.some(namesACat)) return result;
  const features = featuresOf(message, chat);
  const bar = Math.max(learned.model.threshold, confidence, result.urgency === 'urgent' ? URGENT_CONFIDENCE : 0);
  if (emergencyProbability(learned.model, features) < bar) return result;
  if (setAside(sentences, options.rules)) return result;
  const guess = likelyFlag(learned.model, features);
  const named =
    guess.probability > FLAG_CONFIDENCE
      ? options.rules.find((r) => r.id === guess.id && r.level === 'emergency')
      : undefined;
  const read = { topics: result.topics, denies: result.denies, deniedWords: result.deniedWords };
  return { ...decide([named ?? learned.fallback], false, read, options), learned: true };
}

/**
 * A red flag whose signs the message has but that the rules set aside for a reason it states: an alternative that
 * would match but for one of its "-X" terms ("I cut myself", "it was unplugged", "she's a female"), or that the
 * message rules out (`RedFlag.ruledOutBy`).
 */
function setAside(sentences: readonly Analysed[], rules: readonly RedFlag[]): boolean {
  return sentences.some(
    ({ index, general }) =>
      !general &&
      rules.some(
        (flag) =>
          flag.level === 'emergency' &&
          flag.when.some((alt) => {
            const kept = alt.filter((t) => !t.startsWith('-'));
            if (kept.length === 0 || !alternativeMatches(kept, index)) return false;
            // "I thought he ate a rubber band but I found it under the fridge".
            return kept.length < alt.length || ruledOut(flag, sentences);
          }),
      ),
  );
}

/**
 * How sure the second reader must be of an earlier message's emergency to carry it to a follow-up. Its threshold
 * is set for a message read alone, where a vague opening ("my cat got in a fight", "we trapped the mama cat") is
 * better raised; a follow-up is read on its own words instead unless the reading was near certain.
 */
const CARRY_CONFIDENCE = 0.9;
/**
 * How sure it must be to raise a message the rules found urgent: they read a sign of a vet-today kind in it ("she
 * vomited once, yellow, and is hiding"), a reason of the words it should not overrule on a looser reading.
 */
const URGENT_CONFIDENCE = 0.9;

/**
 * The emergency the second reader raised for an earlier message, read as it was then (with the messages before it):
 * a follow-up to it stays an emergency as one to a rule's would ("chewing the leaves, yellow powder on his nose" →
 * "how much is the emergency vet, can it wait till I close").
 */
function raisedByReader(turn: number, chat: ChatReading, options: TriageOptions): RedFlag[] {
  const then: ChatReading = {
    earlierTurns: chat.earlierTurns.slice(0, turn),
    earlierRead: chat.earlierRead.slice(0, turn),
    sentences: chat.earlierRead[turn] ?? [],
  };
  const none = decide([], false, { topics: [], denies: false, deniedWords: [] }, options);
  const result = secondReading(none, chat.earlierTurns[turn]?.content ?? '', then, options, CARRY_CONFIDENCE);
  return result.learned ? result.matches : [];
}

/** The red-flag rules on the message, then on the chat before it. */
function byRules(message: string, chat: ChatReading, options: TriageOptions): TriageResult {
  const { earlierTurns, earlierRead, sentences } = chat;
  const read = {
    topics: topicsOf(sentences, options.rules),
    denies: sentences.some((s) => s.denies),
    deniedWords: [...new Set(sentences.flatMap((s) => s.deniedWords))],
  };
  // "They say he's blocked and want $2500 for the catheter": a vet is treating the cat, the emergency is in hand.
  // Unless something new has begun since ("…sent him home but now he's vomiting blood").
  const treated = saysAnywhere(options.treating, sentences) && !sentences.some(({ index }) => present(index, NEW_TURN));
  // A flag the message itself rules out ("straining to poop … peeing fine") is not raised.
  // "Sigue meando en las cajas … el vet lo chequeó y no tiene nada": the urgent sign a vet looked at and cleared is
  // behaviour now, unless something new has begun since.
  const cleared =
    sentences.some(({ index }) => present(index, VET_PLACE) && present(index, VET_CLEARED)) &&
    !sentences.some(({ index }) => present(index, NEW_TURN));
  const ownFlags = treated
    ? []
    : redFlags(sentences, options.rules).filter((f) => !ruledOut(f, sentences) && !(cleared && f.level === 'urgent'));
  const own = decide(ownFlags, false, read, options);
  if (withVet(sentences, options)) return own;
  // "No lol he jumped down on purpose like always, he's fine", "tiny tap when I sweep, she eats and plays normal".
  const habit = sentences.some(({ index }) => DOWNPLAYED.some((c) => present(index, c)) && present(index, FINE));
  // A later message that names a sign, denies one or says the cat is fine answers what the second reader feared of
  // an earlier one: the chat is read on its own words from there.
  const answersIt = (later: readonly Analysed[], flags: readonly RedFlag[]) =>
    flags.length > 0 ||
    later.some(({ denies, index }) => denies || present(index, FINE) || present(index, FALSE_ALARM));
  let settled = answersIt(sentences, ownFlags);
  // What the person said after each earlier message: a flag it raised ends once any later message rules it out.
  const said: Analysed[] = [...sentences];
  const carried: RedFlag[] = [];
  for (let i = earlierTurns.length - 1; i >= 0; i -= 1) {
    const earlier = earlierRead[i];
    if (!earlier) continue;
    if (withVet(earlier, options)) break;
    const byRule = flagsOfEarlier(earlier, options.rules).filter((f) => f.level === 'emergency');
    const raised = byRule.length > 0 ? byRule : settled ? [] : raisedByReader(i, chat, options);
    // "False alarm, she peed a big clump", "nvm it was a hairball": in this message or any after the earlier one,
    // what it feared did not happen.
    const calledOff = said.some(({ index }) => present(index, FALSE_ALARM));
    // The earlier message may rule out its own flag ("I thought he ate a rubber band but I found it").
    const flags = raised.filter(
      (f) => !(habit && f.event) && !ruledOut(f, said) && !ruledOut(f, earlier) && !calledOff,
    );
    said.push(...earlier);
    settled ||= answersIt(earlier, flagsOfEarlier(earlier, options.rules));
    // Every emergency still going on is named, the latest first: "a dog shook him by the neck" → "he barely
    // moves" → "we're in the uber" is the collapse and the attack.
    carried.push(...flags.filter((f) => !carried.includes(f)));
  }
  // A new emergency in this message comes first; the one still going on from before is named after it ("a dog bit
  // him" → "now he's breathing fast": both).
  if (carried.length > 0 && own.emergency)
    return decide([...ownFlags, ...carried.filter((f) => !ownFlags.includes(f))], false, read, options);
  if (carried.length > 0) return decide(carried, true, read, options);
  if (own.emergency) return own;
  // An answer to the assistant's question ("How many times? Any blood?" → "2 veces, sin sangre") is read as
  // one message with the question it answers, so "la gata vomitó" + "2 veces" is vomiting twice. So is a
  // follow-up that says it happened again ("vomited once this morning" → "she did it again just now").
  const history = options.history ?? [];
  const lastTurn = history[history.length - 1];
  const asked = earlierTurns[earlierTurns.length - 1];
  const answers = lastTurn?.role === 'assistant' && lastTurn.content.includes('?');
  // "Still runny today", "sigue igual", "update: ya es otro día y nada": the trouble goes on, like "again".
  const repeats = sentences.some(
    ({ index }) => index.has(REPEATED) || present(index, GOES_ON) || present(index, UPDATE),
  );
  if ((answers || repeats) && asked) {
    const together = redFlags(
      analyse(`${asked.content.replace(/[.!?\s]+$/, '')} ${message}`, options),
      options.rules,
    ).filter((f) => !(habit && f.event) && !ruledOut(f, sentences));
    // What the message raised by itself stays ("still nothing comes out and now he threw up": the vomiting too).
    const added = together.filter((f) => !ownFlags.includes(f));
    if (added.length > 0) return decide([...ownFlags, ...added], true, read, options);
  }
  return own;
}

export function uniqueGuides(rules: readonly RedFlag[]): TriageGuide[] {
  const seen = new Map<string, TriageGuide>();
  for (const rule of rules) if (!seen.has(rule.guide.path)) seen.set(rule.guide.path, rule.guide);
  return [...seen.values()];
}

/** "Call the 24/7 … now: [number](tel:…) (address)." The call line of every emergency opening. */
export function emergencyCallLine(contact: TriageContact): string {
  const where = contact.address ? ` (${contact.address})` : '';
  return `Call the 24/7 ${contact.shortName} now: [${contact.phone}](${telHref(contact.phone)})${where}.`;
}

/**
 * The fixed opening of an emergency or urgent answer. Emergency: the 24/7 number as a tap-to-call link, then
 * the matching guides, before anything else. Urgent: `urgentLead` (see a vet within 24 hours), then the guides.
 * The model never writes this part.
 */
export function triageOpening(
  result: Pick<TriageResult, 'urgency' | 'matches'>,
  contact: TriageContact,
  urgentLead: string,
): string {
  const [first] = result.matches;
  if (!first || result.urgency === 'routine') return '';
  const links = uniqueGuides(result.matches)
    .map((g) => `[${g.title}](${g.path})`)
    .join(' · ');
  const steps = [...new Set(result.matches.flatMap((m) => m.steps))].map((s) => `- ${s}`);
  if (result.urgency === 'urgent') return [`${urgentLead} ${first.label}.`, `Guide: ${links}`, ...steps].join('\n');
  return [`EMERGENCY: ${first.label}. ${emergencyCallLine(contact)}`, `Guide: ${links}`, ...steps].join('\n');
}
