import { registerSW } from 'virtual:pwa-register';
import { LOCALE_PAGES_CACHE, offlinePagesFor, splitLocalePath } from '@/config/locales';

// Loaded after the page has loaded (main.tsx), never in the critical path. The service worker precaches the
// emergency pages so they open with no signal; `autoUpdate` swaps in a new version on the next navigation.
registerSW({ immediate: true });

/**
 * On a page in another language, keeps that language's emergency pages available offline: fetched into the
 * service worker's cache for pages in other languages (vite.config.ts), where a visit to a page in a different
 * language replaces them. English pages leave the last language's pages alone. Their code is precached with
 * every other chunk.
 */
async function keepLanguageOffline(pathname: string) {
  const { locale } = splitLocalePath(pathname);
  if (locale === 'en' || !('caches' in window)) return;
  const cache = await caches.open(LOCALE_PAGES_CACHE);
  for (const request of await cache.keys()) {
    if (splitLocalePath(new URL(request.url).pathname).locale !== locale) await cache.delete(request);
  }
  await cache.addAll(offlinePagesFor(locale));
}

void keepLanguageOffline(window.location.pathname).catch(() => undefined);
