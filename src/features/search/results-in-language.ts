import { useCallback } from 'react';
import { routeForPath } from '@/config/routes';
import type { SearchResult } from '@/core/search/types';
import { searchBoxWords } from '@/content/pages/search-box';
import { useChrome, useLocale, useLocalizeHref, usePageContent } from '@/lib/locale-content';

/**
 * The search results as a page in another language shows them: a guide whose page exists in that language links
 * there (/es/emergency#poisoning) under that page's own title, once per page, the best-scored section first, with
 * no description (the guide index's section titles and descriptions are English only, and a page's own
 * description is in its prerendered HTML alone: docs/i18n.md, "Head words"). English pages get the results as they
 * are.
 */
export function useResultsInLanguage(): (results: SearchResult[]) => SearchResult[] {
  const locale = useLocale();
  const chrome = useChrome();
  const localize = useLocalizeHref();
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
        return [{ ...result, path, title: chrome.routes[route.id].title, description: '' }];
      });
    },
    [locale, chrome, localize],
  );
}

/** The search box's own words in the page's language (a layout module: every page loads it). */
export const useSearchBoxWords = () => usePageContent('search-box', { searchBoxWords }).searchBoxWords;
