import { routeList } from '../src/config/routes';
import { expectNoA11yViolations, expect, test } from './fixtures';

// axe on every route, on both the phone and the desktop project. Pages with interactive states (tabs, cards,
// forms) check those states in their own specs.
for (const route of routeList) {
  test(`axe: ${route.path}`, async ({ page }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page, route.path);
  });
}

test.describe('404', () => {
  test.use({ allowConsoleErrors: /404 Error|status of 404/ });
  test('axe: not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page, '404');
  });
});
