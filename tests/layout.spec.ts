import { aliasRedirects, navRoutes, routes } from '../src/config/routes';
import { emergencyContact } from '../src/content/contacts';
import { chrome } from '../src/content/locales/en/chrome';
import { buildDate, yearInNewYork } from '../src/lib/build-year';
import { expect, expectNoA11yViolations, test, viewportIndependent } from './fixtures';

const emergencyTel = `tel:${emergencyContact.phone.replace(/\D/g, '')}`;

test.describe('nested aliases', viewportIndependent, () => {
  for (const { from, to } of aliasRedirects) {
    test(`${from} lands on ${to}`, async ({ page }) => {
      await page.goto(`${from}?x=1`);
      await expect(page).toHaveURL(new RegExp(`${to}\\?x=1$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // replace, not push: going back leaves the alias behind instead of bouncing to it again
      expect(await page.evaluate(() => window.history.length)).toBe(2);
    });
  }
});

test.describe('404', () => {
  // The server answers 404 (Chromium logs it) and the page logs the unknown path (docs/requirements.md).
  test.use({
    allowConsoleErrors: /404 Error: User attempted to access non-existent route: \/no-such-page|status of 404/,
  });

  test('an unknown path shows the not-found page, logs the path, passes axe and links home', async ({ page }) => {
    // Chromium's own "Failed to load resource" line comes first; wait for the page's line, which names the path.
    const pathLogged = page.waitForEvent('console', {
      predicate: (msg) => msg.type() === 'error' && msg.text().includes('/no-such-page'),
    });
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
    // Logged once the page has hydrated, which (in a transition) may end after the prerendered heading shows.
    await pathLogged;
    await expectNoA11yViolations(page, '404', { everyViewport: true });
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('loading screens', () => {
  // Every route is prerendered, so a loading screen shows when the app navigates to a page whose code hasn't
  // arrived yet: hold that page's chunk back and navigate from another page.
  for (const route of [routes.emergency, routes.findHelp, routes.dailyCare]) {
    test(
      `${route.path} shows "${route.loadingMessage}" while its code loads`,
      viewportIndependent,
      async ({ page }) => {
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(`**/assets${route.path}-*.js`, async (r) => {
          await held;
          await r.continue();
        });
        await page.goto('/terms');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.getByRole('navigation', { name: 'Primary' }).locator(`a[href="${route.path}"]`).click();
        await expect(page.getByRole('status')).toContainText(route.loadingMessage ?? 'missing message');
        release();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(route.loadingMessage ?? 'missing message')).toHaveCount(0);
      },
    );
  }
});

test.describe('common layout', () => {
  test('the emergency bar calls the 24/7 number (digits only) and stays visible while scrolling', async ({ page }) => {
    await page.goto('/terms');
    // A landmark of its own, so moving by landmarks reaches it.
    const bar = page.getByRole('complementary', { name: chrome.emergencyBar.question });
    await expect(bar).toHaveAttribute('data-testid', 'emergency-bar');
    const call = bar.getByRole('link', { name: /Call the 24\/7 emergency vet/ });
    await expect(call).toHaveAttribute('href', emergencyTel);
    await expect(call).toContainText(emergencyContact.phone);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(call).toBeInViewport();
  });

  test('the nav highlights the active tab, including for pages inside a section', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Primary' });
    await page.goto('/emergency');
    await expect(nav.getByRole('link', { name: 'Emergency' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await page.goto('/first-aid');
    await expect(nav.getByRole('link', { name: 'Emergency' })).toHaveAttribute('aria-current', 'true');
    await nav.getByRole('link', { name: 'Spay/Neuter' }).click();
    await expect(page).toHaveURL(/\/spay-neuter$/);
    await expect(nav.getByRole('link', { name: 'Spay/Neuter' })).toHaveAttribute('aria-current', 'page');
  });

  test('every nav tab shows its word beside its icon and is at least 44 × 44 px', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Primary' });
    const tabs = nav.getByRole('link');
    await expect(tabs).toHaveText(navRoutes.map((r) => r.nav?.label ?? ''));
    for (const route of navRoutes) {
      const link = nav.getByRole('link', { name: route.nav?.label, exact: true });
      await link.scrollIntoViewIfNeeded();
      await expect(link.getByText(route.nav?.label ?? '', { exact: true })).toBeVisible();
      await expect(link.locator('svg')).toBeVisible();
      const box = await link.boundingBox();
      expect(box?.width, `${route.path} tab width`).toBeGreaterThanOrEqual(44);
      expect(box?.height, `${route.path} tab height`).toBeGreaterThanOrEqual(44);
    }
  });

  test(
    'on a 320 px phone the tab row scrolls sideways, not the page, and the current tab is in view',
    viewportIndependent,
    async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(routes.surrender.path);
      const nav = page.getByRole('navigation', { name: 'Primary' });
      const current = nav.getByRole('link', { name: 'Surrender', exact: true });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(current).toBeInViewport({ ratio: 1 });
      const row = nav.getByRole('list');
      expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    },
  );

  test('breadcrumbs show the friendly labels of the trail', async ({ page }) => {
    await page.goto('/find-help/vets');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Find Help', 'Veterinarians']);
    await crumbs.getByRole('link', { name: 'Find Help' }).click();
    await expect(page).toHaveURL(/\/find-help$/);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });

  test('the header Home link hides on home and shows elsewhere', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner').first();
    await expect(header.getByRole('link', { name: 'Home', exact: true })).toHaveCount(0);
    await expect(header.getByText('FREE', { exact: true })).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('banner').first().getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/terms');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page).toHaveURL(/\/terms$/);
  });

  test('back-to-top appears only past 300 px and returns to the top', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.querySelector('main')?.append(filler);
    });
    const button = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(button).toBeVisible();
    // A real click at the button's place: Playwright's locator.click would first scroll the fixed button "into
    // view", moving the page back above the threshold before the click lands.
    const box = await button.boundingBox();
    if (!box) throw new Error('back-to-top has no box');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('the footer links to feedback, about, terms and privacy and carries the disclaimer', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Feedback', 'About', 'Terms of Use', 'Privacy Policy']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer).toContainText('not veterinary advice');
    // The year the site was built (the test command builds it just before), never a typed one.
    await expect(footer).toContainText(`© ${yearInNewYork(buildDate(process.env.SOURCE_DATE_EPOCH))} `);
  });
});
