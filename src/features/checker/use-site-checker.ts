import { useMemo } from 'react';
import { checkerIn } from '@/composition/site-checker';
import { laterBundle } from '@/config/locales';
import { checkPage as englishCheckPage } from '@/content/pages/check';
import type { Locale } from '@/content/locales/types';
import { loadLocaleOnce, useLocale, usePageContent } from '@/lib/locale-content';

/** The checker's words in the page's language (src/content/locales/<locale>/check.ts, else the English). */
export function useCheckerCopy(): typeof englishCheckPage {
  return usePageContent('check', { checkPage: englishCheckPage }).checkPage;
}

/** The checker of the page's language: /check, or the same pages under /es/check in Spanish words. */
export function useSiteChecker() {
  const locale = useLocale();
  const { steps } = useCheckerCopy();
  return useMemo(() => checkerIn(locale, steps), [locale, steps]);
}

/**
 * The words the outcomes read in a language (src/config/locales.ts, routeLaterModules): one promise per language,
 * fetched by a question as soon as it is on screen and waited for by an outcome as it renders.
 */
export const loadOutcomeWords = (locale: Locale): Promise<void> => loadLocaleOnce(locale, laterBundle('check'));
