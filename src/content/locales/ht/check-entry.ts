// Haitian Creole for the ways into the checker (src/content/pages/check-entry.ts); words as in docs/glossary/ht.md.
import type { Translated } from '../types.ts';
import type { checkEntry as English } from '../../pages/check-entry.ts';

export const checkEntry: Translated<typeof English> = {
  label: 'Ou pa sèten? Konnen nan kèk tap',
  chatLine: 'Ou pa konnen si sa prese? Konnen nan kèk tap',
};
