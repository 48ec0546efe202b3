import { lazy, useState, type ComponentType } from 'react';

export type PageModule = { default: ComponentType };

export type LazyPage = ComponentType & {
  /** Loads the page's code (and whatever `warm` fetches) ahead of rendering. */
  preload: () => Promise<void>;
};

/**
 * A route's page as its own chunk (docs/conventions.md #4), rendered through React.lazy and a Suspense boundary,
 * that can also be loaded before React renders at all. A preloaded page renders in the same pass as the layout,
 * so the first paint after the prerendered markup is the finished page, not its loading screen.
 *
 * `warm` is what the page reads on its first render besides its code (the search engine for /search?q=).
 */
export function lazyPage(load: () => Promise<PageModule>, warm?: () => Promise<unknown>): LazyPage {
  let loaded: ComponentType | undefined;
  const Lazy = lazy(load);

  function Page() {
    // Chosen once per mount: switching between the two on a later render would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }

  return Object.assign(Page, {
    preload: async () => {
      const [page] = await Promise.all([load(), warm?.()]);
      loaded = page.default;
    },
  });
}
