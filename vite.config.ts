/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { THEME_COLOR } from './tailwind.config';
import { fileURLToPath } from 'node:url';
import { nycVetCount } from './src/content/vets';
import { buildDate, yearInNewYork } from './src/lib/build-year';
// @ts-expect-error -- a plain .mjs build script without type declarations
import { prerender } from './scripts/prerender.mjs';
import {
  bundlePreloads,
  chunkFileNames,
  localeLoaders,
  translatedModuleList,
} from './scripts/lib/translated-modules.mjs';
import { LOCALE_PAGES_CACHE, localeBundles, localePageUrl } from './src/config/locales';

const root = fileURLToPath(new URL('.', import.meta.url));
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}.mjs`, import.meta.url));

// Test folders whose tests render components or use the document; every other test runs in plain Node.
const DOM_TEST_DIRS = [
  'src/components/**/*.test.{ts,tsx}',
  'src/features/**/*.test.{ts,tsx}',
  'src/app/**/*.test.{ts,tsx}',
];

// Pages that must open with no signal after one visit: precached with the app shell. Other pages
// are cached as they are visited (network first).
const OFFLINE_PAGES = [
  'index.html',
  'emergency/index.html',
  'breathing/index.html',
  'first-aid/index.html',
  'vets/index.html',
  // The emergency checker: every question and outcome (docs/checker.md).
  'check/index.html',
  'check/**/index.html',
  '404.html',
];

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = loadEnv(mode, root, 'VITE_');
  return {
    plugins: [
      react(),
      tailwindcss(),
      // A language's translated modules in one bundle per page (src/lib/locale-content.ts).
      localeLoaders(root, localeBundles(new Set(translatedModuleList(root)))),
      // index.html's theme-color meta takes its colour from the one owner, tailwind.config.ts.
      { name: 'theme-color', transformIndexHtml: (html: string) => html.replace('__THEME_COLOR__', THEME_COLOR) },
      VitePWA({
        disable: Boolean(isSsrBuild) || mode === 'test',
        registerType: 'autoUpdate',
        // Registered from src/app/register-sw.ts after the page has loaded, never in the critical path.
        injectRegister: null,
        includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
        manifest: {
          name: 'Bodega Cat Care NYC',
          short_name: 'Bodega Cats',
          description: 'Free cat care help for NYC bodegas: emergency steps, 24/7 vets, low-cost clinics.',
          lang: 'en',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: THEME_COLOR,
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // No stylesheet: every page carries it inline (scripts/prerender.mjs).
          globPatterns: ['assets/*.js', '*.{svg,png}', ...OFFLINE_PAGES],
          // Precache "emergency/index.html" under the URL people open, "/emergency" (with any query string:
          // /vets?location=bronx filters on the client, so it is the same page).
          manifestTransforms: [
            async (entries) => ({
              manifest: entries.map((e) => ({ ...e, url: e.url.replace(/\/index\.html$/, '') })),
              warnings: [],
            }),
          ],
          ignoreURLParametersMatching: [/.*/],
          // Prerendered pages are real files: no SPA fallback; uncached pages come from the network first.
          navigateFallback: null,
          runtimeCaching: [
            // Pages in another language have a cache of their own: the page keeps that language's emergency
            // pages in it, and drops another language's, once someone uses it (src/app/register-sw.ts).
            {
              urlPattern: localePageUrl,
              handler: 'NetworkFirst',
              options: { cacheName: LOCALE_PAGES_CACHE, networkTimeoutSeconds: 4 },
            },
            {
              urlPattern: ({ request }) => request.mode === 'navigate',
              handler: 'NetworkFirst',
              options: { cacheName: 'pages', networkTimeoutSeconds: 4, expiration: { maxEntries: 40 } },
            },
          ],
          // A new version takes over at once and old caches are dropped: nobody is stuck on an old build.
          skipWaiting: true,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
        },
        integration: {
          closeBundleOrder: 'post',
          // The SSR bundle (dist-ssr/, built first by `npm run build`) renders every route into dist/ before
          // the service worker's precache list is computed.
          beforeBuildServiceWorker: async () => {
            const count = await prerender({ root, dist: `${root}dist`, env });
            console.log(`prerendered ${count} routes + 404.html, sitemap.xml, robots.txt, _redirects, _headers`);
          },
        },
      }),
    ],
    // The home page states how many NYC vets the directory lists. Computed here from the directory data, so the
    // home page's first load doesn't carry the whole directory just to count it (ADR 0002).
    // The footer's © year, from the build date (src/lib/build-year.ts); the date itself marks listings last
    // confirmed more than two years before it (src/content/resources.ts, isOutOfDate).
    define: {
      __NYC_VET_COUNT__: JSON.stringify(nycVetCount),
      __BUILD_YEAR__: JSON.stringify(yearInNewYork(buildDate(process.env.SOURCE_DATE_EPOCH))),
      // Which pages exist in which language (src/config/locales.ts), from the translation files themselves.
      __TRANSLATED_MODULES__: JSON.stringify(translatedModuleList(root)),
      __BUILD_DATE__: JSON.stringify(buildDate(process.env.SOURCE_DATE_EPOCH).toISOString()),
    },
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // react-router's package exports only its development build (its production build, without the dev
        // warnings, is 0.5 kB gz smaller and has the same exports): a path inside the package, so a release that
        // moves it fails the build rather than silently shipping the larger one.
        { find: /^react-router$/, replacement: reactRouterProduction('index') },
        { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export') },
      ],
    },
    build: {
      target: 'es2022',
      // The budget script (scripts/size.mjs) reads the manifest to find what each route loads.
      manifest: !isSsrBuild,
      // Everything the entry loads is one chunk. Left alone, Rolldown splits the modules the entry shares with
      // lazy chunks (React's JSX runtime, the router, the route registry, the locale list and chrome) into six
      // small chunks, which gzip separately: 3 kB more on every page, and more requests before hydration.
      rolldownOptions: isSsrBuild
        ? {}
        : { output: { chunkFileNames, codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
      // A language's bundles of words are imported without the English chunks their figures come from
      // (scripts/lib/translated-modules.mjs, bundlePreloads).
      modulePreload: { resolveDependencies: bundlePreloads },
      // One stylesheet, which every page carries inline (scripts/prerender.mjs). Split per chunk, Vite would list it
      // among what its preload helper fetches before a lazy chunk imported from another lazy chunk (a language's
      // words, the checker's outcomes): 7.3 kB fetched again for nothing on every Spanish page, and a failed import
      // offline, where the service worker keeps no .css.
      cssCodeSplit: false,
    },
    server: { port: 5173, host: '127.0.0.1' },
    test: {
      globals: true,
      restoreMocks: true,
      // Two projects: a browser-like DOM (jsdom, ~2 s to set up) only where tests render or touch the document;
      // pure logic, data and the Node scripts run in plain Node. Test files share a worker's environment and
      // module cache instead of each building its own (the setup was most of the suite's time), so a test file
      // must undo what it changes: rendered trees are unmounted (src/test/setup-dom.ts), spies restored
      // (restoreMocks), and globals a test sets are deleted in its own afterEach.
      isolate: false,
      // Tests that read every development case (the models' staleness checks, recall over 4,800 cases) take
      // several seconds each on a busy 2-core machine; Vitest's 5 s default failed one there.
      testTimeout: 30_000,
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            setupFiles: ['./src/test/setup.ts'],
            include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
            exclude: DOM_TEST_DIRS,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            setupFiles: ['./src/test/setup.ts', './src/test/setup-dom.ts'],
            include: DOM_TEST_DIRS,
          },
        },
      ],
    },
  };
});
