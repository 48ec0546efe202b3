import { describe, expect, it } from 'vitest';
import { foldText } from '../normalise.ts';
import { CONCEPT_NAMES } from './concept-names.ts';
import { CONCEPTS } from './concepts.ts';
import { wordsEn } from './words/en.ts';
import { wordsEs } from './words/es.ts';

describe('the concept lexicon', () => {
  it('lists no term twice in one concept', () => {
    const twice = Object.entries(CONCEPTS).flatMap(([concept, terms]) =>
      terms.filter((t, i) => terms.indexOf(t) !== i).map((t) => `${concept}: ${t}`),
    );
    expect(twice).toEqual([]);
  });

  it('has terms for every concept name, so no name is one a flag can never find', () => {
    expect(CONCEPT_NAMES.filter((name) => (CONCEPTS[name] ?? []).length === 0)).toEqual([]);
  });

  it('writes every term folded, as the text is (lower case, no accents or apostrophes)', () => {
    const unfolded = Object.values(CONCEPTS)
      .flat()
      .filter((t) => foldText(t) !== t);
    expect(unfolded).toEqual([]);
  });
});

describe('the word lists', () => {
  it('lists no word twice in one list of one language', () => {
    const twice = [wordsEn, wordsEs].flatMap((part) =>
      Object.entries(part).flatMap(([name, words]) =>
        words.filter((w, i) => words.indexOf(w) !== i).map((w) => `${name}: ${w}`),
      ),
    );
    expect(twice).toEqual([]);
  });
});
