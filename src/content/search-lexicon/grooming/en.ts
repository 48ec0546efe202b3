// Grooming and keeping clean: brushing, nails, baths, the litter box, cleaning the shop.
// Here the English (and Spanglish) words. How a word is written and which file it goes in: docs/search.md.
import type { SearchLexiconPart } from '../group-names.ts';

export const groomingEn: SearchLexiconPart = {
  synonyms: {
    GROOMING: [
      'grooming', 'groom', 'groming', 'brush', 'brushing', 'nails', 'nail trim', 'claws', 'bath', 'bathing', 'fur',
      'mats', 'matted', 'knots', 'clumps', 'groomer', 'groomers', 'shedding',
    ],
    // Which brush or clippers to buy is the grooming guide's tools ("best" alone is a stopword).
    TOOLS: ['tools', 'best brush', 'which brush', 'what brush', 'best comb', 'best clippers', 'which clippers'],
    CLEAN: ['clean', 'cleaning', 'wash'],
    TRIM: ['trim', 'trimming', 'clip', 'clipping', 'clippers', 'cut nails', 'cut claws'],
    LITTER: ['litter', 'litter box', 'litterbox', 'poop', 'kitty litter', 'scoop', 'smell', 'stinks'],
    BATH: ['bath', 'bathe', 'shampoo', 'soap', 'wash him', 'wash her'],
    // Licking or pulling out fur till it's bald: stress (behaviour) or skin trouble (grooming).
    OVER_GROOMING: ['over grooming', 'overgrooming', 'bald patches', 'bald spots'],
    CLEANER: ['cleaning', 'cleaner', 'cleaners'],
  },
};
