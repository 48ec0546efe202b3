import type { Page, Route } from '@playwright/test';
import { routes } from '../src/config/routes';
import { feedbackPage } from '../src/content/pages/feedback';
import { chrome } from '../src/content/locales/en/chrome';
import { chrome as spanishChrome } from '../src/content/locales/es/chrome';
import { translateConfig } from '../src/features/translate/translate-config';
import { expect, expectNoA11yViolations, test, viewportIndependent } from './fixtures';

const labels = chrome.languageMenu;
const SCRIPT = `${translateConfig.scriptUrl}**`;
const header = (page: Page) => page.getByRole('banner');
/** The automatic translation sits in the header's language menu, under the site's own languages. */
const openMenu = (page: Page) => header(page).getByTestId('language-menu').locator('summary').click();

/** A stand-in for Google's script that records what the widget asked for and renders a language select. */
const fake = `
  window.google = { translate: { TranslateElement: function (options, id) {
    window.__translateOptions = options;
    var select = document.createElement('select');
    select.setAttribute('aria-label', 'Select Language');
    select.add(new Option('Select Language', ''));
    document.getElementById(id).appendChild(select);
  } } };
  window[new URL(document.currentScript.src).searchParams.get('cb')]();`;
const translateOptions = (page: Page) =>
  page.evaluate(() => (window as unknown as { __translateOptions: unknown }).__translateOptions);

/** Holds the script request until the test lets it go, so the loading state can be seen. */
async function holdScript(page: Page, then: (route: Route) => Promise<void>) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SCRIPT, async (route) => {
    await held;
    await then(route);
  });
  return release;
}

test('the page loads without fetching the translate script', async ({ page }) => {
  const scriptRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(translateConfig.scriptUrl)) scriptRequests.push(r.url());
  });
  await page.goto(routes.about.path);
  await openMenu(page);
  await expect(header(page).getByRole('button', { name: labels.other })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scriptRequests).toEqual([]);
});

test.describe('where the script cannot load', () => {
  test.use({ allowConsoleErrors: /Failed to load resource/ });

  test('shows Loading..., then the dimmed "Translation unavailable" state, and the page stays usable', async ({
    page,
  }) => {
    // As on this machine (no network), but the same wherever the tests run.
    const release = await holdScript(page, (route) => route.abort('internetdisconnected'));
    await page.goto(routes.feedback.path);
    await openMenu(page);
    await header(page).getByRole('button', { name: labels.other }).click();

    const loading = header(page).getByRole('button', { name: labels.loading });
    await expect(loading).toHaveAttribute('aria-disabled', 'true');
    await expectNoA11yViolations(page, 'translate loading');
    release();

    const failed = header(page).getByRole('button', { name: labels.failed });
    await expect(failed).toBeVisible();
    await expect(failed).toHaveText(labels.other);
    await expect(failed).toHaveAttribute('aria-disabled', 'true');
    expect(Number(await failed.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(1);
    await expect(header(page).getByTestId('translate-announcer')).toHaveText(labels.failed);
    await expectNoA11yViolations(page, 'translate failed');

    // Still fully usable: the form validates, and navigation works.
    await page.getByRole('main').getByRole('button', { name: feedbackPage.submit.idle }).click();
    // The email is the form's first required field (src/features/feedback/schema.ts), so a failed submit focuses it.
    await expect(page.getByLabel(feedbackPage.fields.email.label, { exact: true })).toBeFocused();
    await page.goto(routes.about.path);
    await expect(page.getByRole('heading', { level: 1, name: routes.about.title })).toBeVisible();
  });
});

test('when the script loads, the translate element renders with the 17 languages and page language en', async ({
  page,
}) => {
  const release = await holdScript(page, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: fake }),
  );
  await page.goto(routes.home.path);
  await openMenu(page);
  await header(page).getByRole('button', { name: labels.other }).click();
  await expect(header(page).getByRole('button', { name: labels.loading })).toBeVisible();
  release();

  const select = header(page).getByRole('combobox', { name: 'Select Language' });
  await expect(select).toBeFocused();
  await expect(header(page).getByRole('button', { name: labels.loading })).toHaveCount(0);
  expect(await translateOptions(page)).toEqual({
    pageLanguage: 'en',
    includedLanguages: 'en,es,zh-CN,ar,ru,fr,pt,ko,vi,tl,it,de,pl,ur,hi,bn,th',
    autoDisplay: false,
  });
  await expectNoA11yViolations(page, 'translate ready');
});

test("on a Spanish page the element is told the page's language is Spanish", viewportIndependent, async ({ page }) => {
  await page.route(SCRIPT, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: fake }));
  await page.goto('/es');
  await openMenu(page);
  await header(page).getByRole('button', { name: spanishChrome.languageMenu.other }).click();
  await expect(header(page).getByRole('combobox', { name: 'Select Language' })).toBeFocused();
  expect(await translateOptions(page)).toMatchObject({ pageLanguage: 'es' });
});
