import type { Page } from '@playwright/test';
import {
  hasPage,
  isRtl,
  localePath,
  localizedRoutes,
  OTHER_LOCALES,
  LOCALE_PAGES_CACHE,
  offlinePagesFor,
  type OtherLocale,
} from '../src/config/locales';
import { routeList, routes, type RouteId } from '../src/config/routes';
import { checkerSubpages } from '../src/composition/site-checker';
import { emergencyContact } from '../src/content/contacts';
import { chrome as englishChrome } from '../src/content/locales/en/chrome';
import { chatLauncher as spanishChatLauncher } from '../src/content/locales/es/chat-launcher';
import { chatWidget as spanishChatWidget } from '../src/content/locales/es/chat-widget';
import { checkPage as spanishCheckPage } from '../src/content/locales/es/check';
import { chrome as spanishChrome } from '../src/content/locales/es/chrome';
import {
  feedbackErrors as spanishFeedbackErrors,
  feedbackPage as spanishFeedbackPage,
} from '../src/content/locales/es/feedback';
import { firstAidPage as spanishFirstAidPage } from '../src/content/locales/es/first-aid';
import { listings as spanishListings } from '../src/content/locales/es/listings';
import { searchCopy as spanishSearchCopy } from '../src/content/locales/es/search';
import { routeDescriptions as spanishRouteDescriptions } from '../src/content/locales/es/route-head';
import { searchBoxWords as spanishSearchBoxWords } from '../src/content/locales/es/search-box';
import { vetsPage as spanishVetsPage } from '../src/content/locales/es/vets';
import { chatLauncher as englishChatLauncher } from '../src/content/pages/chat-launcher';
import { chatWidget as englishChatWidget } from '../src/content/pages/chat-widget';
import { listings as englishListings } from '../src/content/pages/listings';
import { searchCopy as englishSearchCopy } from '../src/content/pages/search';
import { searchBoxWords as englishSearchBoxWords } from '../src/content/pages/search-box';
import type { vetsPage as englishVetsPage } from '../src/content/pages/vets';
import { expect, expectNoA11yViolations, test, viewportIndependent } from './fixtures';

// Every language's pages, data-driven over the translations that exist (src/config/locales.ts). Per-language
// checks run on the phone project only (viewportIndependent), as the layout checks of every route cover both.
const emergencyTel = `tel:${emergencyContact.phone.replace(/\D/g, '')}`;
const languages = OTHER_LOCALES.filter((locale) => localizedRoutes.some((r) => r.locale === locale));

/** Text in the language's own script (Spanish and Haitian Creole are Latin: their titles differ from English). */
const scripts: Partial<Record<OtherLocale, RegExp>> = {
  zh: /\p{Script=Han}/u,
  'zh-hant': /\p{Script=Han}/u,
  ar: /\p{Script=Arabic}/u,
  ur: /\p{Script=Arabic}/u,
  bn: /\p{Script=Bengali}/u,
  ko: /\p{Script=Hangul}/u,
};

async function expectLanguage(page: Page, locale: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  const dir = await page.locator('html').getAttribute('dir');
  if (isRtl(locale as OtherLocale)) expect(dir).toBe('rtl');
  else expect(dir ?? 'ltr').toBe('ltr');
}

test('the language list has the emergency core in every language that exists', viewportIndependent, () => {
  expect(languages.length).toBeGreaterThan(0);
  for (const locale of languages) expect(offlinePagesFor(locale).length, locale).toBeGreaterThan(0);
});

for (const locale of languages) {
  test.describe(`${locale}`, viewportIndependent, () => {
    test('its home has lang and dir, an emergency card opens its steps, the menu changes language', async ({
      page,
    }) => {
      await page.goto(localePath(locale, '/'));
      await expectLanguage(page, locale);
      await expect(page.getByTestId('emergency-bar').getByRole('link')).toHaveAttribute('href', emergencyTel);
      const script = scripts[locale];
      if (script) await expect(page.getByRole('heading', { level: 1 })).toHaveText(script);

      const card = page.getByTestId('emergency-card').first();
      const href = await card.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${localePath(locale, routes.emergency.path)}#`));
      await card.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      const anchor = href?.split('#')[1] ?? '';
      await expect(page.locator(`[id="${anchor}"]`).getByRole('link', { name: /./ }).first()).toBeVisible();
      await expect(page.getByTestId('translation-notice')).toBeVisible();

      await page.getByTestId('language-menu').locator('summary').click();
      await page.getByTestId('language-menu').getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/emergency$/);
      await expectLanguage(page, 'en');
    });

    test.describe('after one visit', () => {
      // A checker page asks for the entry's stylesheet with its outcomes' chunk; each page carries it inline and no
      // cache holds it, so with no network that fetch fails, and is ignored (docs/checker.md, "Bytes").
      test.use({
        serviceWorkers: 'allow',
        allowConsoleErrors: /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
      });
      test('its emergency pages open with no network', async ({ page, context }) => {
        test.slow(); // the service worker precaches the site's code first
        await page.goto(localePath(locale, '/'));
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller) {
            await new Promise<void>((resolve) =>
              navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
            );
          }
        });
        // The emergency core, opened below, and every page of the language's checker (checker.spec.ts walks it).
        const offline = offlinePagesFor(locale);
        await expect
          .poll(
            () => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, LOCALE_PAGES_CACHE),
            { timeout: 20_000 },
          )
          .toBe(offline.length + checkerSubpages(locale).length);
        await context.setOffline(true);
        for (const path of offline) {
          await page.goto(path);
          await expectLanguage(page, locale);
          await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
          await expect(page.getByTestId('emergency-bar').getByRole('link')).toHaveAttribute('href', emergencyTel);
        }
        await context.setOffline(false);
      });
    });
  });
}

