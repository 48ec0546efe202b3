import type { Page } from '@playwright/test';
import {
  hasPage,
  localePath,
  localizedRouteForPath,
  OTHER_LOCALES,
  splitLocalePath,
  type OtherLocale,
} from '../src/config/locales';
import { checkerFlags } from '../src/composition/checker-flags';
import { CHECKER_PATH, siteChecker } from '../src/composition/site-checker';
import { emergencyContact } from '../src/content/contacts';
import { checkEntry } from '../src/content/pages/check-entry';
import { checkPage } from '../src/content/pages/check';
import type { CheckerOptionCopy } from '../src/core/checker';
import { expect, expectNoA11yViolations, serviceWorkerInControl, test, viewportIndependent } from './fixtures';

// The "Is it an emergency?" checker (docs/checker.md): every answer is a link to a prerendered page, so
// each path works with JavaScript (client navigation, focus on the new heading) and without it (a page load).

const emergencyTel = `tel:${emergencyContact.phone.replace(/\D/g, '')}`;
const NONE = checkPage.steps[0].none;
const answerText = (flagOrTopic: string) => {
  const option = checkPage.steps
    .flatMap((s): readonly CheckerOptionCopy[] => s.options)
    .find((o) => ('flag' in o ? o.flag : o.topic) === flagOrTopic);
  if (!option) throw new Error(`no answer for ${flagOrTopic}`);
  return option.text;
};
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const stepPages = [...siteChecker.pages.values()].filter((p) => p.kind === 'step');
/** One outcome of each kind, and the questions that lead to them. */
const samplePaths = ['/check/go-now/breathing', '/check/vet-24h/vomiting', '/check/home/hairball'];

async function tap(page: Page, name: string, javaScriptEnabled: boolean) {
  await page.getByRole('link', { name, exact: true }).click();
  // Without JavaScript a tap is a page load; with it, a client navigation the page marks when it has rendered.
  if (javaScriptEnabled) {
    await page.waitForFunction(() => document.documentElement.dataset.ready === location.pathname);
  } else {
    await page.waitForLoadState('domcontentloaded');
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the checker with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('an emergency: one tap to "go now", the number first, the borough’s hospitals', async ({ page }) => {
      await page.goto(CHECKER_PATH);
      await expect(heading(page)).toHaveText(checkPage.steps[0].question);
      if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await tap(page, answerText('breathing'), javaScriptEnabled);
      await expect(page).toHaveURL(/\/check\/go-now\/breathing$/);
      await expect(heading(page)).toHaveText(checkPage.goNow.heading);
      if (javaScriptEnabled) {
        // Instant: the same document, and focus on the outcome's heading for a screen reader.
        expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
        await expect(heading(page)).toBeFocused();
      }
      const callBox = page.getByTestId('emergency-call-box');
      await expect(callBox.getByRole('link').first()).toHaveAttribute('href', emergencyTel);
      await page.getByRole('link', { name: 'Brooklyn', exact: true }).click();
      await expect(page).toHaveURL(/#hospitals-brooklyn$/);
      await expect(page.locator('#hospitals-brooklyn')).toBeInViewport();
      await expect(page.getByRole('heading', { name: checkPage.goNow.onTheWay, exact: true })).toBeVisible();
      await page.getByTestId('checker-back').first().click();
      await expect(page).toHaveURL(new RegExp(`${CHECKER_PATH}$`));
    });

    test('an urgent sign: four "none" taps, then a vet within 24 hours and what makes it "go now"', async ({
      page,
    }) => {
      await page.goto(CHECKER_PATH);
      for (let i = 0; i < 4; i++) await tap(page, NONE, javaScriptEnabled);
      await expect(page).toHaveURL(/\/check\/eating-litter$/);
      await tap(page, answerText('vomiting'), javaScriptEnabled);
      await expect(heading(page)).toHaveText(checkPage.vet24h.heading);
      await expect(page.getByText(answerText('vomiting'))).toBeVisible();
      await expect(page.getByRole('heading', { name: checkPage.vet24h.lowCost })).toBeVisible();
      const worse = checkerFlags.find((f) => f.id === 'vomiting-blood');
      await page.getByRole('link', { name: worse?.label }).click();
      await expect(page).toHaveURL(/\/check\/go-now\/vomiting-blood$/);
      await expect(heading(page)).toHaveText(checkPage.goNow.heading);
    });

    test('a routine question: six "none" taps, then care at home, and "Start again"', async ({ page }) => {
      await page.goto(CHECKER_PATH);
      for (let i = 0; i < 6; i++) await tap(page, NONE, javaScriptEnabled);
      await tap(page, answerText('hairball'), javaScriptEnabled);
      await expect(page).toHaveURL(/\/check\/home\/hairball$/);
      await expect(heading(page)).toHaveText(checkPage.home.heading);
      await expect(page.getByRole('link', { name: 'Grooming and hairballs' })).toHaveAttribute('href', '/grooming');
      await page.getByTestId('checker-restart').first().click();
      await expect(heading(page)).toHaveText(checkPage.steps[0].question);
    });
  });
}

