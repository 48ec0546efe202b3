import { describe, expect, it } from 'vitest';
import { RED_FLAG_COPY } from '../content/triage/red-flags.ts';
import { RED_FLAG_RULES } from '../core/triage/flags.ts';
import { RED_FLAGS } from './red-flags.ts';

describe('the red flags', () => {
  it('have words for every rule and no words for a flag that has no rule', () => {
    expect(Object.keys(RED_FLAG_COPY).sort()).toEqual(RED_FLAG_RULES.map((r) => r.id).sort());
  });

  it('keep the rules’ order, each with its label, guide and steps', () => {
    expect(RED_FLAGS.map((f) => f.id)).toEqual(RED_FLAG_RULES.map((r) => r.id));
    for (const flag of RED_FLAGS) {
      expect(flag.label.length).toBeGreaterThan(0);
      expect(flag.guide.path).toMatch(/^\//);
      expect(flag.steps.length).toBeGreaterThan(0);
    }
  });
});
