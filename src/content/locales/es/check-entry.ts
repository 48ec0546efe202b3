// Spanish for the ways into the checker (src/content/pages/check-entry.ts).
import type { Translated } from '../types.ts';
import type { checkEntry as English } from '../../pages/check-entry.ts';

export const checkEntry: Translated<typeof English> = {
  label: '¿No está seguro? Averígüelo en unos toques',
  chatLine: '¿No sabe qué tan urgente es? Averígüelo en unos toques',
};
