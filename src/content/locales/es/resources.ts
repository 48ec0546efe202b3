import type { Translated } from '../types.ts';
import type {
  programStatusLabels as englishProgramStatusLabels,
  SPEC_PRICING_DATES as ENGLISH_SPEC_PRICING_DATES,
} from '../../resources.ts';

// Spanish wording for a programme that may not be running and the spec's pricing dates, from
// src/content/resources.ts (the listing card's other words are in ./listings.ts).

export const programStatusLabels: Translated<typeof englishProgramStatusLabels> = {
  unknown: 'No sabemos si sigue funcionando — llame antes de ir',
  'closed-for-renovation': 'Estaba cerrado por remodelación la última vez que revisamos — llame antes de ir',
};

/** The spec's pricing dates, which the spay/neuter, surrender and rehoming pages give their fees. */
export const SPEC_PRICING_DATES: Translated<typeof ENGLISH_SPEC_PRICING_DATES> = 'enero de 2025 / julio de 2025';
