// The locale-aware accessor pages and the layout read their words through (docs/i18n.md). A page in another
// language loads its language's chrome and content modules before it renders (the router, the prerenderer and
// the entry script all wait for loadLocale), so the accessors read them synchronously; anything not translated
// reads the English module. Ids, anchors, icons and routes of a translation are the English ones (the parity
// test, src/content/locales/parity.test.ts), so a translation is used with the English module's types.
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import languages from 'virtual:locale-loaders';
import { LAYOUT_BUNDLE, localizeHref, splitLocalePath, translatedModules } from '@/config/locales';
import { chrome as englishChrome } from '@/content/locales/en/chrome';
import type { Locale } from '@/content/locales/types';

type Module = Record<string, unknown>;
export type Chrome = typeof englishChrome;

const loaded = new Map<string, Module>();
const listeners = new Set<() => void>();
let version = 0;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
const getVersion = () => version;

/**
 * Loads a language's layout words (its chrome and the layout's modules) and one of its bundles
 * (src/config/locales.ts, localeBundles): a route's words, or a route's later words. The layout's words alone
 * by default, or for a bundle the language doesn't have. English needs nothing.
 */
export async function loadLocale(locale: Locale, bundle: string = LAYOUT_BUNDLE): Promise<void> {
  if (locale === 'en') return;
  const loadLayout = languages[locale];
  if (!loadLayout) return;
  // The layout's chunk holds the language's chrome and the loaders of its other bundles
  // (scripts/lib/translated-modules.mjs).
  const { modules, bundles } = await loadLayout();
  const more = bundle === LAYOUT_BUNDLE ? undefined : await bundles[bundle]?.();
  for (const [module, content] of Object.entries({ ...modules, ...more?.default })) {
    loaded.set(`${locale}/${module}`, content);
  }
  version += 1;
  listeners.forEach((listener) => listener());
}

/** loadLocale's promise per language and bundle, for a part of a page that waits with `use` as it renders. */
const loading = new Map<string, Promise<void>>();
/** The bundles loadLocaleOnce has finished loading (or failed to: the English words then stand). */
const settled = new Set<string>();

/**
 * Loads a language's modules once and gives the same promise to every render that asks, for `use(...)`: the
 * prerenderer and a hydrating page wait for it, so the first render matches the prerendered words. Should the
 * modules fail to load, the promise still settles and the page shows the English words rather than nothing.
 */
export function loadLocaleOnce(locale: Locale, bundle: string): Promise<void> {
  const key = `${locale}:${bundle}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = loadLocale(locale, bundle)
      .catch(() => undefined)
      .then(() => {
        settled.add(key);
        version += 1;
        listeners.forEach((listener) => listener());
      });
    loading.set(key, promise);
  }
  return promise;
}

/**
 * Whether a language's bundle of words, asked for with loadLocaleOnce, is there to render (always, in English): a
 * part of the layout that shows its words only once someone uses it (layoutLaterModules) waits on it instead of
 * showing English words for a moment.
 */
export function useWordsSettled(locale: Locale, bundle: string): boolean {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return locale === 'en' || settled.has(`${locale}:${bundle}`);
}

/**
 * Prerender (src/entry-server.tsx) and tests: forgets every loaded translation before the next page, so each page is
 * rendered with exactly the modules the browser loads before it hydrates that page (its route's chrome and
 * `routeContentModules`), never with what an earlier page of the same build loaded.
 */
export function forgetTranslations(): void {
  loaded.clear();
  loading.clear();
  settled.clear();
  version += 1;
}

/**
 * A language's module of words if it has loaded, else undefined, for words a page may show without (a search
 * result's description, which loads with the search on first use); unlike usePageContent, not a promise that the
 * route loaded it.
 */
export function useLoadedWords<T>(locale: Locale, module: string): T | undefined {
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return loaded.get(`${locale}/${module}`) as T | undefined;
}

/** The language of the page on screen, from its URL. */
export function useLocale(): Locale {
  return splitLocalePath(useLocation().pathname).locale;
}

/** A language's chrome once loaded (loadLocale), else the English. */
export function chromeFor(locale: Locale): Chrome {
  return (loaded.get(`${locale}/chrome`)?.chrome as Chrome | undefined) ?? englishChrome;
}

/** The chrome's words in the page's language (English until, or unless, that language has them). */
export function useChrome(): Chrome {
  const locale = useLocale();
  useSyncExternalStore(subscribe, getVersion, getVersion);
  return chromeFor(locale);
}

/**
 * Exports of a page's content module in the page's language: `usePageContent('emergency', { emergencyPage })`
 * gives the translated `emergencyPage` on /es/emergency, the English one where there is no translation.
 */
export function usePageContent<T extends object>(module: string, english: T): T {
  const locale = useLocale();
  useSyncExternalStore(subscribe, getVersion, getVersion);
  const key = `${locale}/${module}`;
  const translation = loaded.get(key);
  // A translated module the page reads but its route doesn't load: the browser would render the English words
  // where the prerendered page has the translated ones (React #418, docs/i18n.md). Fail the build instead.
  if (import.meta.env.SSR && !translation && translatedModules.has(key)) {
    throw new Error(
      `The page reads ${key} but its route doesn't load it: add '${module}' to its routeContentModules (src/config/locales.ts)`,
    );
  }
  return translation ? { ...english, ...translation } : english;
}

/** Turns a link to an English site path into one to the same page in the page's language, where it has one. */
export function useLocalizeHref(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizeHref(locale, href);
}
