import { describe, expect, it } from 'vitest';
import {
  alternatesFor,
  hasPage,
  languageLinks,
  laterBundle,
  LAYOUT_BUNDLE,
  LAYOUT_LATER_BUNDLE,
  localeBundles,
  localePath,
  localizedRouteForPath,
  localizedRoutes,
  localizeHref,
  OTHER_LOCALES,
  preferredLocale,
  routeContentModules,
  routeModulesToLoad,
  splitLocalePath,
  translatedModules,
} from './locales';
import { routes } from './routes';

describe('locale paths', () => {
  it.each([
    ['en', '/emergency', '/emergency'],
    ['en', '/', '/'],
    ['es', '/', '/es'],
    ['ar', '/emergency', '/ar/emergency'],
    ['zh-hant', '/first-aid', '/zh-hant/first-aid'],
  ] as const)('localePath(%s, %s) is %s', (locale, path, expected) => {
    expect(localePath(locale, path)).toBe(expected);
  });

  it.each([
    ['/ar/emergency', 'ar', '/emergency'],
    ['/zh-hant/first-aid/', 'zh-hant', '/first-aid'],
    ['/es', 'es', '/'],
    ['/es/', 'es', '/'],
    ['/emergency', 'en', '/emergency'],
    ['/', 'en', '/'],
    // Not a language: an English path that happens to start like one, or the English tag itself.
    ['/esp', 'en', '/esp'],
    ['/en/emergency', 'en', '/en/emergency'],
  ] as const)('splitLocalePath(%s) is %s + %s', (pathname, locale, path) => {
    expect(splitLocalePath(pathname)).toEqual({ locale, path });
  });
});

describe('which pages exist', () => {
  const modules = new Set([
    ...['es/chrome', 'es/home', 'es/emergency', 'es/listings', 'ar/emergency', 'ar/listings', 'ar/chrome'],
    ...['bn/emergency', 'bn/listings', 'ko/chrome', 'ko/emergency'],
  ]);

  it('needs the language to offer the route, its chrome and every module its page reads', () => {
    expect(hasPage('en', 'vets', modules)).toBe(true);
    expect(hasPage('es', 'emergency', modules)).toBe(true);
    expect(hasPage('ar', 'emergency', modules)).toBe(true);
    expect(hasPage('ar', 'home', modules)).toBe(false); // not translated
    expect(hasPage('es', 'breathing', modules)).toBe(false); // not translated
    expect(hasPage('ko', 'emergency', modules)).toBe(false); // no listings: its hospital table would be English
    expect(hasPage('bn', 'emergency', modules)).toBe(false); // no chrome: the page would be half English
  });

  it('keeps a route whose page is not wired for translation English-only, even where a module exists', () => {
    expect(hasPage('es', 'vets', new Set(['es/chrome', 'es/vets']))).toBe(false);
  });

  it('lists every translated page once, each under its own URL, with its language and route', () => {
    const paths = localizedRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const { locale, route, path } of localizedRoutes) {
      expect(hasPage(locale, route.id)).toBe(true);
      expect(path).toBe(localePath(locale, route.path));
      expect(localizedRouteForPath(path)).toEqual({ locale, route });
    }
  });

  it('finds no page for a language that does not offer the route', () => {
    expect(localizedRouteForPath('/ko/vets')).toBeUndefined();
    expect(localizedRouteForPath('/vets')).toEqual({ locale: 'en', route: routes.vets });
    // A nested route's pages are its own (the checker's steps), in each language that has the route.
    expect(localizedRouteForPath('/check/go-now/breathing')).toEqual({ locale: 'en', route: routes.check });
    expect(localizedRouteForPath('/es/check/go-now/breathing')).toEqual({ locale: 'es', route: routes.check });
    // Every language offers the checker; it has it once each of the checker's modules is written.
    for (const locale of OTHER_LOCALES) {
      const written = (routeContentModules.check ?? []).every((m) => translatedModules.has(`${locale}/${m}`));
      expect(localizedRouteForPath(`/${locale}/check`) !== undefined, locale).toBe(written);
    }
  });

  it('loads a page’s modules before it renders, but those it loads itself later, and those it links to', () => {
    expect(routeModulesToLoad('check')).toEqual(['check', 'check-entry']);
    expect(routeModulesToLoad('home')).toEqual(['home', 'check-entry']);
    expect(routeModulesToLoad('vets')).toEqual(['vets', 'resources', 'listings']);
    expect(routeModulesToLoad('search')).toEqual(['search', 'route-head']);
  });

  it('bundles a language’s words: the layout’s, then each of its pages’ own and later ones', () => {
    const written = new Set([
      ...[
        ...['chrome', 'search-box', 'search', 'route-head', 'home', 'check-entry', 'check', 'red-flags', 'emergency'],
        'listings',
      ].map((m) => `es/${m}`),
      ...['chrome', 'emergency', 'listings'].map((m) => `ar/${m}`),
    ]);
    const bundles = localeBundles(written);
    expect(bundles.es).toEqual({
      [LAYOUT_BUNDLE]: ['chrome', 'search-box'],
      // The search's words and its results' descriptions load on first use, and with /es/search.
      [LAYOUT_LATER_BUNDLE]: ['search', 'route-head'],
      search: ['search', 'route-head'],
      home: ['home', 'check-entry'],
      emergency: ['emergency', 'listings', 'check-entry'],
      check: ['check', 'check-entry'],
      [laterBundle('check')]: ['red-flags', 'emergency', 'listings'],
    });
    // A page with no words of its own (or only the layout's) loads the layout's bundle alone.
    expect(bundles.ar).toEqual({ [LAYOUT_BUNDLE]: ['chrome'], emergency: ['emergency', 'listings'] });
    expect(bundles.ko).toEqual({});
  });
});

