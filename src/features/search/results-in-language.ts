import { useCallback } from 'react';
import type { routeDescriptions } from '@/config/route-head';
import { routeForPath } from '@/config/routes';
import type { SearchResult } from '@/core/search/types';
import { searchBoxWords } from '@/content/pages/search-box';
import { useChrome, useLoadedWords, useLocale, useLocalizeHref, usePageContent } from '@/lib/locale-content';

/**
 * The search results as a page in another language shows them: a guide whose page exists in that language links
 * there (/es/emergency#poisoning) under that page's own title and description, once per page, the best-scored
 * section first (the guide index's section titles and descriptions are English only). The descriptions come with
 * the search's words on first use, or with /search (route-head, layoutLaterModules): no description until then.
 * English pages get the results as they are.
 */
export function useResultsInLanguage(): (results: SearchResult[]) => SearchResult[] {
  const locale = useLocale();
  const chrome = useChrome();
  const localize = useLocalizeHref();
  const descriptions = useLoadedWords<{ routeDescriptions: typeof routeDescriptions }>(locale, 'route-head');
  return useCallback(
    (results) => {
      if (locale === 'en') return results;
      const seen = new Set<string>();
      return results.flatMap((result) => {
        const path = localize(result.path);
        const route = routeForPath(result.path.replace(/[?#].*$/, ''));
        if (path === result.path || !route) return [result];
        if (seen.has(route.id)) return [];
        seen.add(route.id);
        const description = descriptions?.routeDescriptions[route.id] ?? '';
        return [{ ...result, path, title: chrome.routes[route.id].title, description }];
      });
    },
    [locale, chrome, localize, descriptions],
  );
}

/** The search box's own words in the page's language (a layout module: every page loads it). */
export const useSearchBoxWords = () => usePageContent('search-box', { searchBoxWords }).searchBoxWords;
