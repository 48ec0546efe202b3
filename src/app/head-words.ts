// Build-time only: the prerender's head words (src/components/layout/head-words.ts). Imported by
// src/entry-server.tsx alone, so no description reaches a browser chunk.
import type { HeadWords } from '@/components/layout/head-words';
import { routeDescriptions, routeKeywords } from '@/config/route-head';
import type { Locale } from '@/content/locales/types';

const translations = import.meta.glob<Pick<HeadWords, 'descriptions'>['descriptions']>(
  '../content/locales/*/route-head.ts',
  { eager: true, import: 'routeDescriptions' },
);

/**
 * A language's meta descriptions, and the English keywords on English pages (they are English search terms). A
 * language with pages but no route-head.ts fails the build: its pages would otherwise describe themselves in
 * English.
 */
export function headWordsFor(locale: Locale): HeadWords {
  if (locale === 'en') return { descriptions: routeDescriptions, keywords: routeKeywords };
  const descriptions = translations[`../content/locales/${locale}/route-head.ts`];
  if (!descriptions) throw new Error(`src/content/locales/${locale}/route-head.ts is missing: write its descriptions`);
  return { descriptions, keywords: {} };
}
