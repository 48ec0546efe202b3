import type { Translated } from '../types.ts';
import type { programStatusLabels as englishProgramStatusLabels } from '../../resources.ts';

// Spanish wording for a programme that may not be running, from src/content/resources.ts (the listing card's
// other words are in the page chrome).

export const programStatusLabels: Translated<typeof englishProgramStatusLabels> = {
  unknown: 'No sabemos si sigue funcionando — llame antes de ir',
  'closed-for-renovation': 'Estaba cerrado por remodelación la última vez que revisamos — llame antes de ir',
};
