import { MAX_TOKEN_CHARS } from './constants.ts';
import type { SearchLexicon } from './types.ts';
import { normalizeText, spanishForms, stem, wordsOf } from './words.ts';

// The lexicon's synonym groups as stem sequences, and how a run of words meets them: the search engine's bridge
// from the words people type to the words the guides use (docs/search.md, "The lexicon").

/** A group member as stems. `forms[k]`: the plain forms of its k-th word, for members of two words or more. */
interface Phrase {
  stems: string[];
  forms: string[][];
  group: number;
}

export interface PhraseIndex {
  /**
   * The synonym groups a stem sequence mentions, with how often. `forms[i]`: other stems the i-th word may stand
   * for (a Spanish word's plain forms); they count only inside phrases of two words or more, where they meet the
   * phrase's own words or their plain forms ("regale comida" is "regalen comida"): alone, "como" (how) would be
   * read as "comer" (to eat).
   */
  groupsIn(stems: readonly string[], forms?: readonly (readonly string[])[]): Map<number, number>;
  /**
   * The stems of a sequence that name a place: `words` alone ("queens"), `phrases` inside a longer name
   * ("sunset park", "staten island"), which match only as that name: "island" is not Long Island City.
   */
  placeStemsIn(stems: readonly string[]): { words: Set<string>; phrases: Set<string> };
  /** The groups that name places (the lexicon's `placeGroups`). */
  placeGroups: ReadonlySet<number>;
  /** Whether a stem is a one-word member of a group. */
  isMember(stem: string): boolean;
}

/** Reads the synonym groups, yielding before each group (the engine's build is stepped: engine.ts). */
export function* buildPhraseIndex(lexicon: SearchLexicon): Generator<void, PhraseIndex> {
  // Synonym groups as stem sequences, looked up by their first stem.
  // `forms[k]`: the plain forms of the phrase's k-th word (a Spanish phrase's verbs and plurals, "regalen" ->
  // "regalar"), for phrases of two words or more; a phrase is also filed under its first word's forms.
  const phrasesByFirst = new Map<string, Phrase[]>();
  for (const [group, members] of lexicon.synonymGroups.entries()) {
    yield;
    for (const member of members) {
      const words = wordsOf(normalizeText(member)).map((w) => w.slice(0, MAX_TOKEN_CHARS));
      const stems = words.map(stem);
      if (stems[0] === undefined) continue;
      const forms = stems.length > 1 ? words.map((w, k) => [stems[k] as string, ...spanishForms(w).map(stem)]) : [];
      const phrase = { stems, forms, group };
      for (const first of new Set([stems[0], ...(forms[0] ?? [])])) {
        const list = phrasesByFirst.get(first) ?? [];
        list.push(phrase);
        phrasesByFirst.set(first, list);
      }
    }
  }

  function groupsIn(stems: readonly string[], forms: readonly (readonly string[])[] = []): Map<number, number> {
    const found = new Map<number, number>();
    const spanish = forms.length > 0;
    const at = (i: number, phrase: Phrase, k: number) => {
      const p = phrase.stems[k] as string;
      if (phrase.stems.length === 1) return stems[i] === p;
      if (stems[i] === p || (forms[i]?.includes(p) ?? false)) return true;
      if (!spanish) return false;
      const mine = [stems[i], ...(forms[i] ?? [])];
      return (phrase.forms[k] ?? []).some((f) => mine.includes(f));
    };
    stems.forEach((s, i) => {
      const firsts = spanish ? [s, ...(forms[i] ?? [])] : [s];
      const candidates = new Set(firsts.flatMap((f) => phrasesByFirst.get(f) ?? []));
      for (const phrase of candidates) {
        if (phrase.stems.length === 1 && phrase.stems[0] !== s) continue;
        if (phrase.stems.every((_, k) => at(i + k, phrase, k)))
          found.set(phrase.group, (found.get(phrase.group) ?? 0) + 1);
      }
    });
    return found;
  }

  const placeGroups = new Set(
    lexicon.synonymGroups.flatMap((members, group) => (lexicon.placeGroups?.includes(members) ? [group] : [])),
  );
  function placeStemsIn(stems: readonly string[]): { words: Set<string>; phrases: Set<string> } {
    const words = new Set<string>();
    const phrases = new Set<string>();
    stems.forEach((s, i) => {
      for (const phrase of phrasesByFirst.get(s) ?? []) {
        if (!placeGroups.has(phrase.group) || !phrase.stems.every((p, k) => stems[i + k] === p)) continue;
        for (const p of phrase.stems) (phrase.stems.length > 1 ? phrases : words).add(p);
      }
    });
    return { words, phrases };
  }

  const isMember = (s: string) => phrasesByFirst.get(s)?.some((p) => p.stems.length === 1) ?? false;
  return { groupsIn, placeStemsIn, placeGroups, isMember };
}
