// Traditional Chinese for the ways into the checker (src/content/pages/check-entry.ts).
import type { Translated } from '../types.ts';
import type { checkEntry as English } from '../../pages/check-entry.ts';

export const checkEntry: Translated<typeof English> = {
  label: '不確定？按幾下就知道',
  chatLine: '不知道有多急？按幾下就知道',
};
