// The loaders of every translated content module, each its own chunk. This module is itself loaded only when a
// page in another language needs one (src/lib/locale-content.ts), so English pages never carry the list.
const loaders = import.meta.glob<Record<string, unknown>>([
  '../content/locales/*/*.ts',
  '!../content/locales/en/*.ts',
  '!**/*.test.ts',
]);

/** Loads "<locale>/<module>", e.g. "ar/emergency". */
export function loadTranslation(key: string): Promise<Record<string, unknown>> {
  const load = loaders[`../content/locales/${key}.ts`];
  if (!load) return Promise.reject(new Error(`No translation module ${key}`));
  return load();
}
