import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import {
  bundlePreloads,
  chunkFileNames,
  copiedModules,
  localeLoaders,
  translatedModuleList,
} from './translated-modules.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const bundles = { ar: { layout: ['chrome'] }, es: { layout: ['chrome', 'search'], home: ['home'] } };
const plugin = localeLoaders(root, bundles);
const file = (key) => JSON.stringify(join(root, 'src', 'content', 'locales', `${key}.ts`));

describe('localeLoaders', () => {
  it('resolves only its own ids', () => {
    expect(plugin.resolveId('virtual:locale-loaders')).toBe('\0virtual:locale-loaders');
    expect(plugin.resolveId('virtual:locale-loaders/ar')).toBe('\0virtual:locale-loaders/ar');
    expect(plugin.resolveId('virtual:locale-loaders/ar/home')).toBe('\0virtual:locale-loaders/ar/home');
    expect(plugin.resolveId('virtual:locale-loaders-other')).toBeUndefined();
    expect(plugin.resolveId('./chrome')).toBeUndefined();
    expect(plugin.load('/src/content/locales/ar/chrome.ts')).toBeUndefined();
  });

  it('maps every language given to its layout bundle', () => {
    const index = plugin.load('\0virtual:locale-loaders');
    expect(index).toBe(
      'export default {"ar": () => import("virtual:locale-loaders/ar"), "es": () => import("virtual:locale-loaders/es")};',
    );
  });

  it("gives a language's layout modules by their exports, and the loaders of its other bundles", () => {
    const layout = plugin.load('\0virtual:locale-loaders/es');
    expect(layout).toContain(`import { chrome as m0_chrome } from ${file('es/chrome')};`);
    expect(layout).toContain(`import { searchCopy as m1_searchCopy } from ${file('es/search')};`);
    expect(layout).toContain(
      'export const modules = {"chrome": {chrome: m0_chrome}, "search": {searchCopy: m1_searchCopy}};',
    );
    expect(layout).toContain('export const bundles = {"home": () => import("virtual:locale-loaders/es/home")};');
    expect(layout).not.toMatch(/locales[\\/]ar[\\/]/);
    expect(plugin.load('\0virtual:locale-loaders/ar')).toContain('export const bundles = {};');
  });

  it("gives a route's bundle as a map of its modules, and fails on a bundle it doesn't have", () => {
    const home = plugin.load('\0virtual:locale-loaders/es/home');
    expect(home).toContain(`from ${file('es/home')};`);
    expect(home).toMatch(/^export default \{"home": \{homePage: m0_homePage[,}]/m);
    expect(() => plugin.load('\0virtual:locale-loaders/ar/home')).toThrow('No bundle ar/home');
  });
});

describe('copiedModules', () => {
  // The real Spanish translations: es/chat-widget imports ./check-entry.ts, es/rehoming imports ./resources.ts.
  const spanish = {
    layout: ['chrome', 'search', 'chat-widget'],
    home: ['home', 'check-entry'],
    emergency: ['emergency', 'listings', 'check-entry'],
    'later-check': ['red-flags', 'emergency', 'listings'],
    surrender: ['surrender', 'resources'],
    rehoming: ['rehoming', 'resources'],
  };

  it("copies a module in several of a language's bundles into each, unless another translation imports it", () => {
    expect([...copiedModules(root, 'es', spanish)].sort()).toEqual(['emergency', 'listings']);
    expect([...copiedModules(root, 'ar', { layout: ['chrome'], emergency: ['emergency'] })]).toEqual([]);
  });

  it("imports a copied module with its bundle's name, so each bundle's chunk holds its own copy", () => {
    const loaders = localeLoaders(root, { es: spanish });
    const emergency = loaders.load('\0virtual:locale-loaders/es/emergency');
    expect(emergency).toContain(`from ${JSON.stringify(`${JSON.parse(file('es/listings'))}?bundle=emergency`)};`);
    expect(loaders.load('\0virtual:locale-loaders/es/later-check')).toContain(
      `from ${JSON.stringify(`${JSON.parse(file('es/listings'))}?bundle=later-check`)};`,
    );
    // Imported by es/chat-widget: one chunk, shared, so a page never loads it twice.
    expect(emergency).toContain(`from ${file('es/check-entry')};`);
    expect(loaders.load('\0virtual:locale-loaders/es/home')).toContain(`from ${file('es/home')};`);
  });
});

describe('chunkFileNames and bundlePreloads', () => {
  const words = `${root}src/content/locales/es/home.ts`;
  it('names a chunk of translated words only, so its import preloads only other words', () => {
    expect(chunkFileNames({ moduleIds: ['\0virtual:locale-loaders/es/home', words] })).toBe('assets/l10n-[hash].js');
    expect(chunkFileNames({ moduleIds: [words, `${root}src/content/pages/home.ts`] })).toBe('assets/[name]-[hash].js');
    expect(chunkFileNames({ moduleIds: [] })).toBe('assets/[name]-[hash].js');
    expect(bundlePreloads('assets/l10n-a.js', ['assets/l10n-a.js', 'assets/home-b.js', 'assets/l10n-c.js'])).toEqual([
      'assets/l10n-a.js',
      'assets/l10n-c.js',
    ]);
    expect(bundlePreloads('assets/home-b.js', ['assets/home-b.js', 'assets/l10n-c.js'])).toEqual([
      'assets/home-b.js',
      'assets/l10n-c.js',
    ]);
  });
});

describe('translatedModuleList', () => {
  it("lists each language's modules, its routes' descriptions among them, and not its tests", () => {
    const list = translatedModuleList(root);
    expect(list).toContain('es/chrome');
    expect(list).toContain('ar/emergency');
    // Loaded with the search on first use, for the results' descriptions (src/config/locales.ts, layoutLaterModules).
    expect(list).toContain('es/route-head');
    expect(list.filter((m) => m.endsWith('.test'))).toEqual([]);
  });
});
