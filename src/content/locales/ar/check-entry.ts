// Arabic for the ways into the checker (src/content/pages/check-entry.ts); words as in docs/glossary/ar.md.
import type { Translated } from '../types.ts';
import type { checkEntry as English } from '../../pages/check-entry.ts';

export const checkEntry: Translated<typeof English> = {
  label: 'لست متأكدًا؟ اعرف ببضع نقرات',
  chatLine: 'لا تعرف هل الأمر عاجل؟ اعرف ببضع نقرات',
};
