// The triage's public types: a red flag, the data and options triage reads, and what it decides. How triage works:
// docs/triage.md.
import type { Urgency } from '../urgency.ts';
import type { LearnedModel } from './learned.ts';
import type { Alternative } from './lexicon/concept-names.ts';
import type { ConceptLexicon } from './lexicon.ts';

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

/** What the site says for a red flag (src/content/triage/red-flags.ts): shown to the person, never matched. */
export type RedFlagCopy = Pick<RedFlag, 'label' | 'guide' | 'steps'>;

/** When a red flag is raised (flags.ts): the flag without its words. */
export type RedFlagRule = Omit<RedFlag, keyof RedFlagCopy>;
