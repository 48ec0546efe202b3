import { routes } from '../src/config/routes';
import { emergencyContact } from '../src/content/contacts';
import { callBoxHospitals, nearbyOpen24hHospitals, nycOpen24hHospitals } from '../src/content/emergency-hospitals';
import { emergencyPage } from '../src/content/pages/emergency';
import { firstAidFigures, firstAidPage, firstAidTopics } from '../src/content/pages/first-aid';
import { homePage } from '../src/content/pages/home';
import { breathingPage } from '../src/content/pages/breathing';
import { listings } from '../src/content/pages/listings';
import { feeVerified, poisonControlLines } from '../src/content/poison-control';
import { listingWording, phoneDisplay } from '../src/content/resources';
import { printedPhone } from '../src/content/printed-phone';
import { nycVetCount } from '../src/content/vets';
import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations, test, viewportIndependent } from './fixtures';
import { expectHospitalTable } from './hospital-table';

/**
 * Navigate and wait for the lazy page's heading. The machine these tests run on is shared and often slow, so the
 * first render gets more time than one assertion; every check after it keeps the normal timeout.
 */
async function gotoPage(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

const digits = (phone: string) => `tel:${phone.replace(/\D/g, '')}`;
const emergencyTel = digits(emergencyContact.phone);

test.describe('home: one-tap emergency cards', () => {
  test('all six cards sit above the fold on load', async ({ page }) => {
    await gotoPage(page, '/');
    const cards = page.getByTestId('emergency-card');
    await expect(cards).toHaveCount(homePage.emergencyCards.length);
    for (const card of homePage.emergencyCards) {
      await expect(cards.filter({ hasText: card.label })).toBeInViewport({ ratio: 1 });
    }
  });

  for (const card of homePage.emergencyCards) {
    test(`"${card.label}" opens its steps with the call button on screen`, async ({ page }) => {
      await gotoPage(page, '/');
      await page.getByTestId('emergency-card').filter({ hasText: card.label }).click();
      await expect(page).toHaveURL(new RegExp(`${routes.emergency.path}#${card.anchor}$`));
      const section = page.locator(`section#${card.anchor}`);
      const situation = emergencyPage.situations.find((s) => s.id === card.anchor);
      expect(situation, `an /emergency section for ${card.anchor}`).toBeDefined();
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(situation?.title ?? '');
      const call = section.locator(`a[href="${emergencyTel}"]`);
      await expect(call).toBeVisible();
      await expect(call).toBeInViewport({ ratio: 1 });
      await expect(section.getByText(situation?.steps[0] ?? 'missing', { exact: true })).toBeInViewport();
    });
  }

  test('states the computed NYC vet count and the typical checkup cost', viewportIndependent, async ({ page }) => {
    test.slow(); // axe on a long page, on a shared machine
    await gotoPage(page, '/');
    await expect(page.getByTestId('nyc-vet-count')).toHaveText(homePage.facts.vetsListed(nycVetCount));
    await expect(page.getByText(homePage.facts.checkup, { exact: true })).toBeVisible();
    for (const c of homePage.categories) {
      await expect(page.getByRole('main').getByRole('link', { name: new RegExp(c.title) })).toHaveAttribute(
        'href',
        routes[c.route].path,
      );
    }
    for (const sign of [...homePage.healthCheck.good, ...homePage.healthCheck.warning]) {
      await expect(page.getByText(sign, { exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page, 'home');
  });
});

test.describe('/emergency', () => {
  for (const anchor of routes.emergency.anchors) {
    test(`#${anchor} loaded directly scrolls its section into view`, async ({ page }) => {
      await gotoPage(page, `${routes.emergency.path}#${anchor}`);
      await expect(page.locator(`section#${anchor}`)).toBeInViewport();
      await expect(page.locator(`#${anchor}-heading`)).toBeInViewport({ ratio: 1 });
    });
  }

  test(
    'lists only supported 24/7 hospitals, calls only confirmed phones, and says to call ahead',
    viewportIndependent,
    async ({ page }) => {
      await gotoPage(page, routes.emergency.path);
      const box = page.getByTestId('emergency-call-box');
      const calls = box.locator('a[href^="tel:"]');
      const boxed = callBoxHospitals(null);
      await expect(calls).toHaveCount(boxed.length);
      for (const h of boxed) {
        expect(phoneDisplay(h)).toBe('call');
        await expect(box.locator(`a[href="${digits(h.phone)}"]`)).toContainText(h.phone);
      }
      await expect(box.getByText(listings.callAhead.body)).toBeVisible();
      await expect(box.locator(`a[href="${emergencyTel}"]`)).toHaveCount(1);

      // One table by borough, New Jersey last, with the typical cost and the help-paying link beside it.
      await expectHospitalTable(page);
      for (const h of [...nycOpen24hHospitals, ...nearbyOpen24hHospitals]) {
        await expect(page.getByTestId('hospital-table').locator(`[data-resource-id="${h.id}"]`)).toHaveCount(1);
      }
    },
  );

  test(
    'shows both poison-control lines with their fee exactly as the data records it',
    viewportIndependent,
    async ({ page }) => {
      test.slow(); // axe on a long page, on a shared machine
      await gotoPage(page, `${routes.emergency.path}#poisoning`);
      const block = page.getByTestId('poison-control');
      for (const line of poisonControlLines) {
        const card = block.locator(`[data-resource-id="${line.id}"]`);
        await expect(card.getByRole('heading', { name: line.name })).toBeVisible();
        await expect(card.getByTestId('poison-fee')).toContainText(line.costNotes ?? listingWording.feeUnknown);
        await expect(card.getByText(listings.listing.feeUnverified)).toHaveCount(feeVerified(line) ? 0 : 1);
        await expect(card.locator('a[href^="tel:"]')).toHaveCount(phoneDisplay(line) === 'call' ? 1 : 0);
      }
      await expectNoA11yViolations(page, '/emergency');
    },
  );

  test('prints the 24/7 hospitals as a compact table, each phone by the data rules', async ({ page }) => {
    await gotoPage(page, routes.emergency.path);
    const tables = page.getByTestId('print-contact-table');
    const screenTable = page.getByTestId('hospital-table');
    await expect(tables.first()).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
    await expect(screenTable).toBeHidden();
    await expect(tables).toHaveCount(2);
    for (const h of [...nycOpen24hHospitals, ...nearbyOpen24hHospitals]) {
      await expect(tables.locator('tr', { hasText: h.name })).toContainText(printedPhone(h));
    }
    await expect(page.getByTestId('emergency-call-box')).toContainText(emergencyContact.phone);
  });

  // Printing is measured once, on the desktop project (the phone project leaves out @desktop-only tests).
  test('the printed sheet fits on two Letter pages @desktop-only', async ({ page }) => {
    await gotoPage(page, routes.emergency.path);
    const pdf = await page.pdf({ format: 'Letter' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeLessThanOrEqual(2);
  });
});

test.describe('/breathing', () => {
  test('call box first, then signs, what not to do, transport, causes and prevention', async ({ page }) => {
    test.slow(); // axe on a long page, on a shared machine
    await gotoPage(page, routes.breathing.path);
    await expect(page.getByRole('heading', { level: 1, name: breathingPage.title })).toBeVisible();
    const box = page.getByTestId('emergency-call-box');
    await expect(box.locator(`a[href="${emergencyTel}"]`)).toBeVisible();
    for (const block of [
      breathingPage.critical,
      breathingPage.warning,
      breathingPage.dont,
      breathingPage.transport,
      breathingPage.causes,
      breathingPage.prevention,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: block.title })).toBeVisible();
      for (const item of block.items) await expect(page.getByText(item, { exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page, '/breathing');
  });
});

test.describe('/first-aid', () => {
  const toggles = (page: Page) => page.getByTestId('first-aid-card').getByRole('button');

  test('title, CALL VET FIRST, Important notice and no card open at first', async ({ page }) => {
    await gotoPage(page, routes.firstAid.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstAidPage.title);
    const call = page.getByRole('link', { name: new RegExp(firstAidPage.callButton) });
    await expect(call).toHaveText(firstAidPage.callButton);
    await expect(call).toHaveAttribute('href', emergencyTel);
    await expect(page.getByText(firstAidPage.important.title, { exact: true })).toBeVisible();
    await expect(page.getByText(firstAidPage.important.body)).toBeVisible();
    await expect(toggles(page)).toHaveText(firstAidTopics.map((t) => t.title));
    for (const button of await toggles(page).all()) {
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator(`#${await button.getAttribute('aria-controls')}`)).toBeHidden();
    }
  });

  test('one card open at a time; clicking the open card closes it', async ({ page }) => {
    await gotoPage(page, routes.firstAid.path);
    const [first, second] = [toggles(page).nth(0), toggles(page).nth(1)];
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: firstAidTopics[0].title })).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: firstAidTopics[0].title })).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`topic=${firstAidTopics[1].id}`));
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('first-aid-card').getByRole('region')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('topic')).toBeNull();
  });

  test('keyboard: Enter opens, Space closes', async ({ page }) => {
    await gotoPage(page, routes.firstAid.path);
    const button = toggles(page).nth(3);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('?topic= opens that card and scrolls to it', async ({ page }) => {
    const topic = firstAidTopics[4];
    await gotoPage(page, `${routes.firstAid.path}?topic=${topic.id}#topic-${topic.id}`);
    const button = page.getByRole('button', { name: topic.title });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toBeInViewport();
  });

  test("a link to a card's anchor alone opens that card; closing it leaves none open", async ({ page }) => {
    const topic = firstAidTopics[2];
    await gotoPage(page, `${routes.firstAid.path}#topic-${topic.id}`);
    const button = page.getByRole('button', { name: topic.title });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toBeInViewport();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('first-aid-card').getByRole('region')).toHaveCount(0);
  });

  test('each card open shows its three parts, the 24/7 number, and passes axe', async ({ page }) => {
    test.slow(); // one axe run per card on a long page, on a shared machine
    await gotoPage(page, routes.firstAid.path);
    for (const topic of firstAidTopics) {
      await page.getByRole('button', { name: topic.title }).click();
      const panel = page.getByRole('region', { name: topic.title });
      for (const heading of [firstAidPage.stepsHeading, firstAidPage.warningsHeading, firstAidPage.whenToCallHeading]) {
        await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
      }
      for (const text of [...topic.steps, ...topic.warnings, ...topic.whenToCall]) {
        await expect(panel.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(panel.locator(`a[href="${emergencyTel}"]`)).toBeVisible();
      await expectNoA11yViolations(page, `/first-aid with "${topic.title}" open`, {
        within: `[id="${await panel.getAttribute('id')}"]`,
      });
    }
  });

  test('every spec figure and list is on the page', viewportIndependent, async ({ page }) => {
    await gotoPage(page, routes.firstAid.path);
    let seen = await page.locator('main').innerText();
    for (const topic of firstAidTopics) {
      const button = page.getByRole('button', { name: topic.title });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      seen += await page.locator('main').innerText();
    }
    for (const [name, figure] of Object.entries(firstAidFigures)) {
      expect(seen, `figure ${name}`).toContain(figure);
    }
    const listItems = (title: string) =>
      page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: title }) })
        .getByRole('listitem');
    await expect(listItems(firstAidPage.alwaysEmergency.title)).toHaveText([...firstAidPage.alwaysEmergency.items]);
    expect(firstAidPage.alwaysEmergency.items).toHaveLength(7);
    await expect(listItems(firstAidPage.prevention.title)).toHaveText([...firstAidPage.prevention.items]);
    expect(firstAidPage.prevention.items).toHaveLength(6);
    await expect(listItems(firstAidPage.whileYouWait.title)).toHaveText([...firstAidPage.whileYouWait.items]);
    expect(firstAidPage.whileYouWait.items).toHaveLength(6);
    for (const item of firstAidPage.kit.items) await expect(page.getByText(item.item, { exact: true })).toBeVisible();
    await expect(page.getByText(firstAidPage.kit.storage)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: firstAidPage.bottomLine.title })).toBeVisible();
  });

  test('prints as a clean sheet: no navigation, every topic open, the number in full', async ({ page }) => {
    await gotoPage(page, routes.firstAid.path);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeHidden();
    for (const topic of firstAidTopics) {
      await expect(page.getByText(topic.steps[0], { exact: true })).toBeVisible();
    }
    await expect(page.locator('main').getByText(emergencyContact.phone).first()).toBeVisible();
  });

  // Printing is measured once, on the desktop project (playwright.config.ts: the phone project leaves out
  // @desktop-only tests).
  test('the printed sheet fits on two Letter pages @desktop-only', async ({ page }) => {
    await gotoPage(page, routes.firstAid.path);
    const pdf = await page.pdf({ format: 'Letter' });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeLessThanOrEqual(2);
  });
});
