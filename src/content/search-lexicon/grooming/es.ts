// Grooming and keeping clean: brushing, nails, baths, the litter box, cleaning the shop.
// Here the Spanish words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const groomingEs: SearchLexiconPart = {
  synonyms: {
    GROOMING: ['oidos', 'orejas', 'unas', 'cepillar', 'banar', 'bano', 'pelo'],
    TOOLS: ['que cepillo'],
    CLEAN: ['limpiar', 'limpio', 'limpia'],
    TRIM: ['cortar unas'],
    LITTER: ['popo', 'caca', 'arena', 'caja de arena', 'arenero', 'huele', 'apesta', 'olor'],
    BATH: ['champu', 'banar', 'bano', 'banarlo', 'banarla', 'jabon'],
    OVER_GROOMING: ['se arranca el pelo', 'se lame mucho'],
    CLEANER: ['limpieza', 'limpiador', 'limpiadores'],
  },
};
