// Which page exists in which language, and the URL of each (docs/i18n.md). English is unprefixed; every other
// language is `/<locale>/…`. A (language, route) pair exists when the route is offered in that language below
// AND the language's chrome and every content module its page reads are translated (src/content/locales/<locale>/<module>.ts exists): a
// missing translation means the page is simply English-only in that language, never a half-English page.
// It feeds the router, the prerender list, hreflang alternates, the sitemap, the link checker, the language menu
// and the service worker's offline pages, as the route registry does (docs/conventions.md #3).
import { LOCALES, RTL_LOCALES, type Locale } from '../content/locales/types';
import { normalizePath, routeForPath, routeList, routes, type RouteId, type RouteMeta } from './routes';

export type OtherLocale = Exclude<Locale, 'en'>;
export const OTHER_LOCALES = LOCALES.filter((l): l is OtherLocale => l !== 'en');

/** Each language's own name for itself, as the language menu and the home page's offer show it. */
export const localeNames: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  zh: '简体中文',
  'zh-hant': '繁體中文',
  ar: 'العربية',
  bn: 'বাংলা',
  ko: '한국어',
  ht: 'Kreyòl ayisyen',
  ur: 'اردو',
};

/**
 * The pages a frightened owner needs first, offered in every language (docs/i18n.md, "the emergency core"). The
 * checker is among them: a language has it once its checker modules are written (routeContentModules.check).
 */
const EMERGENCY_CORE: readonly RouteId[] = ['home', 'emergency', 'breathing', 'firstAid', 'check'];

/** The routes each language offers. Adding a route to a language is one entry here (and its translation). */
export const offeredRoutes: Record<OtherLocale, readonly RouteId[]> = {
  es: routeList.map((r) => r.id),
  zh: EMERGENCY_CORE,
  'zh-hant': EMERGENCY_CORE,
  ar: EMERGENCY_CORE,
  bn: EMERGENCY_CORE,
  ko: EMERGENCY_CORE,
  ht: EMERGENCY_CORE,
  ur: EMERGENCY_CORE,
};

/**
 * Content modules the layout around every page shows before anyone touches it (the nav search box's label and
 * placeholder, the chat launcher's): every page of a language loads them with its chrome, where the language has
 * them (English words otherwise).
 */
export const layoutModules: readonly string[] = ['search-box', 'chat-launcher'];

/**
 * Content modules the layout reads only once someone uses it: the search dropdown's words (and the /search page's),
 * the open chat's, and the routes' descriptions a search result shows under its title (route-head: otherwise only
 * the prerendered <head> has them). The search box and the chat load them (LAYOUT_LATER_BUNDLE) on first focus or
 * tap and show nothing in another language until they are there, so no page carries them on its first load.
 */
export const layoutLaterModules: readonly string[] = ['search', 'chat-widget', 'route-head'];

/**
 * The content modules (src/content/pages/<name>.ts) each route's page reads through the locale accessor
 * (src/lib/locale-content.ts). A route not listed reads its English modules directly, so it is English-only
 * until its page is wired to read them per language.
 */
export const routeContentModules: Partial<Record<RouteId, readonly string[]>> = {
  home: ['home'],
  emergency: ['emergency', 'listings'],
  breathing: ['breathing', 'listings'],
  firstAid: ['first-aid'],
  dailyCare: ['daily-care', 'preventive-health'],
  findHelp: ['find-help'],
  spayNeuter: ['spay-neuter', 'spay-neuter-providers', 'resources', 'listings'],
  surrender: ['surrender', 'shelters', 'rescues', 'resources', 'listings'],
  rehoming: ['rehoming', 'rescues', 'shelters', 'resources', 'listings'],
  workingWithRescues: ['working-with-rescues', 'site'],
  behavioralWellness: ['behavioral-wellness'],
  feeding: ['feeding'],
  grooming: ['grooming', 'daily-care'],
  preventiveHealth: ['preventive-health', 'daily-care'],
  about: ['about', 'site'],
  terms: ['terms'],
  privacy: ['privacy'],
  financialAssistance: ['financial-assistance', 'financial-help', 'resources', 'listings'],
  communityCats: ['community-cats', 'listings'],
  vets: ['vets', 'resources', 'listings'],
  // The search's words and the descriptions its results show, which the nav box elsewhere loads on first use
  // (layoutLaterModules).
  search: ['search', 'route-head'],
  feedback: ['feedback'],
  // The checker's questions and outcome headings, the red flags' words its outcomes show, the /emergency
  // situations whose "Do NOT" lists it repeats, the listings' words of its outcomes' hospital and clinic cards, and
  // the words of the ways into it (docs/checker.md).
  check: ['check', 'red-flags', 'emergency', 'listings', 'check-entry'],
};

