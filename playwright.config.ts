import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
// Real Chromium: Debian's headless shell (/usr/bin/chromium-headless-shell) or /usr/bin/chromium (or CHROMIUM_PATH)
// where one exists, otherwise Playwright's own browser, so the same config works on CI here and on a laptop with
// `npx playwright install chromium` (scripts/lib/browser.mjs).
import { testLaunchOptions as launchOptions } from './scripts/lib/browser.mjs';
import { translatedModuleList } from './scripts/lib/translated-modules.mjs';

// Tests read which pages exist in which language from src/config/locales.ts, which the build gives the list of
// translations to (vite.config.ts); here the same list is a global, set before any test file loads.
Object.assign(globalThis, { __TRANSLATED_MODULES__: translatedModuleList(process.cwd()) });

// `npm test` (scripts/test.mjs) sets PORT to a free port and builds for it; run alone, the suite uses `npm start`'s.
const PORT = Number(process.env.PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Playwright's default is half the cores: one worker on a 2-core machine, which leaves a core idle while a test
  // waits on the page. Two at least, here and on CI alike.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // Recording a trace costs every test DOM snapshots and screenshots; a failure's retry records one instead.
    trace: 'on-first-retry',
    // The service worker precaches every JS chunk of the site on a page's first visit: in each of ~550 fresh
    // browser contexts that is pure overhead. The offline test turns it back on for itself.
    serviceWorkers: 'block',
    launchOptions,
  },
  projects: [
    // Checks that cannot differ by viewport (what the host serves, data audits, page text, odd input) are tagged
    // @viewport-independent and run once, on the phone: most people reach the site on one.
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grepInvert: /@desktop-only/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      grepInvert: /@viewport-independent/,
    },
  ],
  // The same stack `npm start` runs (built site + local chat function + local feedback collector), from the
  // build the test command has just made.
  webServer: {
    command: 'node scripts/start.mjs --skip-build',
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: { PORT: String(PORT) },
  },
});
