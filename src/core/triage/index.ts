// Deterministic triage: how soon a cat needs a vet, decided from the words alone, before any search or model,
// so an emergency answer never depends on either. Pure: the red flags, the concept lexicon and the emergency
// contact come in as parameters (src/composition/site-assistant.ts passes the site's). How it works: docs/triage.md.
// The steps, one file each: reading.ts (clauses.ts, whose-body.ts), matching.ts, history.ts, second-reader.ts,
// opening.ts; the types in types.ts.
import { byRules } from './history.ts';
import { readChat } from './reading.ts';
import { featuresOf, secondReading } from './second-reader.ts';
import type { TriageOptions, TriageResult } from './types.ts';

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
