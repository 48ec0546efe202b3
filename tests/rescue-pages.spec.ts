import { phoneKey, phonesIn, telHref } from '../src/core/phone';
import type { Page } from '@playwright/test';
import { routes } from '../src/config/routes';
import { emergencyContact } from '../src/content/contacts';
import { REHOMING_FEE_RANGE, rehomingPage } from '../src/content/pages/rehoming';
import { spayNeuterFigures } from '../src/content/pages/spay-neuter';
import { SPEC_PRICING_DATES } from '../src/content/resources';
import { rescueGuideSections, workingWithRescuesPage } from '../src/content/pages/working-with-rescues';
import { SURRENDER_FEE_RANGE, surrenderPage, surrenderTabs } from '../src/content/pages/surrender';
import { shelterCardLabels } from '../src/content/shelters';
import { REHOMING_BOROUGHS } from '../src/content/rescues';
import { accGeneralLine } from '../src/content/shelters';
import type { Resource } from '../src/content/resource-schema';
import { citywideSpayNeuterProviders, brooklynSpayNeuterProviders } from '../src/content/spay-neuter-providers';
import { site } from '../src/content/site';
import emergencyHospitals from '../src/content/data/emergency-hospitals.json' with { type: 'json' };
import lowCostClinics from '../src/content/data/low-cost-clinics.json' with { type: 'json' };
import regulations from '../src/content/data/regulations.json' with { type: 'json' };
import rescues from '../src/content/data/rescues.json' with { type: 'json' };
import shelters from '../src/content/data/shelters.json' with { type: 'json' };
import spayNeuter from '../src/content/data/spay-neuter.json' with { type: 'json' };
import tnr from '../src/content/data/tnr.json' with { type: 'json' };
import { expect, expectNoA11yViolations, test, viewportIndependent } from './fixtures';

// The data behind every phone these pages may offer as tap-to-call (docs/data-rules.md: corroborated or
// official-page only). A tel: link whose digits aren't here is a typed or unconfirmed number.
const records = [
  shelters,
  rescues,
  spayNeuter,
  lowCostClinics,
  tnr,
  regulations,
  emergencyHospitals,
].flat() as Resource[];
const callableDigits = new Set(
  records
    .filter((r) => ['corroborated', 'official-page'].includes(r.verification.phone?.level ?? ''))
    .flatMap((r) => [...phonesIn(r.phone ?? '').map(phoneKey), ...((r.phone ?? '').match(/\b[39]11\b/g) ?? [])]),
);