/**
 * Modules a page reads only where the language has the page they lead to: home and /emergency show the way into
 * the checker (check-entry) in a language that has the checker, and nothing where it doesn't. Loaded with the
 * page when they exist, so the first render matches the prerendered words.
 */
const routeLinkedModules: Partial<Record<RouteId, readonly string[]>> = {
  home: ['check-entry'],
  emergency: ['check-entry'],
};

/**
 * Modules a route's page loads itself, with the part of the page that reads them, rather than before its first
 * render: the checker's outcomes (the red flags' words, the "Do NOT" lists, the hospital and clinic cards' words)
 * load with the outcome pages' code, so a question doesn't wait for them (src/features/checker/checker-view.tsx).
 */
export const routeLaterModules: Partial<Record<RouteId, readonly string[]>> = {
  check: ['red-flags', 'emergency', 'listings'],
};

/**
 * The modules loaded with a route's page in a language, before it renders (the router, the prerenderer and the
 * entry script wait for them): its own but those it loads later, and those of the pages it leads to.
 */
export const routeModulesToLoad = (routeId: RouteId): readonly string[] => [
  ...(routeContentModules[routeId] ?? []).filter((module) => !routeLaterModules[routeId]?.includes(module)),
  ...(routeLinkedModules[routeId] ?? []),
];

/** The bundle of a language's words every page loads: its chrome and the layout's modules (a 404 loads only it). */
export const LAYOUT_BUNDLE = 'layout';
/** The bundle of a route's modules its page loads itself, after the first render (routeLaterModules). */
export const laterBundle = (routeId: RouteId): string => `later-${routeId}`;
/** The bundle of the layout's words loaded on first use (layoutLaterModules). */
export const LAYOUT_LATER_BUNDLE = 'later-layout';

/**
 * A language's words in the bundles its pages load (scripts/lib/translated-modules.mjs builds a chunk per bundle):
 * the layout's (its chrome and layoutModules, which every page loads first), then a route's (the rest of
 * routeModulesToLoad), so a page fetches no loader of another page's words; `later-<route>` holds
 * routeLaterModules, and LAYOUT_LATER_BUNDLE layoutLaterModules. Only the modules the language has, and no empty
 * bundle: a route the language has no page of, or no words of its own, loads the layout's alone. `modules` as for
 * hasPage.
 */
export function localeBundles(
  modules: ReadonlySet<string> = translatedModules,
): Record<string, Record<string, readonly string[]>> {
  const layout = ['chrome', ...layoutModules];
  return Object.fromEntries(
    OTHER_LOCALES.map((locale) => {
      const has = (module: string) => modules.has(`${locale}/${module}`);
      const own = (list: readonly string[]) => list.filter((module) => has(module) && !layout.includes(module));
      const bundles: [string, readonly string[]][] = [
        [LAYOUT_BUNDLE, layout.filter(has)],
        [LAYOUT_LATER_BUNDLE, layoutLaterModules.filter(has)],
      ];
      for (const { id } of routeList.filter((route) => hasPage(locale, route.id, modules))) {
        bundles.push([id, own(routeModulesToLoad(id))], [laterBundle(id), own(routeLaterModules[id] ?? [])]);
      }
      return [locale, Object.fromEntries(bundles.filter(([, list]) => list.length > 0))];
    }),
  );
}

/** Date each language's translations were written from the English guide (shown in its translation notice). */
export const translatedOn: Record<OtherLocale, string> = {
  es: '2026-11-28',
  zh: '2026-11-28',
  'zh-hant': '2026-11-28',
  ar: '2026-11-28',
  bn: '2026-11-28',
  ko: '2026-11-28',
  ht: '2026-11-28',
  ur: '2026-11-28',
};

/**
 * "<locale>/<module>" for every translated module present, e.g. "es/emergency", "ar/chrome": listed from the
 * files at build time (scripts/lib/translated-modules.mjs), so no loader is needed to know it.
 */
export const translatedModules: ReadonlySet<string> = new Set(
  // Outside a Vite build (vite.config.ts itself) there is no list: no language has any page.
  typeof __TRANSLATED_MODULES__ === 'undefined' ? [] : __TRANSLATED_MODULES__,
);

