// The red-flag rules on the message, then on the chat before it: an emergency earlier in the chat holds for a
// follow-up until the person says the cat is with a vet or rules it out; an answer to the assistant's question is
// read with the message it answers.
import {
  present,
  redFlags,
  ruledOut,
  saysAnywhere,
  topicsOf,
  withVet,
  flagsOfEarlier,
  type Analysed,
} from './matching.ts';
import { decide } from './opening.ts';
import { analyse, type ChatReading } from './reading.ts';
import { FALSE_ALARM, FINE, GOES_ON, REPEATED, UPDATE, VET_PLACE } from './roles.ts';
import { raisedByReader } from './second-reader.ts';
import type { RedFlag, TriageOptions, TriageResult } from './types.ts';

/** "But now", "y ahora": what follows began after what came before. */
const NEW_TURN = 'NEW_TURN';

/** A vet found nothing wrong ("el vet lo chequeó, está sano"): a sign of the vet-today kind was looked at. */
const VET_CLEARED = 'VET_CLEARED';

/**
 * "Like always" or "a tiny tap", and "he's fine": what the earlier message told was his habit, or a blow too
 * light to be the accident it sounded like.
 */
const DOWNPLAYED = ['HABITUAL', 'MINOR'];

/** The red-flag rules on the message, then on the chat before it. */
export function byRules(message: string, chat: ChatReading, options: TriageOptions): TriageResult {
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
