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
