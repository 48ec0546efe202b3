// The red flags as triage reads them: each rule (src/core/triage/flags.ts, when it is raised) with the site's words
// for it (src/content/triage/red-flags.ts: its label, guide link and first steps).
import { DESCRIBED_EMERGENCY_COPY, RED_FLAG_COPY } from '../content/triage/red-flags.ts';
import { DESCRIBED_EMERGENCY_RULE, RED_FLAG_RULES, type RedFlagId } from '../core/triage/flags.ts';
import type { RedFlag, RedFlagCopy } from '../core/triage/types.ts';

/** Every rule has its words: a flag added to the rules without them fails typecheck here. */
const copy: Readonly<Record<RedFlagId, RedFlagCopy>> = RED_FLAG_COPY;

export const RED_FLAGS: readonly RedFlag[] = RED_FLAG_RULES.map((rule) => ({ ...rule, ...copy[rule.id] }));

/** The second reader's flag when it can't tell which red flag a message describes (core/triage/learned.ts). */
export const DESCRIBED_EMERGENCY: RedFlag = { ...DESCRIBED_EMERGENCY_RULE, ...DESCRIBED_EMERGENCY_COPY };
