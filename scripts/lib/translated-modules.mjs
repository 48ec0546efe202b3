// Which translated content modules exist: "<locale>/<module>" for every src/content/locales/<locale>/<module>.ts
// (tests aside). The build passes the list to the site as __TRANSLATED_MODULES__ (vite.config.ts), so the
// first load knows which pages exist in which language without carrying a loader for every translation;
// src/config/locales.ts reads it.
import { readdirSync, statSync } from 'node:fs';
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

const INDEX_ID = 'virtual:locale-loaders';

/**
 * Vite plugin: the loaders of the translated modules, one small list per language, so a page in another language
 * loads its own language's list only. `virtual:locale-loaders` maps each language to a dynamic import of
 * `virtual:locale-loaders/<locale>`, whose default export maps each of that language's modules to a dynamic
 * import of its file (src/lib/locale-content.ts reads them). The lists come from the files, as above.
 * @param {string} root the repository's root folder
 */
export function localeLoaders(root) {
  const byLocale = () => {
    const map = new Map();
    for (const key of translatedModuleList(root)) {
      const [locale, module] = key.split('/');
      if (locale !== 'en') map.set(locale, [...(map.get(locale) ?? []), module]);
    }
    return map;
  };
  const loaderMap = (entries) =>
    `export default {${entries.map(([name, id]) => `${JSON.stringify(name)}: () => import(${JSON.stringify(id)})`).join(',')}};`;
  return {
    name: 'locale-loaders',
    resolveId: (id) => (id === INDEX_ID || id.startsWith(`${INDEX_ID}/`) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${INDEX_ID}`)) return undefined;
      const locales = byLocale();
      if (id === `\0${INDEX_ID}`) return loaderMap([...locales.keys()].map((l) => [l, `${INDEX_ID}/${l}`]));
      const locale = id.slice(`\0${INDEX_ID}/`.length);
      const dir = join(root, 'src', 'content', 'locales', locale);
      return loaderMap((locales.get(locale) ?? []).map((m) => [m, join(dir, `${m}.ts`)]));
    },
  };
}
