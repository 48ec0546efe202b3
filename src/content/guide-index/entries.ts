import type { GuideEntry } from '../../core/search/types.ts';
import { emergencyEntries } from './entries/emergency.ts';
import { findHelpEntries } from './entries/find-help.ts';
import { costEntries } from './entries/costs.ts';
import { financialHelpEntries } from './entries/financial-help.ts';
import { dailyCareEntries } from './entries/daily-care.ts';
import { rescueEntries } from './entries/rescues.ts';

// The built-in guide index the site search and the chat assistant search, one module per section of the site
// (entries/<section>.ts), in the order the search lists a blank query. Paths are registry routes (+ registry
// anchors or a tab); entries.test.ts fails on any other. Phones and addresses come from the data modules, through
// data-lines.json (clinics.ts); general figures are the spec's typical prices (January 2025).
// Deno imports these files too: relative .ts imports and JSON import attributes only.

export const guideIndex: readonly GuideEntry[] = [
  ...emergencyEntries,
  ...findHelpEntries,
  ...costEntries,
  ...financialHelpEntries,
  ...dailyCareEntries,
  ...rescueEntries,
];