// Spanish is on every route: on each Spanish page (below) none of the English chrome's words shows, and its links
// lead to the Spanish version of every page that has one.
const englishPathsWithSpanish = new Set(routeList.filter((r) => hasPage('es', r.id)).map((r) => r.path));

/**
 * Every word of the English chrome, layout modules and listings (cards, hospital table, print sheet) whose Spanish
 * differs: none may show on a Spanish page.
 */
function englishOnly(english: unknown, spanish: unknown): string[] {
  if (typeof english === 'string')
    return english !== spanish && english.includes(' ') && !english.includes('{') ? [english] : [];
  if (english === null || typeof english !== 'object') return [];
  return Object.entries(english).flatMap(([key, value]) =>
    englishOnly(value, (spanish as Record<string, unknown> | undefined)?.[key]),
  );
}
const englishChromeWords = [
  ...englishOnly(englishChrome, spanishChrome),
  ...englishOnly(englishSearchBoxWords, spanishSearchBoxWords),
  ...englishOnly(englishSearchCopy.box, spanishSearchCopy.box),
  ...englishOnly(englishChatLauncher, spanishChatLauncher),
  ...englishOnly(englishChatWidget, spanishChatWidget),
  ...englishOnly(englishListings, spanishListings),
];

/** A page's own heading where it isn't its route's title (the directory's says its filter). */
const spanishHeading: Partial<Record<RouteId, string>> = {
  firstAid: spanishFirstAidPage.title,
  // A translation's functions keep the English signature (src/content/locales/types.ts).
  vets: (spanishVetsPage.heading as typeof englishVetsPage.heading)({ location: '', lowCost: false }),
  // The checker opens on its first question.
  check: spanishCheckPage.steps[0]?.question,
};

