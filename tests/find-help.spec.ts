import { reportWrongInfoHref } from '../src/content/listing-links';
import { routeKeywords } from '../src/config/route-head';
import { routes } from '../src/config/routes';
import { emergencyContact } from '../src/content/contacts';
import { telHref } from '../src/core/phone';
import { financialSections } from '../src/content/financial-help';
import { findHelpPage } from '../src/content/pages/find-help';
import { vetsPage } from '../src/content/pages/vets';
import { phoneDisplay } from '../src/content/resources';
import { nycVetCount } from '../src/content/vets';
import { expect, expectNoA11yViolations, test, viewportIndependent } from './fixtures';

const LOAD_TIMEOUT = 20_000;
test.describe.configure({ timeout: 60_000 });

test.describe('/find-help hub', () => {
  test('leads to vets, low-cost vets, financial help, spay/neuter, rehoming, surrender and rescues', async ({
    page,
  }) => {
    await page.goto(routes.findHelp.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes.findHelp.title, { timeout: LOAD_TIMEOUT });
    for (const card of findHelpPage.cards) {
      await expect(page.getByRole('link', { name: card.cta })).toHaveAttribute(
        'href',
        `${routes[card.route].path}${card.search ?? ''}`,
      );
    }
    // The count is the directory's own, never the spec's "50+".
    await expect(page.getByText(`${nycVetCount} NYC vets and animal hospitals`)).toBeVisible();
    await expect(page.locator('main')).not.toContainText('50+');
    const targets = new Set(findHelpPage.cards.map((c) => c.route));
    for (const id of [
      'vets',
      'financialAssistance',
      'rehoming',
      'spayNeuter',
      'surrender',
      'workingWithRescues',
    ] as const) {
      expect(targets.has(id), id).toBe(true);
    }
    // The hub's keywords (src/config/route-head.ts), plus its list of help pages as structured data.
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      routeKeywords.findHelp?.join(', ') ?? 'missing',
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const itemList = ld
      .map((t) => JSON.parse(t) as { '@type': string; itemListElement?: unknown[] })
      .find((d) => d['@type'] === 'ItemList');
    expect(itemList?.itemListElement).toHaveLength(findHelpPage.cards.length);
    await expectNoA11yViolations(page, '/find-help');
  });

  test('a card takes you to its page', async ({ page }) => {
    await page.goto(routes.findHelp.path);
    const lowCost = findHelpPage.cards.find((c) => c.search);
    if (!lowCost) throw new Error('expected a pre-filtered card');
    await page.getByRole('link', { name: lowCost.cta }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.vets.path}\\?q=low%20cost$`));
    await expect(page.getByRole('checkbox', { name: vetsPage.filter.lowCostLabel })).toBeChecked({
      timeout: LOAD_TIMEOUT,
    });
  });
});

test.describe('/financial-assistance', () => {
  test('shows every section the spec lists, each linked from the jump list', async ({ page }) => {
    await page.goto(routes.financialAssistance.path);
    const required = [
      'help-paying',
      'low-cost-clinics',
      'emergency-funds',
      'food',
      'community-cats',
      'fostering-crisis',
      'domestic-violence',
    ];
    expect(financialSections.map((s) => s.id)).toEqual(required);
    for (const section of financialSections) {
      await expect(page.locator(`#${section.id}`).getByRole('heading', { level: 2 })).toHaveText(section.title, {
        timeout: LOAD_TIMEOUT,
      });
      await expect(page.getByTestId(`${section.id}-list`).locator(':scope > li')).toHaveCount(section.entries.length);
    }
    // The hospital's funds show the 24/7 number the site shows everywhere, as a call button.
    const amcFund = page.locator('[data-resource-id="schwarzman-animal-medical-center-charitable-funds"]');
    await expect(amcFund.locator('a[href^="tel:"]')).toHaveAttribute('href', telHref(emergencyContact.phone));
    await expect(page.locator('main')).not.toContainText('donated in 2022');
  });

  test(
    'groups the help by need, each card with its summary, who qualifies and contact from the data',
    viewportIndependent,
    async ({ page }) => {
      test.slow(); // axe over every entry
      await page.goto(routes.financialAssistance.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes.financialAssistance.title, {
        timeout: LOAD_TIMEOUT,
      });
      for (const section of financialSections) {
        await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
        const list = page.getByTestId(`${section.id}-list`);
        const shown = await list
          .locator(':scope > li > [data-resource-id]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-resource-id')));
        expect(shown).toEqual(section.entries.map((e) => e.resource.id));
        for (const entry of section.entries) {
          const card = list.locator(`[data-resource-id="${entry.resource.id}"]`);
          await expect(card.getByTestId('help-summary')).toHaveText(entry.summary);
          await expect(card).toContainText(entry.whoQualifies);
          await expect(card.locator('details')).not.toHaveAttribute('open');
          await expect(card.locator('details')).toContainText(entry.fee);
          // The email sits in the Details with the other secondary facts.
          if (entry.email) await expect(card.locator(`details a[href="mailto:${entry.email}"]`)).toHaveCount(1);
          const display = phoneDisplay(entry.resource);
          if (entry.website)
            await expect(
              card.getByRole('link', { name: display === 'hidden' ? /^website/ : /^Website/ }),
            ).toHaveAttribute('href', entry.website);
          if (display === 'hidden') await expect(card.getByText(/Phone not confirmed/)).toBeVisible();
          await expect(card.locator('a[href^="tel:"]')).toHaveCount(display === 'call' ? 1 : 0);
          if (display === 'unconfirmed')
            await expect(card.getByText('unconfirmed — check before you go')).toBeVisible();
          // Inside the closed Details, so out of the accessibility tree until it opens.
          await expect(card.locator('a', { hasText: 'Report wrong info' })).toHaveAttribute(
            'href',
            reportWrongInfoHref(entry.resource),
          );
        }
      }
      await expectNoA11yViolations(page, '/financial-assistance');
    },
  );

  test('the back button goes back in history, or to Find Help when opened directly', async ({ page }) => {
    await page.goto(routes.findHelp.path);
    await page
      .getByRole('link', { name: findHelpPage.cards.find((c) => c.route === 'financialAssistance')?.cta ?? '' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${routes.financialAssistance.path}$`));
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.findHelp.path}$`));

    await page.goto(routes.financialAssistance.path);
    await page.getByRole('button', { name: 'Back', exact: true }).click({ timeout: LOAD_TIMEOUT });
    await expect(page).toHaveURL(new RegExp(`${routes.findHelp.path}$`));
  });

  test('the section links jump to each section', async ({ page }) => {
    await page.goto(routes.financialAssistance.path);
    const last = financialSections.at(-1);
    if (!last) throw new Error('no sections');
    await page.getByRole('link', { name: new RegExp(`^${last.title}`) }).click({ timeout: LOAD_TIMEOUT });
    await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: last.title })).toBeInViewport();
  });
});
