/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Number of NYC vets in the directory, computed at build time from src/content/vets.ts (vite.config.ts). */
declare const __NYC_VET_COUNT__: number;

/** The year the site was built, in New York (vite.config.ts, src/lib/build-year.ts); the footer's © year. */
declare const __BUILD_YEAR__: number;

/** "<locale>/<module>" for every translated content module, listed at build time (vite.config.ts). */
declare const __TRANSLATED_MODULES__: readonly string[];
/** When the site was built, as an ISO timestamp (vite.config.ts); listings older than two years before it are flagged. */
declare const __BUILD_DATE__: string;

/**
 * Per language with translations, its layout's bundle of translated modules, which lists its other bundles
 * (scripts/lib/translated-modules.mjs).
 */
declare module 'virtual:locale-loaders' {
  type Modules = Readonly<Record<string, Record<string, unknown>>>;
  interface Layout {
    modules: Modules;
    bundles: Readonly<Record<string, (() => Promise<{ default: Modules }>) | undefined>>;
  }
  const languages: Readonly<Record<string, (() => Promise<Layout>) | undefined>>;
  export default languages;
}
