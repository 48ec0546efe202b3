// Grooming and keeping clean: brushing, nails, baths, the litter box, cleaning the shop.
// English and Spanish together: a group is one meaning in every language. How a word is written and which file
// it goes in: docs/search.md.
import type { SearchLexiconPart } from './part.ts';

export const grooming: SearchLexiconPart = {
  synonyms: [
    [
      'grooming', 'groom', 'groming', 'brush', 'brushing', 'nails', 'nail trim', 'claws', 'bath', 'bathing', 'fur',
      'mats', 'matted', 'knots', 'clumps', 'groomer', 'groomers', 'oidos', 'orejas', 'shedding', 'unas', 'cepillar',
      'banar', 'bano', 'pelo',
    ],
    // Which brush or clippers to buy is the grooming guide's tools ("best" alone is a stopword).
    ['tools', 'best brush', 'which brush', 'what brush', 'best comb', 'best clippers', 'which clippers', 'que cepillo'],
    ['clean', 'cleaning', 'wash', 'limpiar', 'limpio', 'limpia'],
    ['trim', 'trimming', 'clip', 'clipping', 'clippers', 'cut nails', 'cut claws', 'cortar unas'],
    [
      'litter', 'litter box', 'litterbox', 'poop', 'popo', 'caca', 'kitty litter', 'scoop', 'smell', 'stinks', 'arena',
      'caja de arena', 'arenero', 'huele', 'apesta', 'olor',
    ],
    [
      'bath', 'bathe', 'shampoo', 'champu', 'banar', 'bano', 'banarlo', 'banarla', 'soap', 'jabon', 'wash him',
      'wash her',
    ],
    // Licking or pulling out fur till it's bald: stress (behaviour) or skin trouble (grooming).
    ['over grooming', 'overgrooming', 'bald patches', 'bald spots', 'se arranca el pelo', 'se lame mucho'],
    ['cleaning', 'cleaner', 'cleaners', 'limpieza', 'limpiador', 'limpiadores'],
  ],
};