describe('links between languages', () => {
  const spanishEmergency = hasPage('es', 'emergency');

  it('keeps a link in the page’s language where the target exists, with its query and hash', () => {
    expect(localizeHref('en', '/emergency#poisoning')).toBe('/emergency#poisoning');
    expect(localizeHref('es', '/emergency#poisoning')).toBe(
      spanishEmergency ? '/es/emergency#poisoning' : '/emergency#poisoning',
    );
    expect(localizeHref('ko', '/vets?location=bronx')).toBe('/vets?location=bronx');
    expect(localizeHref('es', 'https://example.org/emergency')).toBe('https://example.org/emergency');
  });

  it('gives every language a menu link: the same page, else its home', () => {
    for (const link of languageLinks('vets')) {
      expect(link.href).toBe(link.samePage ? localePath(link.locale, '/vets') : localePath(link.locale, '/'));
    }
    expect(languageLinks(undefined).every((l) => l.href === localePath(l.locale, '/'))).toBe(true);
    // A page under a nested route: the same page in each language that has the route.
    const spanish = languageLinks('check', '/check/go-now/breathing').find((l) => l.locale === 'es');
    expect(spanish).toEqual({ locale: 'es', samePage: true, href: '/es/check/go-now/breathing' });
  });

  it('lists a page’s alternates: English and each language that has it', () => {
    const alternates = alternatesFor('emergency');
    expect(alternates[0]).toEqual({ locale: 'en', path: '/emergency' });
    expect(alternates.map((a) => a.locale)).toEqual(['en', ...OTHER_LOCALES.filter((l) => hasPage(l, 'emergency'))]);
    expect(alternatesFor('check', '/check/home/hairball').slice(0, 2)).toEqual([
      { locale: 'en', path: '/check/home/hairball' },
      { locale: 'es', path: '/es/check/home/hairball' },
    ]);
  });
});

describe('preferredLocale', () => {
  it.each([
    [['es-US', 'en'], 'es'],
    [['en-US', 'es'], undefined],
    [['zh-CN'], 'zh'],
    [['zh-TW'], 'zh-hant'],
    [['zh-Hant-HK'], 'zh-hant'],
    [['fr-FR', 'ar-EG'], 'ar'],
    [['ht'], 'ht'],
    [['fr', 'de'], undefined],
    [[], undefined],
  ] as const)('%j → %s', (languages, expected) => {
    expect(preferredLocale(languages)).toBe(expected);
  });
});
