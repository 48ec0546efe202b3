// The one place the checker reads the red flags (docs/checker.md, "One owner for the medicine"): their ids, levels,
// labels, steps and guide links, as the assistant's triage uses them. When the flags' words move to another
// module, only this import changes.
import type { CheckerFlag } from '../core/checker.ts';
import { RED_FLAGS } from '../core/triage/flags.ts';

export const checkerFlags: readonly CheckerFlag[] = RED_FLAGS.map(({ id, level, label, steps, guide }) => ({
  id,
  level,
  label,
  steps,
  guide,
}));
