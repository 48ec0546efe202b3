// How soon a cat needs a vet, as the assistant decides it: three levels, ordered. The deterministic triage sets a
// floor; a model (when one is configured) may raise the level but never lower it.
export const URGENCY_LEVELS = ['routine', 'urgent', 'emergency'] as const;

export type Urgency = (typeof URGENCY_LEVELS)[number];

export function isUrgency(value: unknown): value is Urgency {
  return typeof value === 'string' && (URGENCY_LEVELS as readonly string[]).includes(value);
}

/** The more serious of two levels. */
export function higherUrgency(a: Urgency, b: Urgency): Urgency {
  return URGENCY_LEVELS.indexOf(a) >= URGENCY_LEVELS.indexOf(b) ? a : b;
}
