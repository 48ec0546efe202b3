// The one description of how every script and test launches Chromium: Playwright (playwright.config.ts, the
// bench scripts) and Lighthouse (scripts/audit.mjs) all take these.
import { existsSync } from 'node:fs';

/**
 * Debian's /usr/bin/chromium, or any binary named by CHROMIUM_PATH; undefined where neither exists, so Playwright
 * falls back to its own browser (`npx playwright install chromium`) and chrome-launcher to an installed Chrome.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Flags for a throwaway browser on a CI machine: no sandbox (containers run as root), no GPU, and none of the
 * background traffic (QUIC probes, component updates, sync) that would add requests to what a test measures.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's `launchOptions` for that browser (the benchmarks: their figures compare with earlier rounds'). */
export const playwrightLaunchOptions = {
  ...(chromiumPath ? { executablePath: chromiumPath } : {}),
  args: CHROMIUM_FLAGS,
};

/**
 * The end-to-end suite's browser: Chromium's headless shell (Debian's chromium-headless-shell, the build Playwright
 * itself runs headless by default) where it is installed, else the browser above. The same Blink and V8 without
 * the full browser's UI: on a 2-core machine every test's new context in the full browser starts a UI renderer
 * beside the page's, and the suite ran twice as long (a 27-test file took 84 s against 43 s). CHROMIUM_PATH
 * still wins.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
export const testLaunchOptions = {
  ...(process.env.CHROMIUM_PATH === undefined && existsSync(headlessShell)
    ? { executablePath: headlessShell }
    : playwrightLaunchOptions),
  args: CHROMIUM_FLAGS,
};