test('keyboard only: Tab to an answer, Enter, and focus lands on the next question', async ({ page }) => {
  await page.goto(CHECKER_PATH);
  const tabTo = async (name: string) => {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return;
    }
    throw new Error(`Tab never reached "${name}"`);
  };
  await tabTo(NONE);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/check\/happened$/);
  await expect(heading(page)).toBeFocused();
  await expect(heading(page)).toHaveText(checkPage.steps[1].question);
  await tabTo(answerText('poisoning'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/check\/go-now\/poisoning$/);
  await expect(heading(page)).toBeFocused();
});

test('axe finds nothing on every question and on each kind of outcome', viewportIndependent, async ({ page }) => {
  test.slow(); // ten axe runs
  for (const path of [...stepPages.map((s) => s.path), ...samplePaths]) {
    await page.goto(path);
    await expect(heading(page)).toBeVisible();
    await expectNoA11yViolations(page, path);
  }
});

test('no question or outcome scrolls sideways at 320 px', viewportIndependent, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of [...stepPages.map((s) => s.path), ...samplePaths]) {
    await page.goto(path);
    await expect(heading(page)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(320);
  }
});

test('the first question is on the first screen of a 360 × 640 phone', viewportIndependent, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(CHECKER_PATH);
  await expect(heading(page)).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('checker-answers').getByRole('link').first()).toBeInViewport();
});

test(
  'home’s first screen on a 360 × 640 phone: the way in, the 24/7 call and the first cards',
  viewportIndependent,
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/');
    const entry = page.getByTestId('checker-entry');
    await expect(entry).toHaveText(checkEntry.label);
    await expect(entry).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('emergency-bar').getByRole('link')).toBeInViewport({ ratio: 1 });
    const cards = page.getByTestId('emergency-card');
    for (const i of [0, 1]) await expect(cards.nth(i)).toBeInViewport({ ratio: 1 });
    // Nothing fixed to the bottom of the screen (the floating dock) covers the line or the first cards.
    const dockTop = await page.getByTestId('floating-dock').evaluate((d) => d.getBoundingClientRect().top);
    for (const element of [entry, cards.nth(0), cards.nth(1)]) {
      const box = await element.boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(dockTop);
    }
  },
);

test('the ways in: the home page, /emergency, and an urgent chat answer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('checker-entry')).toHaveAttribute('href', CHECKER_PATH);
  await page.goto('/emergency');
  await page.getByTestId('checker-entry').click();
  await expect(heading(page)).toHaveText(checkPage.steps[0].question);

  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  const input = page.getByPlaceholder('Ask me anything about cat care...');
  await input.fill('my cat has been limping since this morning');
  await input.press('Enter');
  const reply = page.getByTestId('chat-message').nth(2);
  await expect(reply).toHaveAttribute('data-urgency', 'urgent');
  await reply.getByTestId('chat-checker').click();
  await expect(page).toHaveURL(new RegExp(`${CHECKER_PATH}$`));
});

