// The second reader's gating: when the rules found no emergency, the learned model (learned.ts) may raise one, unless
// the rules read a reason in the words not to.
import { conceptFeature, emergencyProbability, learnedFeatures, likelyFlag } from './learned.ts';
import { words } from './lexicon/word-lists.ts';
import {
  alternativeMatches,
  type Analysed,
  flagsOfEarlier,
  present,
  ruledOut,
  saysAnywhere,
  withVet,
} from './matching.ts';
import { READY } from './negation.ts';
import { decide } from './opening.ts';
import type { ChatReading } from './reading.ts';
import { ABOUT_THE_CAT, FALSE_ALARM, symptomConcepts } from './roles.ts';
import type { RedFlag, TriageOptions, TriageResult } from './types.ts';

/** "lol", "jaja": a message that laughs is one the rules read alone (almost every such case is an everyday one). */
const LAUGH = 'LAUGH';

/** The second reader names the red flag it finds likeliest when that flag is likelier than all others together. */
const FLAG_CONFIDENCE = 0.5;

/** Every concept of some sentences as the second reader's features: denied ones and general questions marked. */
const conceptFeatures = (sentences: readonly Analysed[]): string[] =>
  sentences.flatMap(({ index, general }) =>
    [...index].flatMap(([concept, found]) => found.map((o) => conceptFeature(concept, o.denied, general))),
  );

export function featuresOf(message: string, chat: ChatReading): string[] {
  return learnedFeatures({
    message,
    earlier: chat.earlierTurns.map((t) => t.content),
    concepts: conceptFeatures(chat.sentences),
    earlierConcepts: chat.earlierRead.flatMap(conceptFeatures),
  });
}

/**
 * The second reader's look at a message the rules found no emergency in. It doesn't overrule a reason the rules
 * read in the words: it stays silent when the cat is with a vet (in this message or an earlier one) or a vet is
 * treating it, when every sentence asks in general, when the person says they are preparing, laughs ("lol") or
 * calls it a false alarm, when the rules found an emergency earlier in the chat and ended it, when nothing in the
 * chat names a sign or a cat, and when the rules set a red flag aside for a reason the message states (`setAside`).
 * A message the rules found urgent is raised only from `URGENT_CONFIDENCE`. `confidence` raises the model's threshold (to
 * carry an earlier message's emergency, `CARRY_CONFIDENCE`).
 */
export function secondReading(
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
      .some((w) => words('CAT_POINTERS').has(w));
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
export function raisedByReader(turn: number, chat: ChatReading, options: TriageOptions): RedFlag[] {
  const then: ChatReading = {
    earlierTurns: chat.earlierTurns.slice(0, turn),
    earlierRead: chat.earlierRead.slice(0, turn),
    sentences: chat.earlierRead[turn] ?? [],
  };
  const none = decide([], false, { topics: [], denies: false, deniedWords: [] }, options);
  const result = secondReading(none, chat.earlierTurns[turn]?.content ?? '', then, options, CARRY_CONFIDENCE);
  return result.learned ? result.matches : [];
}
