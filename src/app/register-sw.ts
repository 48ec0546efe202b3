import { registerSW } from 'virtual:pwa-register';
import { hasPage, LOCALE_PAGES_CACHE, localePath, offlinePagesFor, splitLocalePath } from '@/config/locales';
import { routes } from '@/config/routes';
import type { Locale } from '@/content/locales/types';

// Loaded after the page has loaded (main.tsx), never in the critical path. The service worker precaches the
// emergency pages so they open with no signal; `autoUpdate` swaps in a new version on the next navigation.
registerSW({ immediate: true });

/**
 * On a page in another language, keeps that language's emergency pages (and every page of its checker) available
 * offline: fetched into the service worker's cache for pages in other languages (vite.config.ts), where a visit
 * to a page in a different language replaces them. English pages leave the last language's pages alone. Their
 * code is precached with every other chunk.
 */
async function keepLanguageOffline(pathname: string) {
  const { locale } = splitLocalePath(pathname);
  if (locale === 'en' || !('caches' in window)) return;
  const cache = await caches.open(LOCALE_PAGES_CACHE);
  for (const request of await cache.keys()) {
    if (splitLocalePath(new URL(request.url).pathname).locale !== locale) await cache.delete(request);
  }
  await cache.addAll([...offlinePagesFor(locale), ...(await checkerPagesIn(locale))]);
}

/**
 * The checker's questions and outcomes in a language that has the checker (/es/check/go-now/breathing…), so a check
 * walks offline (docs/checker.md): the same pages as the English ones the service worker precaches (vite.config.ts,
 * OFFLINE_PAGES), read from its precache once it is installed, rather than from the checker's code.
 */
async function checkerPagesIn(locale: Locale): Promise<string[]> {
  if (!hasPage(locale, 'check')) return [];
  await navigator.serviceWorker.ready;
  const under = `${routes.check.path}/`;
  const precaches = (await caches.keys()).filter((name) => name.includes('precache'));
  const requests = (await Promise.all(precaches.map(async (name) => (await caches.open(name)).keys()))).flat();
  const paths = requests.map((r) => new URL(r.url).pathname).filter((path) => path.startsWith(under));
  return [...new Set(paths)].map((path) => localePath(locale, path));
}

void keepLanguageOffline(window.location.pathname).catch(() => undefined);
