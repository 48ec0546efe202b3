// Which translated content modules exist: "<locale>/<module>" for every src/content/locales/<locale>/<module>.ts
// (tests aside). The build passes the list to the site as __TRANSLATED_MODULES__ (vite.config.ts), so the first load knows which
// pages exist in which language without carrying a loader for every translation; src/config/locales.ts reads it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** @param {string} root the repository's root folder */
export function translatedModuleList(root) {
  const dir = join(root, 'src', 'content', 'locales');
  return readdirSync(dir)
    .filter((locale) => statSync(join(dir, locale)).isDirectory())
    .flatMap((locale) =>
      readdirSync(join(dir, locale))
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => `${locale}/${file.slice(0, -'.ts'.length)}`),
    )
    .sort();
}

/**
 * The modules of a language that localeLoaders copies into each of its bundles: those in more than one bundle that
 * no other translation of the language imports (`from './<module>.ts'`).
 * @param {string} root the repository's root folder
 * @param {string} locale
 * @param {Record<string, readonly string[]>} own the language's bundles (localeBundles)
 */
export function copiedModules(root, locale, own) {
  const dir = join(root, 'src', 'content', 'locales', locale);
  const imported = new Set(
    readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) =>
        [...readFileSync(join(dir, file), 'utf8').matchAll(/from '\.\/([\w-]+)\.ts'/g)].map((m) => m[1]),
      ),
  );
  const count = new Map();
  for (const module of Object.values(own).flat()) count.set(module, (count.get(module) ?? 0) + 1);
  return new Set([...count].filter(([module, n]) => n > 1 && !imported.has(module)).map(([module]) => module));
}

const INDEX_ID = 'virtual:locale-loaders';
const LAYOUT_BUNDLE = 'layout';

/**
 * Vite plugin: a language's translated modules in bundles, one chunk per bundle, so a page in another language
 * fetches its own words and no loader of another page's. `virtual:locale-loaders` maps each language to a dynamic
 * import of `virtual:locale-loaders/<locale>`: the layout's bundle, which every page of the language loads first,
 * exporting its `modules` (each module's name to the module) and the loaders of the language's other `bundles`,
 * `virtual:locale-loaders/<locale>/<bundle>`, whose default export maps each of its modules' names to the module
 * (src/lib/locale-content.ts reads them). A module in more than one of a language's bundles (the listings'
 * words, /emergency's in the checker's outcomes) is copied into each bundle's chunk (`copiedModules`), so it is
 * gzipped with the page's other words rather than as a chunk of its own: a translated page's first load is up to
 * 1.5 kB smaller, and what the service worker precaches 25 kB gz (4 %) larger (docs/i18n.md, 2026-11-28). A module
 * another translation imports stays one chunk, which the bundles' chunks import, so no page loads it twice.
 * @param {string} root the repository's root folder
 * @param {Record<string, Record<string, readonly string[]>>} bundles per language, each bundle's modules
 *   (src/config/locales.ts, localeBundles)
 */
export function localeLoaders(root, bundles) {
  const file = (locale, module) => join(root, 'src', 'content', 'locales', locale, `${module}.ts`);
  // Each module's exports by name, not `import * as`: a namespace object needs Rolldown's runtime helper, which
  // then leaves the entry for a chunk of its own that every page, English too, loads (0.3 kB).
  const exportsOf = (path) => {
    const names = [...readFileSync(path, 'utf8').matchAll(/^export (?:const|function) ([A-Za-z_$][\w$]*)/gm)];
    if (names.length === 0) throw new Error(`${path} exports no \`export const\` or \`export function\``);
    return names.map((m) => m[1]);
  };
  const copied = Object.fromEntries(
    Object.entries(bundles).map(([locale, own]) => [locale, copiedModules(root, locale, own)]),
  );
  // A copied module is imported as `<file>?bundle=<name>`: a module of its own in each bundle, which Rolldown puts
  // in that bundle's chunk.
  const source = (locale, module, bundle) =>
    copied[locale].has(module) ? `${file(locale, module)}?bundle=${bundle}` : file(locale, module);
  const moduleMap = (locale, modules, bundle) => {
    const imported = modules.map((m, i) => ({ m, names: exportsOf(file(locale, m)), i }));
    return [
      ...imported.map(
        ({ m, names, i }) =>
          `import { ${names.map((n) => `${n} as m${i}_${n}`).join(', ')} } from ${JSON.stringify(source(locale, m, bundle))};`,
      ),
      `{${imported.map(({ m, names, i }) => `${JSON.stringify(m)}: {${names.map((n) => `${n}: m${i}_${n}`).join(', ')}}`).join(', ')}}`,
    ];
  };
  return {
    name: 'locale-loaders',
    resolveId: (id) => (id === INDEX_ID || id.startsWith(`${INDEX_ID}/`) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${INDEX_ID}`)) return undefined;
      const loader = (target) => `() => import(${JSON.stringify(`${INDEX_ID}/${target}`)})`;
      if (id === `\0${INDEX_ID}`) {
        return `export default {${Object.keys(bundles)
          .map((locale) => `${JSON.stringify(locale)}: ${loader(locale)}`)
          .join(', ')}};`;
      }
      const [locale, name = LAYOUT_BUNDLE] = id.slice(`\0${INDEX_ID}/`.length).split('/');
      const modules = bundles[locale]?.[name];
      if (!modules) throw new Error(`No bundle ${locale}/${name} of translated modules`);
      const imports = moduleMap(locale, modules, name);
      const map = imports.pop();
      if (name !== LAYOUT_BUNDLE) return [...imports, `export default ${map};`].join('\n');
      const others = Object.keys(bundles[locale]).filter((other) => other !== LAYOUT_BUNDLE);
      return [
        ...imports,
        `export const modules = ${map};`,
        `export const bundles = {${others.map((b) => `${JSON.stringify(b)}: ${loader(`${locale}/${b}`)}`).join(', ')}};`,
      ].join('\n');
    },
  };
}

const LOCALE_FILE = 'assets/l10n-';

/**
 * The client build's chunk file names (Rollup's `output.chunkFileNames`): a chunk of nothing but translated words
 * (src/content/locales/<locale>/, and the bundles above) is `assets/l10n-<name>-<hash>.js`, so bundlePreloads
 * knows it; every other chunk keeps Vite's name.
 * @param {{ moduleIds: string[] }} chunk
 */
export function chunkFileNames({ moduleIds }) {
  const words = (id) => id.startsWith(`\0${INDEX_ID}`) || /[\\/]src[\\/]content[\\/]locales[\\/][^\\/]+[\\/]/.test(id);
  return moduleIds.length > 0 && moduleIds.every(words) ? `${LOCALE_FILE}[hash].js` : 'assets/[name]-[hash].js';
}

/**
 * Vite's `build.modulePreload.resolveDependencies`: a bundle of words is imported with the chunks of words it
 * imports, but not the English page's code and data a translation imports a figure from (its page's chunk, loaded
 * beside it, fetches those): their names would fill each language's list of bundles.
 * @param {string} file the chunk a dynamic import loads
 * @param {string[]} deps what Vite would preload with it
 */
export const bundlePreloads = (file, deps) =>
  file.startsWith(LOCALE_FILE) ? deps.filter((dep) => dep.startsWith(LOCALE_FILE)) : deps;
