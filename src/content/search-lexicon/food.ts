// Food: what to feed, how often, and what customers hand a shop cat.
// English and Spanish together: a group is one meaning in every language. How a word is written and which file
// it goes in: docs/search.md.
import type { SearchLexiconPart } from './part.ts';

export const food: SearchLexiconPart = {
  synonyms: [
    ['milk', 'dairy', 'cheese', 'cream', 'yogurt', 'leche', 'queso'],
    // How often to feed, in the words people use (the feeding guide says "schedule" and "meals a day").
    ['schedule', 'times a day', 'meals a day', 'feeding times', 'veces al dia', 'veces por dia', 'comidas al dia'],
    // What customers hand a bodega cat from the counter.
    [
      'deli meat', 'deli meats', 'cold cuts', 'ham', 'turkey', 'salami', 'bologna', 'baloney', 'slicer', 'jamon',
      'pavo', 'salchichon', 'fiambre',
    ],
    ['chips', 'salty snacks', 'snacks', 'cheetos', 'doritos', 'papitas', 'picaderas'],
    [
      'feeding', 'food', 'feed', 'eat', 'diet', 'meals', 'kibble', 'wet food', 'dry food', 'comida', 'comer',
      'alimento', 'alimentar', 'alimentacion', 'darle de comer', 'de comer',
    ],
    ['tuna', 'atun', 'sardines', 'sardinas'],
  ],
};
