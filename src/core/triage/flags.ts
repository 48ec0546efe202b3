// The red-flag rules, written in the concepts of lexicon/concept-names.ts: when each flag is raised. Each `when`
// alternative is a set of concepts that must all appear in one sentence, in any order ("!X": X denied, "~X": either
// way, "-X": X absent). Emergencies send the person to a 24/7 hospital now; urgent ones to a vet within 24 hours.
// What each flag says (label, guide, steps) is content: src/content/triage/red-flags.ts. How to add a flag:
// docs/triage.md.
import { EMERGENCY_RULES } from './emergency-flags.ts';
import type { Alternative } from './lexicon/concept-names.ts';
import type { RedFlagRule } from './types.ts';
import { URGENT_RULES } from './urgent-flags.ts';

/** Every red flag's rule, the emergencies first (emergency-flags.ts, urgent-flags.ts): tried in this order. */
export const RED_FLAG_RULES = [...EMERGENCY_RULES, ...URGENT_RULES];

/** The id of every red flag: what the content's words for it are keyed by. */
export type RedFlagId = (typeof RED_FLAG_RULES)[number]['id'];

/** "We are at the vet", "ya estamos en el veterinario", "the vet has him": an emergency is in hand. */
export const WITH_VET: readonly Alternative[] = [
  // Not a vet the person can't get to ("we cant afford the vet so hes home now").
  // Nor a visit long ago ("we took him to the vet last week for shots").
  ['ARRIVED', 'VET_PLACE', '-NO_VET', '-PAST_LONG'],
  // "Ok we here now": the hospital the previous message named (triage carries it to a "here").
  ['HERE', 'VET_PLACE', '-NO_VET'],
  ['VET_PLACE', 'VET_HAS_CAT', '-NO_VET'],
  ['VET_PLACE', 'VET_CUSTODY', '-NO_VET'],
  // "We're here now, they took him back": the hospital the chat named before.
  ['VET_CUSTODY', 'ARRIVED'],
  // Seen, treated and home ("the vet got it out, hes home", "ya lo vieron … ya está en la tienda", "they kept him
  // 2 nights on fluids", "el veterinario le dio la vitamina k y ya está bien en casa").
  ['VET_PLACE', 'VET_DID', '-NO_VET'],
  ['VET_PLACE', 'HOME_AGAIN', '-NO_VET'],
  ['VET_DID', 'HOME_AGAIN'],
  ['VET_DID', 'VET_HAS_CAT'],
  // In surgery or in the ward now, or a stay that is over ("ya la tienen en cirugía", "estuvo en el hospital").
  ['IN_SURGERY', '-NO_VET', '-PAST_LONG'],
];

/** "At the ER, they put in a catheter": a vet is treating the cat now. */
export const VET_TREATING: readonly Alternative[] = [
  ['VET_PLACE', 'VET_HAS_CAT', 'ARRIVED'],
  // "The vet has him now", "ya está con el veterinario".
  ['VET_PLACE', 'VET_CUSTODY'],
  // "The ER vet kept him overnight … gave him meds": what the vet gave is treatment, not a poison.
  ['VET_PLACE', 'VET_HAS_CAT', 'GIVE'],
];

/**
 * The second reader's flag when it finds an emergency but can't tell which red flag it is (triage/learned.ts): the
 * answer sends the person to a vet now and links the signs that are always an emergency.
 */
export const DESCRIBED_EMERGENCY_RULE: RedFlagRule = {
  id: 'described-emergency',
  level: 'emergency',
  when: [],
};
