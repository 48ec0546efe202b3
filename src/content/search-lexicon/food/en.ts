// Food: what to feed, how often, and what customers hand a shop cat.
// Here the English (and Spanglish) words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const foodEn: SearchLexiconPart = {
  synonyms: {
    MILK: ['milk', 'dairy', 'cheese', 'cream', 'yogurt'],
    // How often to feed, in the words people use (the feeding guide says "schedule" and "meals a day").
    SCHEDULE: ['schedule', 'times a day', 'meals a day', 'feeding times'],
    // What customers hand a bodega cat from the counter.
    DELI_MEAT: ['deli meat', 'deli meats', 'cold cuts', 'ham', 'turkey', 'salami', 'bologna', 'baloney', 'slicer'],
    CHIPS: ['chips', 'salty snacks', 'snacks', 'cheetos', 'doritos'],
    FEEDING: ['feeding', 'food', 'feed', 'eat', 'diet', 'meals', 'kibble', 'wet food', 'dry food'],
    TUNA: ['tuna', 'sardines'],
  },
};
