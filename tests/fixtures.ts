import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every test that opens a page fails on a console error or an uncaught page error, unless it names the ones it
 * expects with `allowConsoleErrors` (the 404 page logs the unknown path by design). One RegExp: Playwright
 * would read an array of them as a [value, options] pair. The guard lives in the `page` fixture, so a test that
 * only makes requests opens no browser page.
 */
export const test = base.extend<{ allowConsoleErrors: RegExp | null }>({
  allowConsoleErrors: [null, { option: true }],
  // page.goto returns once the page is interactive (hydrated), not merely loaded: prerendered buttons show
  // before React is attached, and a click then would be lost.
  page: async ({ page, javaScriptEnabled, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      if (!allowConsoleErrors?.test(text)) errors.push(text);
    });
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && options?.waitUntil !== 'commit' && (response?.status() ?? 200) < 400) {
        await page.waitForFunction(
          () => document.documentElement.dataset.ready === location.pathname + location.search,
          null,
          {
            timeout: 20_000,
          },
        );
      }
      return response;
    };
    await use(page);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

export { expect };

/** Waits until the service worker controls the page (it then precaches the offline pages in the background). */
export async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
  });
}

/** Tag for a test whose result cannot depend on the viewport: it runs in the phone project only. */
export const viewportIndependent = { tag: '@viewport-independent' };

/**
 * Runs axe with the WCAG 2.x A/AA rules and fails with a readable list of violations.
 *
 * Every route is checked on both viewports (tests/every-route.spec.ts passes `everyViewport`), which covers the layout
 * each one gets. A check of a page *state* (a tab, an open card, a filter, a dialog) runs on the phone only:
 * the state changes the page's content, not the layout around it, and axe is the slowest step of the suite. A
 * state that changes one part of an already-checked page (a tab's panel, an opened card) checks that part
 * alone, `within` its CSS selector.
 */
export async function expectNoA11yViolations(
  page: Page,
  context?: string,
  { everyViewport = false, within }: { everyViewport?: boolean; within?: string } = {},
) {
  if (!everyViewport && !isPhone(page)) return;
  // Legacy mode runs axe in the page itself. The default mode opens a blank page after every run to merge the
  // results of cross-origin frames, which the site doesn't have; each run took about 1.6 times as long.
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(A11Y_TAGS)
    .setLegacyMode(true);
  if (within) {
    await expect(page.locator(within), `the part axe checks on ${context ?? 'the page'}`).toHaveCount(1);
    builder.include(within);
  }
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/** True when the project runs a phone-sized viewport. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}
