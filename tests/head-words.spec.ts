import { routeDescriptions, routeKeywords } from '../src/config/route-head';
import { localePath } from '../src/config/locales';
import { routes } from '../src/config/routes';
import { chrome } from '../src/content/locales/en/chrome';
import { chrome as spanishChrome } from '../src/content/locales/es/chrome';
import { routeDescriptions as spanishDescriptions } from '../src/content/locales/es/route-head';
import { routeDescriptions as arabicDescriptions } from '../src/content/locales/ar/route-head';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';

// A page's description, keywords and structured data are in its prerendered HTML only: the browser's code has none
// of them (docs/i18n.md, "Head words"). The page keeps its own as it hydrates, and a move in the app to another
// page leaves no description of the first one behind. The fixture fails a test on any console error, so a
// hydration mismatch (React #418) fails these too.

const DESCRIPTIONS = 'meta[name="description"], meta[property="og:description"], meta[name="twitter:description"]';

/** The description tags' contents, in the order of the page's <head>. */
const descriptionsIn = (page: Page) =>
  page.locator(DESCRIPTIONS).evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));

test.describe('the landing page keeps its own description once hydrated', () => {
  for (const [path, description] of [
    ['/', routeDescriptions.home],
    [localePath('es', '/'), spanishDescriptions.home],
    [localePath('ar', '/'), arabicDescriptions.home],
  ] as const) {
    test(path, async ({ page }) => {
      // goto returns once the page has hydrated (the fixture waits for it).
      await page.goto(path);
      expect(await descriptionsIn(page)).toEqual([description, description, description]);
    });
  }
});

test.describe('a move in the app leaves no description of the page it left', () => {
  const cases: { path: string; crumbs: string; description: string; keywords?: string; homeTitle: string }[] = [
    {
      // A hub: also its keywords and its WebPage structured data.
      path: routes.emergency.path,
      crumbs: chrome.landmarks.breadcrumb,
      description: routeDescriptions.emergency,
      keywords: routeKeywords.emergency?.join(', '),
      homeTitle: routes.home.title,
    },
    {
      path: localePath('es', routes.emergency.path),
      crumbs: spanishChrome.landmarks.breadcrumb,
      description: spanishDescriptions.emergency,
      homeTitle: spanishChrome.routes.home.title,
    },
  ];
  for (const { path, crumbs, description, keywords, homeTitle } of cases) {
    test(`${path} → its home`, async ({ page }) => {
      await page.goto(path);
      const title = await page.title();
      expect(await descriptionsIn(page)).toEqual([description, description, description]);
      if (keywords) await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', keywords);
      await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(keywords ? 1 : 0);
      // A mark on the window survives only a move within the app, not a page load.
      await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
      await page.getByRole('navigation', { name: crumbs }).getByRole('link').first().click();
      await expect(page).toHaveTitle(new RegExp(homeTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      expect(await page.title()).not.toBe(title);
      expect(await page.evaluate(() => 'stillThisDocument' in window)).toBe(true);
      await expect(page.locator(DESCRIPTIONS)).toHaveCount(0);
      await expect(page.locator('meta[name="keywords"]')).toHaveCount(0);
      await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);
    });
  }
});