/** The service worker's cache of the pages of the language last used (vite.config.ts, src/app/register-sw.ts). */
export const LOCALE_PAGES_CACHE = 'locale-pages';

/** A URL of a page in another language, for the service worker's routing (it sees full URLs). */
export const localePageUrl = new RegExp(`^https?://[^/]+/(?:${OTHER_LOCALES.join('|')})(?:/|$)`);

/** The emergency pages a language keeps offline once someone has used it: those of the core it has. */
export function offlinePagesFor(locale: OtherLocale): string[] {
  return EMERGENCY_CORE.filter((id) => hasPage(locale, id)).map((id) => localePath(locale, routes[id].path));
}

export const isRtl = (locale: Locale): boolean => RTL_LOCALES.includes(locale);

const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

/** The URL of a site path in a language: ('es', '/emergency') → '/es/emergency'; ('es', '/') → '/es'. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The language of a URL path and the path without its prefix: '/ar/emergency' → ar, '/emergency'. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const path = normalizePath(pathname);
  const [, first = '', ...rest] = path.split('/');
  if (first === 'en' || !isLocale(first)) return { locale: 'en', path };
  return { locale: first, path: `/${rest.join('/')}` };
}

/** Whether a route has its page in a language, given which translated modules exist. */
export function hasPage(locale: Locale, routeId: RouteId, modules: ReadonlySet<string> = translatedModules): boolean {
  if (locale === 'en') return true;
  const needs = routeContentModules[routeId];
  return (
    needs !== undefined &&
    offeredRoutes[locale].includes(routeId) &&
    ['chrome', ...needs].every((module) => modules.has(`${locale}/${module}`))
  );
}

export interface LocalizedRoute {
  locale: OtherLocale;
  route: RouteMeta;
  /** Its URL: /es/emergency. */
  path: string;
}

/** Every translated page of the site, language by language. */
export const localizedRoutes: readonly LocalizedRoute[] = OTHER_LOCALES.flatMap((locale) =>
  routeList
    .filter((route) => hasPage(locale, route.id))
    .map((route) => ({ locale, route, path: localePath(locale, route.path) })),
);

/** The route and language of a URL path, for a page of the registry in a language that has it. */
export function localizedRouteForPath(pathname: string): { locale: Locale; route: RouteMeta } | undefined {
  const { locale, path } = splitLocalePath(pathname);
  const route = routeForPath(path);
  return route && hasPage(locale, route.id) ? { locale, route } : undefined;
}

/**
 * Where a link to an English site path goes from a page in `locale`: the same page in that language when it
 * exists, else the English page. The hash and query are kept.
 */
export function localizeHref(locale: Locale, href: string): string {
  if (locale === 'en' || !href.startsWith('/')) return href;
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  const route = routeList.find((r) => r.path === normalizePath(path));
  return route && hasPage(locale, route.id) ? localePath(locale, route.path) + rest : href;
}

/**
 * Each language's version of a route for the language menu: the same page, or that language's home. `path` is
 * the page's English path, for a page under a nested route (/check/go-now/breathing): the same page in every
 * language that has the route.
 */
export function languageLinks(
  routeId: RouteId | undefined,
  path: string | undefined = routeId && routes[routeId].path,
): { locale: Locale; href: string; samePage: boolean }[] {
  return LOCALES.map((locale) => {
    const samePage = routeId !== undefined && hasPage(locale, routeId);
    return { locale, samePage, href: localePath(locale, samePage && path ? path : '/') };
  });
}

/**
 * The languages a route exists in, with their URLs (hreflang alternates, the sitemap); `path` as for
 * languageLinks.
 */
export function alternatesFor(
  routeId: RouteId,
  path: string = routes[routeId].path,
): { locale: Locale; path: string }[] {
  return LOCALES.filter((locale) => hasPage(locale, routeId)).map((locale) => ({
    locale,
    path: localePath(locale, path),
  }));
}

/**
 * The first of the browser's preferred languages (navigator.languages) the site has, other than English;
 * undefined when English comes first or none matches. zh-TW, zh-HK and zh-Hant read Traditional Chinese.
 */
export function preferredLocale(languages: readonly string[]): OtherLocale | undefined {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    const [language] = lower.split('-');
    if (language === 'en') return undefined;
    if (language === 'zh') return /-(hant|tw|hk|mo)\b/.test(lower) ? 'zh-hant' : 'zh';
    const match = OTHER_LOCALES.find((l) => l === language);
    if (match) return match;
  }
  return undefined;
}
