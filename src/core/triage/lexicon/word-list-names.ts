// The word lists the triage reads token by token, beside the concepts: small closed sets of words whose place in
// a sentence matters ("can" before "still", "le" before "dio"), not ideas to find anywhere. Each name is a type,
// so code naming a list that does not exist fails typecheck. The words: lexicon/words/<lang>.ts.

export const WORD_LIST_NAMES = [
  'AND',
  'ARTICLES',
  'ASIDE',
  'ASKED_IF',
  'BEFALLS',
  'BEFALLS_IT',
  'CAT_POINTERS',
  'CONDITION',
  'DETERMINERS',
  'ENGLISH_AFTER_COME',
  'ENGLISH_BEFORE_COME',
  'FEAR_OF_ACT',
  'FEAR_SUBJECTS',
  'FEELINGS',
  'HACE',
  'HAVING',
  'IT_WORDS',
  'KNOW_IF',
  'MODALS',
  'NOTHING',
  'OF',
  'OWNED',
  'PASSIVE',
  'POINTS_BACK',
  'REASON',
  'REPORTING',
  'SINCE',
  'SUBJECT_OF',
  'TO_WHOM',
  'WORRY',
] as const satisfies readonly Uppercase<string>[];

export type WordListName = (typeof WORD_LIST_NAMES)[number];

/** Part of the word lists: some lists' words in one language (lexicon/words/<lang>.ts). */
export type WordListTerms = Partial<Record<WordListName, readonly string[]>>;
