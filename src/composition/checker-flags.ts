// The one place the checker reads the red flags (docs/checker.md, "One owner for the medicine"): their ids, levels,
// labels, steps and guide links, as the assistant's triage uses them (the rules joined to their words in
// red-flags.ts). Where the flags come from changes here and nowhere else in the checker.
import type { CheckerFlag } from '../core/checker.ts';
import { RED_FLAGS } from './red-flags.ts';

export const checkerFlags: readonly CheckerFlag[] = RED_FLAGS.map(({ id, level, label, steps, guide }) => ({
  id,
  level,
  label,
  steps,
  guide,
}));
