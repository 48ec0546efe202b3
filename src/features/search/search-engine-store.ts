import { useSyncExternalStore } from 'react';
import type { SearchEngine } from '@/core/search/engine';
import { pauseEvery } from '@/lib/yield-to-browser';

// fuse.js and the guide index load on the first use of search (docs/conventions.md #15), not with the page:
// the nav box asks for them on focus or typing, the /search page when it mounts. One load, shared by both.

type State = { engine: SearchEngine | null; failed: boolean };

let state: State = { engine: null, failed: false };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: State) {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * The word index is built in short steps, yielding to the browser every few milliseconds: on a slow phone it would
 * otherwise be long tasks while someone types (the box loads it on focus).
 */
const BUILD_SLICE_MS = 5;

/**
 * Searched once each, between the build's steps, before the box gets the engine: a first search runs code the
 * browser has not compiled yet, and that cost would otherwise land on the first keystrokes (docs/search.md,
 * "Typing"): typed prefixes, a sentence, a typo, Spanish. Not a word nothing explains: the typo net's (fuse.js)
 * first search is a long task of its own on a slow phone, better paid by the rare query that needs it. Ranking is
 * unchanged: the engine only remembers how it read each word.
 */
const WARM_UP = ['c', 'ca', 'cat', "my cat won't eat", 'spey nueter', 'mi gato vomita'];

export function loadSearchEngine(): Promise<void> {
  loading ??= import('@/composition/site-search').then(
    async ({ createSiteSearchInSteps }) => {
      const pause = pauseEvery(BUILD_SLICE_MS);
      const engine = await createSiteSearchInSteps(pause);
      for (const query of WARM_UP) {
        await pause();
        engine.search(query);
        engine.suggest(query);
      }
      set({ engine, failed: false });
    },
    () => {
      // A chunk that fails to load (offline, a deploy in between): let the next focus try again. Meanwhile
      // Enter still goes to /search?q=, which is a plain page load.
      loading = null;
      set({ engine: null, failed: true });
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The loaded engine (null until `loadSearchEngine` resolves) and whether loading failed. */
export function useSearchEngine(): State {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