/** Opens a page and waits for its lazy route to render (the shared test machine can be slow to load a chunk). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
}

async function expectSafeLinks(page: Page) {
  for (const href of await page
    .locator('main a[href^="tel:"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^tel:\d+$/);
    expect(callableDigits, `${href} must be a corroborated/official phone from the data`).toContain(href?.slice(4));
  }
  const external = page.locator('main a[href^="http"]');
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
}

const tabSets = [
  {
    path: routes.surrender.path,
    tabs: surrenderTabs.map((t) => ({ value: t.value, label: t.label })),
    panelHeading: {
      options: surrenderPage.options.title,
      alternatives: surrenderPage.alternatives.title,
      safety: surrenderPage.safety.title,
    } as Record<string, string>,
  },
  {
    path: routes.rehoming.path,
    tabs: REHOMING_BOROUGHS.map((b) => ({ value: b.value, label: b.label })),
    panelHeading: Object.fromEntries(REHOMING_BOROUGHS.map((b) => [b.value, b.label])) as Record<string, string>,
  },
];

for (const { path, tabs, panelHeading } of tabSets) {
  const [first, ...rest] = tabs;
  if (!first) throw new Error(`${path} has no tabs`);
  test.describe(`${path} tabs`, () => {
    test('the first tab is the default and each tab shows its panel on click, axe clean', async ({ page }) => {
      test.slow(); // one axe run per tab over a long page of cards, on a shared 2-core machine
      await open(page, path);
      await expect(page.getByRole('tab', { name: first.label, exact: true })).toHaveAttribute('aria-selected', 'true');
      for (const tab of tabs) {
        await page.getByRole('tab', { name: tab.label, exact: true }).click();
        const panel = page.getByRole('tabpanel');
        await expect(panel.getByRole('heading', { name: panelHeading[tab.value], exact: true })).toBeVisible();
        if (tab !== first) await expect(page).toHaveURL(new RegExp(`[?&]tab=${tab.value}$`));
        await expectSafeLinks(page);
        await expectNoA11yViolations(page, `${path}?tab=${tab.value}`, {
          within: '[role="tabpanel"][data-state="active"]',
        });
      }
    });

    test('arrow keys move between tabs and show each panel', async ({ page }) => {
      await open(page, path);
      await page.getByRole('tab', { name: first.label, exact: true }).focus();
      for (const tab of rest) {
        await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('tab', { name: tab.label, exact: true })).toBeFocused();
        await expect(page.getByRole('tab', { name: tab.label, exact: true })).toHaveAttribute('aria-selected', 'true');
        await expect(
          page.getByRole('tabpanel').getByRole('heading', { name: panelHeading[tab.value], exact: true }),
        ).toBeVisible();
      }
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { name: first.label, exact: true })).toHaveAttribute('aria-selected', 'true');
    });

    test('?tab= opens its panel on load', async ({ page }) => {
      const last = tabs[tabs.length - 1] ?? first;
      await open(page, `${path}?tab=${last.value}`);
      await expect(page.getByRole('tab', { name: last.label, exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(
        page.getByRole('tabpanel').getByRole('heading', { name: panelHeading[last.value], exact: true }),
      ).toBeVisible();
    });
  });
}

test.describe('/surrender', () => {
  test(
    'shelters show their type, requirements and a Call for Information button, the rest under Details',
    viewportIndependent,
    async ({ page }) => {
      await open(page, routes.surrender.path);
      await expect(page.getByText(SURRENDER_FEE_RANGE)).toBeVisible();
      await expect(page.getByText(surrenderPage.options.fees)).toBeVisible();
      const first = page.getByTestId('resource-card').first();
      await expect(first.getByRole('link', { name: /^Call for Information/ })).toHaveAttribute('href', /^tel:\d+$/);
      await expect(first.getByTestId('help-summary')).toHaveText(accGeneralLine.type);
      await expect(first.getByText(`${shelterCardLabels.requirements}:`).first()).toBeVisible();
      await expect(first.getByRole('link', { name: /Website/ })).toBeVisible();
      await expect(first.getByText(`${shelterCardLabels.waitTime}:`)).toBeHidden();
      await first.getByText(shelterCardLabels.details, { exact: true }).click();
      for (const label of [shelterCardLabels.waitTime, shelterCardLabels.fees])
        await expect(first.getByText(`${label}:`)).toBeVisible();
      await expect(first.getByText(/confirm with the provider/)).toBeVisible();
      await expect(page.getByText(surrenderPage.options.checklist.title)).toBeVisible();
    },
  );

  test('the alternatives tab lists each option with pros and cons', async ({ page }) => {
    await open(page, `${routes.surrender.path}?tab=alternatives`);
    const cards = page.getByTestId('alternative-option');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { name: 'Pros' })).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Cons' })).toBeVisible();
    }
  });

  test('the safety tab has red flags, screening, meeting and how to report abuse', async ({ page }) => {
    await open(page, `${routes.surrender.path}?tab=safety`);
    const s = surrenderPage.safety;
    for (const title of [s.redFlags.title, s.screening.title, s.meeting.title, s.abuse.title]) {
      await expect(page.getByText(title, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: s.abuse.nonEmergencyLabel })).toHaveAttribute('href', 'tel:311');
  });
});

test.describe('/rehoming', () => {
  test('shows the rehoming fee, emergency contacts and every section', viewportIndependent, async ({ page }) => {
    await open(page, routes.rehoming.path);
    await expect(page.getByText(REHOMING_FEE_RANGE)).toBeVisible();
    const emergencyTel = `tel:${emergencyContact.phone.replace(/\D/g, '')}`;
    await expect(page.locator('main').locator(`a[href="${emergencyTel}"]`)).toBeVisible();
    for (const title of [
      rehomingPage.reasons.title,
      rehomingPage.process.title,
      rehomingPage.selfRehoming.title,
      rehomingPage.emergency.title,
      rehomingPage.tips.title,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expectSafeLinks(page);
  });

  test('a single-source phone is shown as unconfirmed text, not a call link', viewportIndependent, async ({ page }) => {
    await open(page, routes.rehoming.path);
    const cityCritters = page.locator('[data-resource-id="city-critters"]');
    await expect(cityCritters.getByText(/unconfirmed — check before you go/)).toBeVisible();
    await expect(cityCritters.locator('a[href^="tel:"]')).toHaveCount(0);
  });

  test(
    'Staten Island says honestly that its group takes no cats and points to citywide options',
    viewportIndependent,
    async ({ page }) => {
      await open(page, `${routes.rehoming.path}?tab=statenIsland`);
      await expect(page.getByText(rehomingPage.boroughs.notes.statenIsland)).toBeVisible();
    },
  );
});

test.describe('/spay-neuter', () => {
  test('states every spec figure with the pricing dates and a confirm note', viewportIndependent, async ({ page }) => {
    test.slow(); // runs axe
    await open(page, routes.spayNeuter.path);
    const main = page.locator('main');
    for (const figure of Object.values(spayNeuterFigures)) await expect(main).toContainText(figure);
    await expect(main).toContainText(SPEC_PRICING_DATES);
    await expect(main).toContainText('confirm with the provider');
    await expectSafeLinks(page);
    await expectNoA11yViolations(page, routes.spayNeuter.path);
  });

  test(
    'citywide providers call only where the data allows; Brooklyn offers Book Online from the data',
    viewportIndependent,
    async ({ page }) => {
      await open(page, routes.spayNeuter.path);
      for (const p of citywideSpayNeuterProviders) {
        const card = page.locator(`[data-resource-id="${p.id}"]`);
        const call = card.getByRole('link', { name: /^Call Now/ });
        if (p.phone && callableDigits.has(phoneKey(p.phone)))
          await expect(call).toHaveAttribute('href', telHref(p.phone));
        else await expect(call).toHaveCount(0);
      }
      const booking = brooklynSpayNeuterProviders.find((p) => p.bookingUrl);
      expect(booking).toBeDefined();
      const book = page.locator(`[data-resource-id="${booking?.id}"]`).getByRole('link', { name: /Book Online/ });
      await expect(book).toHaveAttribute('href', booking?.bookingUrl ?? '');
    },
  );

  test('the resource hub links to vets and financial assistance', async ({ page }) => {
    await open(page, routes.spayNeuter.path);
    const hub = page.locator('#resource-hub');
    await expect(hub.locator(`a[href="${routes.vets.path}"]`)).toBeVisible();
    await expect(hub.locator(`a[href="${routes.financialAssistance.path}"]`)).toBeVisible();
  });
});

test('/working-with-rescues has every section and the educational banner', viewportIndependent, async ({ page }) => {
  test.slow(); // runs axe
  await open(page, routes.workingWithRescues.path);
  await expect(page.getByRole('complementary', { name: site.educationalBanner.title })).toBeVisible();
  for (const s of rescueGuideSections)
    await expect(page.getByRole('heading', { level: 2, name: s.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: workingWithRescuesPage.bottomLine.title })).toBeVisible();
  await expectSafeLinks(page);
  await expectNoA11yViolations(page, routes.workingWithRescues.path);
});