// Every translated page, one visit each: it hydrates in its language (React #418, a page rendered with words the
// browser doesn't load, fails the fixture), its heading is in the language, the 24/7 number is a tel: link, it
// doesn't scroll sideways at 320 px (right to left included), and axe finds nothing on it.
test.describe('every translated page', viewportIndependent, () => {
  for (const { locale, path, route } of localizedRoutes) {
    test(`${path} hydrates in its language, fits 320 px and passes axe`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(path);
      await expectLanguage(page, locale);
      const heading = page.getByRole('heading', { level: 1 });
      // The home's heading is its own (checked above), not its route title.
      if (locale === 'es' && route.id !== 'home')
        await expect(heading).toHaveText(spanishHeading[route.id] ?? spanishChrome.routes[route.id].title);
      else if (route.id !== 'home') await expect(heading).not.toHaveText(routes[route.id].title);
      const script = scripts[locale];
      if (script) await expect(heading).toHaveText(script);
      await expect(page.getByTestId('emergency-bar').getByRole('link')).toHaveAttribute('href', emergencyTel);
      const shown = await page.evaluate(() => ({
        text: [
          document.body.innerText,
          ...[...document.querySelectorAll('[aria-label], [placeholder]')].map(
            (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('placeholder') ?? ''}`,
          ),
        ].join('\n'),
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(shown.scroll, `sideways scroll on ${path}`).toBeLessThanOrEqual(shown.inner);
      await expectNoA11yViolations(page, path);
      if (locale !== 'es') return;
      // Spanish is on every route: no word of the English chrome shows, and links lead to Spanish pages.
      expect(
        englishChromeWords.filter((words) => shown.text.includes(words)),
        `English chrome on ${path}`,
      ).toEqual([]);
      const hrefs = await page
        .locator('main a[href^="/"]')
        // The translation notice links to the English page on purpose.
        .evaluateAll((links) =>
          links
            .filter((a) => !a.closest('[data-testid="translation-notice"]'))
            .map((a) => a.getAttribute('href') ?? ''),
        );
      const english = hrefs.filter((href) => englishPathsWithSpanish.has(href.replace(/[?#].*$/, '')));
      expect(english, `links on ${path} to English pages that have a Spanish version`).toEqual([]);
    });
  }
});

test.describe('es: every route', viewportIndependent, () => {
  test('the feedback form says what to fix in Spanish and keeps what was typed', async ({ page }) => {
    await page.goto(localePath('es', routes.feedback.path));
    const email = page.getByLabel(spanishFeedbackPage.fields.email.label, { exact: true });
    const subject = page.getByLabel(spanishFeedbackPage.fields.subject.label, { exact: true });
    await email.fill('ana@');
    await subject.fill('Hola');
    await page.getByRole('button', { name: spanishFeedbackPage.submit.idle, exact: true }).click();
    const summary = page.getByRole('group', { name: spanishFeedbackPage.errorSummaryTitle });
    for (const key of ['email', 'name', 'type', 'subject', 'message'] as const)
      await expect(summary.getByText(spanishFeedbackErrors[key], { exact: true })).toBeVisible();
    await expect(email).toHaveValue('ana@');
    await expect(subject).toHaveValue('Hola');
    await expect(email).toBeFocused();
  });

  test('the search box and the chat widget speak Spanish, and results lead to Spanish pages', async ({ page }) => {
    await page.goto(localePath('es', routes.emergency.path));
    const box = page.getByRole('combobox', { name: spanishSearchBoxWords.label });
    await box.fill('vomit');
    // The dropdown's words load on first use: they are Spanish from the moment it opens.
    const dropdown = page.getByRole('listbox', { name: spanishSearchBoxWords.label });
    await expect(dropdown).toBeVisible();
    await expect(page.getByText(spanishSearchCopy.help.title)).toBeVisible();
    await expect(page.getByText(englishSearchCopy.help.title)).toHaveCount(0);
    const first = page.getByRole('option').first();
    await expect(first).toHaveAttribute('href', /^\/es\//);
    // Under its Spanish title, the Spanish page's own description (loaded with the search's words).
    const descriptions = Object.values(spanishRouteDescriptions);
    await expect
      .poll(async () => descriptions.includes((await first.locator('span').last().textContent()) ?? ''))
      .toBe(true);
    await page.getByRole('button', { name: spanishChatLauncher.open }).click();
    await expect(page.getByRole('region', { name: spanishChatWidget.cardTitle })).toBeVisible();
    await expect(page.getByPlaceholder(spanishChatWidget.placeholder)).toBeVisible();
    await expect(page.getByTestId('chat-message').first()).toContainText(spanishChatWidget.greeting);
  });
});

test.describe('without JavaScript', viewportIndependent, () => {
  test.use({ javaScriptEnabled: false });
  test('every translated page reads fully: heading, content, the 24/7 number and the language menu', async ({
    page,
  }) => {
    test.slow();
    for (const { locale, path, route } of localizedRoutes) {
      await page.goto(path);
      await expectLanguage(page, locale);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, path).toBeVisible();
      if (route.id !== 'home') await expect(heading, path).not.toHaveText(routes[route.id].title);
      await expect(page.getByTestId('emergency-bar').getByRole('link')).toHaveAttribute('href', emergencyTel);
      // The menu is a <details>: it opens and its links work with no script.
      await page.getByTestId('language-menu').locator('summary').click();
      await expect(page.getByTestId('language-menu').getByRole('link', { name: 'English' })).toHaveAttribute(
        'href',
        route.path,
      );
    }
  });
});

test('/ar/emergency reads right to left with no sideways scroll at 320 px', viewportIndependent, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/ar/emergency');
  await expectLanguage(page, 'ar');
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  // The number reads left to right inside the Arabic text.
  await expect(page.locator('bdi[dir="ltr"]', { hasText: emergencyContact.phone }).first()).toBeVisible();
});

test.describe('a browser that prefers Spanish', viewportIndependent, () => {
  test.use({ locale: 'es-US' });
  test('sees a one-line offer in Spanish on the English home, with no redirect and no layout shift', async ({
    page,
  }) => {
    await page.goto('/');
    const offer = page.getByTestId('language-offer');
    await expect(offer.getByRole('link', { name: spanishChrome.languageOffer })).toHaveAttribute('href', '/es');
    await expect(page).toHaveURL(/\/$/);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 300);
        }),
    );
    expect(shift).toBe(0);
  });
});

// An unknown path under a language's prefix gets that language's not-found page from the first response (the
// host's 404 rule in _redirects), not the English one re-rendered once the app has loaded.
test.describe('an unknown path under a language', viewportIndependent, () => {
  test.use({ allowConsoleErrors: /404 Error: User attempted to access non-existent route|status of 404/ });

  for (const locale of languages) {
    test(`/${locale}/no-such-page is a 404 in its language in the first response`, async ({ request }) => {
      const res = await request.get(`/${locale}/no-such-page`);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toMatch(new RegExp(`<html lang="${locale}"${isRtl(locale) ? ' dir="rtl"' : ''}>`));
      const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
      expect(heading).not.toBe(englishChrome.notFound.title);
      const script = scripts[locale];
      if (script) expect(heading).toMatch(script);
    });
  }

  test('the Spanish one stays Spanish once the app runs, and links the Spanish home', async ({ page }) => {
    await page.goto('/es/no-such-page');
    await expect(page.locator('html')).toHaveAttribute('data-ready', '/es/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanishChrome.notFound.title);
    await expectLanguage(page, 'es');
    await page.getByRole('main').getByRole('link', { name: spanishChrome.notFound.homeLink }).click();
    await expect(page).toHaveURL(/\/es$/);
  });
});
