import Fuse from 'fuse.js';
import type { MATCH_WEIGHTS } from './constants.ts';
import { MIN_MATCH_LENGTH, MIN_TYPO_CHARS, TOKEN_CACHE_SIZE, TYPO_THRESHOLD } from './constants.ts';
import type { PhraseIndex } from './phrases.ts';
import type { WordIndex } from './word-index.ts';
import { deletions, spanishForms, stem } from './words.ts';

// What a typed word may stand for among the words the index knows: itself, a plain form, a word one typo away,
// the longer word being typed, or fuse.js's fuzzy match as the last net (docs/search.md, "Reading a query").

export type MatchKind = keyof typeof MATCH_WEIGHTS;
export interface WordMatch {
  word: string;
  kind: MatchKind;
}

/**
 * The index words a typed word may stand for, best first, remembered for the last TOKEN_CACHE_SIZE words. `typing`:
 * the word is the one being typed; `spanish`: the message is in Spanish.
 */
export function createWordLookup(
  { postings, rawWords, lexiconWords, deleteKeys, sortedWords }: WordIndex,
  phrases: PhraseIndex,
): (token: string, typing: boolean, spanish: boolean) => WordMatch[] {
  let fuse: Fuse<string> | null = null; // built on the first word neither the index nor one typo explains

  /**
   * A word the guides use, or a word of the lexicon ("comer" is Spanish, not a typo of "corner"; "hable", in the
   * phrase "hable español", is not a typo of "cable").
   */
  const known = (word: string) => postings.has(stem(word)) || phrases.isMember(stem(word)) || lexiconWords.has(word);

  /**
   * In a Spanish message an unknown word is corrected only by one typo and only towards the lexicon's words, which
   * hold the Spanish: the guides' English words are not what it meant ("quito" is not a typo of "quite"), and the
   * fuzzy net's loose matches of a Spanish word are noise ("tienen" is not "envenenado").
   */
  function lookup(token: string, typing: boolean, spanish: boolean): WordMatch[] {
    if (known(token)) return [{ word: token, kind: 'exact' }];
    const form = spanishForms(token).find(known);
    if (form !== undefined) return [{ word: form, kind: 'exact' }];
    const allowed = (word: string) => !spanish || lexiconWords.has(word);
    if (token.length >= MIN_TYPO_CHARS) {
      const near = new Set<string>([...(deleteKeys.get(token) ?? [])]);
      for (const d of deletions(token)) {
        if (rawWords.has(d)) near.add(d);
        for (const w of deleteKeys.get(d) ?? []) near.add(w);
      }
      const typos = [...near].filter(allowed);
      if (typos.length > 0) return typos.slice(0, 4).map((word) => ({ word, kind: 'typo' as const }));
    }
    if (typing && token.length >= 3) {
      const out: WordMatch[] = [];
      let lo = 0;
      let hi = sortedWords.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if ((sortedWords[mid] as string) < token) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < sortedWords.length && out.length < 3 && (sortedWords[i] as string).startsWith(token); i++) {
        if (allowed(sortedWords[i] as string)) out.push({ word: sortedWords[i] as string, kind: 'prefix' });
      }
      if (out.length > 0) return out;
    }
    if (token.length >= MIN_TYPO_CHARS + 1 && !spanish) {
      fuse ??= new Fuse(sortedWords, {
        threshold: TYPO_THRESHOLD,
        includeScore: true,
        shouldSort: true,
        minMatchCharLength: MIN_MATCH_LENGTH,
      });
      return fuse.search(token, { limit: 2 }).map((hit) => ({ word: hit.item, kind: 'fuzzy' as const }));
    }
    return [];
  }

  const tokenCache = new Map<string, WordMatch[]>();
  function resolve(token: string, typing: boolean, spanish: boolean) {
    const key = `${typing ? '+' : ''}${spanish ? 'es:' : ''}${token}`;
    let found = tokenCache.get(key);
    if (!found) {
      found = lookup(token, typing, spanish);
      // Oldest first out: a Map iterates in insertion order.
      if (tokenCache.size >= TOKEN_CACHE_SIZE) tokenCache.delete(tokenCache.keys().next().value as string);
      tokenCache.set(key, found);
    }
    return found;
  }

  return resolve;
}
