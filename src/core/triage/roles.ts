// The parts some concepts play in reading a message, shared by its steps: facts about the cat, the weather, the
// creatures, and the concepts a red flag is raised on.
import type { RedFlag } from './types.ts';

export const SPAN_CONCEPTS = new Set([
  'SPAN_1H',
  'SPAN_12H',
  'SPAN_24H',
  'SPAN_WEEK',
  'MANY_TIMES',
  'FEW_TIMES',
  'ONCE',
]);

/** "Again", "otra vez": a follow-up that reports the earlier message's trouble once more. */
export const REPEATED = 'AGAIN';

/** "Still runny today", "sigue igual": the earlier trouble goes on. */
export const GOES_ON = 'GOES_ON';

/** "Update: …": how the earlier trouble stands now. */
export const UPDATE = 'UPDATE';

/** "Ya está normal", "all better": a trouble that is over. */
export const RESOLVED = 'RESOLVED';

export const FINE = 'NORMAL';

/** A person or a person's body ("the customer got", "my hand"): what is done to it is not done to the cat. */
export const SELF = 'SELF';

/**
 * Facts about the cat, not the event: said once ("he's a male", "es gordo", "found kittens", "she got spayed
 * tuesday"), they hold in every sentence, and in the person's later messages ("one of them is limp now" is a
 * kitten, "the cut look red and a lil puffy" the spay incision).
 */
export const ABOUT_THE_CAT = ['MALE', 'FEMALE', 'HEAVY', 'KITTEN', 'SURGERY'];

/**
 * The weather, when a temperature says it (timespan.ts: "it's 88 out", "15 degrees"): it holds in every sentence
 * of the message, so "came back and he's panting. It's 88 out" is heat.
 */
export const WEATHER = ['HOT', 'COLD'];

/** A vet hospital or clinic named. */
export const VET_PLACE = 'VET_PLACE';

/** Another animal, a bird or a person: the one a clause is about when it opens with one ("the pigeon was bleeding"). */
export const CREATURES = new Set(['ANIMAL', 'RODENT', 'BIRD', 'HUMAN']);

/** "False alarm", "nvm": the worry of the earlier messages did not come true. */
export const FALSE_ALARM = 'FALSE_ALARM';

const symptomsOf = new WeakMap<readonly RedFlag[], ReadonlySet<string>>();

/**
 * The concepts a red flag is raised on: what happens to a body or what the cat meets. Not a negator, a question, a
 * fact about the cat ("male", "heavy") or a creature, so leaving one out never changes how a sentence is read.
 */
export function symptomConcepts(rules: readonly RedFlag[]): ReadonlySet<string> {
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
