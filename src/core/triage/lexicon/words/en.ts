// The word lists the triage reads token by token (lexicon/word-list-names.ts): the English words.
// How a word is written and which file it goes in: docs/triage.md.
import type { WordListTerms } from '../word-list-names.ts';

export const wordsEn = {
  /** "And" words: a fear of what one is about to do goes on past them ("afraid to cut too short and make it bleed"). */
  AND: ['and', 'n'],
  /** Articles and possessives between what was done and to whom ("bit my uncle's dog"). */
  ARTICLES: ['a', 'an', 'the', 'some', 'my', 'our', 'their', 'your', 'his', 'her'],
  /** "Just asking", "just curious": an aside that asks, after what was told ("walking normal now, just asking"). */
  ASIDE: ['just'],
  /** Verbs after which "if" means "whether", reported ("wants to know if", "asked if"): not "how do I know if". */
  ASKED_IF: ['ask', 'asks', 'asked', 'asking'],
  /**
   * Words that bring the cat back into a clause ("the dog knocked him over"), and verbs of seeing and saying, after
   * which the clause tells what the creature saw or said.
   */
  CAT_POINTERS: [
    'cat', 'cats', 'kitten', 'kittens', 'kitty', 'kitties', 'he', 'she', 'him', 'her', 'hes', 'shes', 'his',
    'says', 'said', 'say', 'saw', 'seen', 'sees', 'noticed', 'told', 'tells', 'thinks', 'thought', 'heard', 'found',
  ],
  /** The words that open a condition; other "what if" markers are not clauses of their own. */
  CONDITION: ['if'],
  /** Words before "come" that make it the English verb, not the Spanish "come" (eats): "doesnt come greet". */
  ENGLISH_BEFORE_COME: [
    'doesnt', 'dont', 'didnt', 'wont', 'cant', 'to', 'will', 'would', 'can', 'could', 'should', 'never', 'always',
  ],
  /** Words after "come" that make it the English verb: "won't come out", "come here". */
  ENGLISH_AFTER_COME: [
    'out', 'back', 'in', 'here', 'over', 'down', 'up', 'home', 'when', 'greet', 'near', 'inside', 'outside', 'around',
    'by',
  ],
  /** The last word of a fear of the person's own act ("afraid to…"), not of what the cat may have. */
  FEAR_OF_ACT: ['to'],
  /** A subject that starts a clause of its own in a run-on message ("scared he will die he is bleeding so much"). */
  FEAR_SUBJECTS: ['he', 'she', 'hes', 'shes'],
  /** A feeling after "still" ("we still miss him"): not a trouble that goes on. */
  FEELINGS: ['miss', 'love', 'think', 'remember', 'cry'],
  /** The words that point back to a body part or what the cat passed, named before. */
  IT_WORDS: ['it', 'its', 'that', 'this'],
  /**
   * Modal verbs: before "still" they ask whether something can still be done ("can he still get neutered"); after
   * a subject in a fear, it is one more fear ("…he could fall").
   */
  MODALS: ['can', 'could', 'should', 'will', 'would', 'might', 'may', 'gonna', 'll', 'd'],
  /** "Nothing" closing a list of denials ("no vomiting no blood nothing"). */
  NOTHING: ['nothing'],
  /** A place after a creature is the creature's ("my uncles store is…"): the place, not the creature, is the subject. */
  OWNED: [
    'store', 'shop', 'bodega', 'deli', 'place', 'house', 'apartment', 'building', 'basement', 'restaurant',
    'laundromat',
  ],
  /** "Got hit", "was run over": the creature before the verb is the one it happened to. */
  PASSIVE: ['got', 'get', 'gets', 'getting', 'was', 'were', 'been'],
  /** Words that point back to something named before: "chewed on one", "licked some"; a part of it, "the leaf". */
  POINTS_BACK: [
    'it', 'one', 'some', 'them', 'that', 'those', 'these', 'leaf', 'leaves', 'petal', 'petals', 'stem', 'stems',
  ],
  /** Words that give a reason ("…because he hasn't eaten in 3 days"): what follows them is told, not feared. */
  REASON: ['because', 'cause', 'cuz', 'bc', 'since'],
  /** Words that say a trouble began then and goes on now ("since yesterday"). */
  SINCE: ['since'],
  /**
   * Words after a creature that make it the subject of what follows ("the pigeon was…", "a dog that got…"), where
   * it went and how it fell ("the pitbull from 3B came home bleeding", "a guy passed out on the sidewalk").
   */
  SUBJECT_OF: [
    'is', 'was', 'were', 'are', 'got', 'gets', 'has', 'had', 'have', 'that', 'who', 'which', 'seems', 'seemed',
    'looks', 'looked', 'keeps', 'kept', 'started', 'came', 'comes', 'went', 'goes', 'ran', 'passed', 'fell',
    'slipped', 'tripped', 'fainted', 'collapsed', 'flew', 'crashed',
  ],
  /** The words of a fear ("scared he will…"): a "what if" of its own clause only. */
  WORRY: ['afraid', 'scared', 'worried', 'worry', 'nervous'],
} satisfies WordListTerms;
