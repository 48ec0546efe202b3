// Korean for the ways into the checker (src/content/pages/check-entry.ts).
import type { Translated } from '../types.ts';
import type { checkEntry as English } from '../../pages/check-entry.ts';

export const checkEntry: Translated<typeof English> = {
  label: '잘 모르겠나요? 몇 번 눌러서 확인하세요',
  chatLine: '얼마나 급한지 모르겠나요? 몇 번 눌러서 확인하세요',
};
