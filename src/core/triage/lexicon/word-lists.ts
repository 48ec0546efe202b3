// The word lists (word-list-names.ts) put together from their parts, lexicon/words/<lang>.ts. A new language is its
// file and one line in PARTS.
import { WORD_LIST_NAMES, type WordListName, type WordListTerms } from './word-list-names.ts';
import { wordsEn } from './words/en.ts';
import { wordsEs } from './words/es.ts';

const PARTS: readonly WordListTerms[] = [wordsEn, wordsEs];

const lists = new Map<WordListName, ReadonlySet<string>>(
  WORD_LIST_NAMES.map((name) => [name, new Set(PARTS.flatMap((part) => part[name] ?? []))]),
);
const NONE: ReadonlySet<string> = new Set();

/** The words of one list, from every part. */
export const words = (name: WordListName): ReadonlySet<string> => lists.get(name) ?? NONE;
