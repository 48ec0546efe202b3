import type { Resource } from './resource-schema.ts';
import poisonControlData from './data/poison-control.json' with { type: 'json' };

// The two animal poison-control lines (docs/requirements.md: "two poison control lines, one charging $95"). The data
// can't confirm any current fee — the sources give older figures only — so pages show the fee note exactly as
// the data records it and tell people to ask the fee when they call, instead of the spec's $95.

export const poisonControlLines = poisonControlData as Resource[];

/** True when the data confirms the line's current fee (today neither line's is). */
export function feeVerified(line: Pick<Resource, 'unverifiedFields' | 'conflicts'>): boolean {
  return !line.unverifiedFields.includes('current fee') && line.conflicts.length === 0;
}
