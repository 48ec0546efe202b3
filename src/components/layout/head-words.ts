import { createContext, useEffect, useRef } from 'react';
import type { RouteId } from '@/config/routes';

/**
 * The words only a page's prerendered <head> shows: the meta description of every route in the page's language
 * (src/config/route-head.ts, src/content/locales/<locale>/route-head.ts) and, on English pages, the hubs' keywords.
 * Search engines and link previews read them from each URL's own HTML and nobody sees them after a move in the
 * app, so only the prerender provides them (src/entry-server.tsx, src/app/head-words.ts): the browser's code
 * carries none, and RouteHead renders those tags only where they are given (docs/i18n.md, "Head words").
 */
export interface HeadWords {
  descriptions: Readonly<Record<RouteId, string>>;
  keywords: Partial<Record<RouteId, readonly string[]>>;
}

export const HeadWordsContext = createContext<HeadWords | null>(null);

/** The tags RouteHead renders from HeadWords: in the browser, only the prerendered HTML has them. */
const PRERENDERED_ONLY = [
  'meta[name="description"]',
  'meta[property="og:description"]',
  'meta[name="twitter:description"]',
  'meta[name="keywords"]',
  'script[type="application/ld+json"]',
].join(', ');

/**
 * Removes the prerendered page's description, keywords and structured data from <head> once the app shows
 * another route: they describe the page the HTML was made for, and a wrong description is worse than none. The
 * page the HTML was made for keeps them, as they came (the browser renders none of them, so nothing else touches
 * them).
 */
export function useForgetHeadWords(routeId: RouteId | undefined): void {
  const prerendered = useRef(routeId);
  useEffect(() => {
    if (routeId === prerendered.current) return;
    document.head.querySelectorAll(PRERENDERED_ONLY).forEach((tag) => tag.remove());
  }, [routeId]);
}
