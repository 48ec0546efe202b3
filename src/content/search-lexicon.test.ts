import { searchLexicon } from './search-lexicon.ts';

// The search lexicon's data, put together from its parts (search-lexicon/<domain>.ts).

/** The words listed twice in one list. */
const twice = (list: readonly string[]) => list.filter((w, i) => list.indexOf(w) !== i);

describe('the search lexicon', () => {
  it('lists no word twice in one synonym group', () => {
    const repeated = searchLexicon.synonymGroups.flatMap((group, i) =>
      twice(group).map((w) => `group ${i} (${group[0]}): ${w}`),
    );
    expect(repeated).toEqual([]);
  });

  it('lists no word twice in one intent or one other list', () => {
    const { intentTerms, synonymGroups: _groups, placeGroups: _places, ...lists } = searchLexicon;
    const repeated = Object.entries({ ...intentTerms, ...lists }).flatMap(([name, list]) =>
      twice(list ?? []).map((w) => `${name}: ${w}`),
    );
    expect(repeated).toEqual([]);
  });

  it('has no empty group', () => {
    expect(searchLexicon.synonymGroups.filter((group) => group.length === 0)).toEqual([]);
  });

  it('writes every word as a query is read (lower case, no accents), so that it can match', () => {
    const words = [
      ...searchLexicon.stopwords,
      ...searchLexicon.synonymGroups.flat(),
      ...Object.values(searchLexicon.intentTerms).flat(),
    ];
    expect(words.filter((w) => w !== w.toLowerCase() || w.normalize('NFD') !== w)).toEqual([]);
  });
});
