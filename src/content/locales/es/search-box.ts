import type { Translated } from '../types.ts';
import type { searchBoxWords as englishSearchBoxWords } from '../../pages/search-box.ts';

// Spanish words of the nav search box on every /es page, translated from src/content/pages/search-box.ts (terms:
// docs/glossary/es.md).

export const searchBoxWords: Translated<typeof englishSearchBoxWords> = {
  label: 'Buscar en las guías',
  placeholder: 'Buscar en las guías…',
  clear: 'Borrar la búsqueda',
  loading: 'Cargando la búsqueda…',
};
