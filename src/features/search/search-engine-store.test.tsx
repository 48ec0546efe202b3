import { renderHook } from '@testing-library/react';
import { createSiteSearch } from '@/composition/site-search';
import { loadSearchEngine, useSearchEngine } from './search-engine-store';

// Words the store's warm-up searches read too ("cat", "eat", "spey", "gato", "vomita"), and others.
const QUERIES = [
  'c',
  'ca',
  'cat',
  'cat ate lily',
  "my cat won't eat",
  'cat wont eat food',
  'spey nueter',
  'spay neuter cost brooklyn',
  'mi gato vomita',
  'gato no come',
  'vomiting',
  'emergncy',
  'cheap vet bronx',
  'fleas',
  'qwertyuiop',
];

describe('the search engine store', () => {
  it('hands the box an engine, warmed up with a few searches, that answers exactly as a fresh one', async () => {
    await loadSearchEngine();
    const { result } = renderHook(() => useSearchEngine());
    const loaded = result.current.engine;
    expect(loaded).not.toBeNull();
    const fresh = createSiteSearch();
    for (const query of QUERIES) {
      expect(loaded?.search(query), query).toEqual(fresh.search(query));
      expect(loaded?.suggest(query), query).toEqual(fresh.suggest(query));
    }
  });
});
