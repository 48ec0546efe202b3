// Urdu for the ways into the checker (src/content/pages/check-entry.ts); words as in docs/glossary/ur.md.
import type { Translated } from '../types.ts';
import type { checkEntry as English } from '../../pages/check-entry.ts';

export const checkEntry: Translated<typeof English> = {
  label: 'یقین نہیں؟ چند ٹیپ میں جانیں',
  chatLine: 'معلوم نہیں کتنی جلدی ہے؟ چند ٹیپ میں جانیں',
};
