import { routeDescriptions } from '../src/config/route-head';
import { routeList } from '../src/config/routes';
import { expect, expectNoA11yViolations, test, viewportIndependent } from './fixtures';
import { collect, problems } from './phone-audit';

// One visit per route, on both the phone and the desktop project: the page's heading, title, description and
// canonical link; axe (WCAG 2.x A/AA) on the page as it opens; and the phone audit (every number shown is in the
// content data, and only allowed ones are tap-to-call). Pages with interactive states (tabs, cards, forms)
// check those states in their own specs; the 404 page is checked in layout.spec.ts.
// axe over the full vet directory takes a while on a loaded 2-core machine.
test.describe.configure({ timeout: 60_000 });

for (const route of routeList) {
  test(`${route.path}: heading, title, canonical link, axe, and only phones from the data`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(route.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', routeDescriptions[route.id]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${route.path === '/' ? '/' : route.path}$`),
    );
    await expectNoA11yViolations(page, route.path, { everyViewport: true });
    // Last: the audit opens every disclosure on the page.
    expect(problems(await collect(page)), `phones on ${route.path}`).toEqual([]);
  });
}

test('the axe check fails on a page with a violation', viewportIndependent, async ({ page }) => {
  await page.setContent('<html lang="en"><title>t</title><main><h1>Test</h1><button></button></main></html>');
  await expect(expectNoA11yViolations(page, 'a nameless button')).rejects.toThrow(/button-name/);
});

test('a console error on the page fails the test', viewportIndependent, async ({ page }) => {
  test.fail(); // the guard in the page fixture must turn the logged error into a failure
  await page.setContent('<script>console.error("logged by the page")</script>');
});