test.describe('offline', viewportIndependent, () => {
  // The outcomes' chunk asks for the entry's stylesheet, which each page carries inline and which no cache holds:
  // with no network that fetch fails, and is ignored (docs/checker.md, "Bytes").
  test.use({ serviceWorkers: 'allow', allowConsoleErrors: /Failed to load resource: net::ERR_INTERNET_DISCONNECTED/ });
  test('after one visit, the checker walks to an outcome with no network', async ({ page, context }) => {
    await page.goto('/');
    await serviceWorkerInControl(page);
    // The precache holds every page of the checker once the service worker has installed.
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const keys = await Promise.all((await caches.keys()).map(async (k) => (await caches.open(k)).keys()));
            return keys.flat().filter((r) => new URL(r.url).pathname.startsWith('/check')).length;
          }),
        { timeout: 20_000 },
      )
      .toBe(siteChecker.pages.size);
    await context.setOffline(true);
    await page.goto(CHECKER_PATH);
    await tap(page, NONE, true);
    await tap(page, answerText('poisoning'), true);
    await expect(heading(page)).toHaveText(checkPage.goNow.heading);
    // A page opened straight from a shared link, offline.
    await page.goto('/check/vet-24h/limping');
    await expect(heading(page)).toHaveText(checkPage.vet24h.heading);
    await context.setOffline(false);
  });
});

// The checker in every language that has it (src/config/locales.ts: the checker's modules are written), so a
// language's checker is covered once its files land. Per-language checks run on the phone project. axe on each
// language's first question is in i18n.spec.ts (every translated page); here, axe on its "go now".
const checkerLanguages = OTHER_LOCALES.filter((locale) => hasPage(locale, 'check'));

/** Every site link in the checker stays in the language, but one to a page the language doesn't have. */
async function expectLinksInLanguage(page: Page, locale: OtherLocale) {
  const hrefs = await page
    .getByTestId('checker')
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const path = href.split('#')[0] ?? href;
    const english = splitLocalePath(path).path;
    const inLanguage = localizedRouteForPath(localePath(locale, english)) !== undefined;
    if (inLanguage) expect(href, href).toMatch(new RegExp(`^/${locale}/`));
  }
}

test('languages with the checker include Spanish', viewportIndependent, () => {
  expect(checkerLanguages).toContain('es');
});

for (const locale of checkerLanguages) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(
      `the checker in ${locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`,
      viewportIndependent,
      () => {
        test.use({ javaScriptEnabled });
        test('its first question in its words, the 24/7 number, one tap to "go now", links in the language', async ({
          page,
        }) => {
          const copy = ((await import(`../src/content/locales/${locale}/check`)) as { checkPage: typeof checkPage })
            .checkPage;
          const start = localePath(locale, CHECKER_PATH);
          await page.goto(start);
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          await expect(heading(page)).toHaveText(copy.steps[0]?.question ?? '');
          await expect(page.getByTestId('emergency-bar').getByRole('link')).toHaveAttribute('href', emergencyTel);
          await expectLinksInLanguage(page, locale);

          const first = copy.steps[0]?.options[0];
          await tap(page, first?.text ?? '', javaScriptEnabled);
          await expect(page).toHaveURL(new RegExp(`${start}/go-now/${first && 'flag' in first ? first.flag : ''}$`));
          await expect(heading(page)).toHaveText(copy.goNow.heading);
          await expect(page.getByTestId('emergency-call-box').getByRole('link').first()).toHaveAttribute(
            'href',
            emergencyTel,
          );
          await expectLinksInLanguage(page, locale);
          if (javaScriptEnabled) {
            await expect(heading(page)).toBeFocused();
            await expectNoA11yViolations(page, page.url());
          }
        });
      },
    );
  }
}
