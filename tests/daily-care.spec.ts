import { routes } from '../src/config/routes';
import { emergencyContact } from '../src/content/contacts';
import { behavioralWellnessFigures, behavioralWellnessPage } from '../src/content/pages/behavioral-wellness';
import { dailyCarePage, litterFigures } from '../src/content/pages/daily-care';
import { feedingFigures } from '../src/content/pages/feeding';
import { groomingFigures, groomingPage } from '../src/content/pages/grooming';
import { preventiveHealthFigures, preventiveHealthPage } from '../src/content/pages/preventive-health';
import { pendingProposals, rulesInForce } from '../src/content/regulations';
import { expect, expectNoA11yViolations, test, viewportIndependent } from './fixtures';
import type { Page } from '@playwright/test';

const emergencyTel = `tel:${emergencyContact.phone.replace(/\D/g, '')}`;

interface TabbedPage {
  path: string;
  defaultTab: string;
  tabs: Record<string, string>;
  /** Text each tab's panel must show: its heading and every figure the issue lists for it. */
  panelText: Record<string, readonly string[]>;
}

const tabbedPages: TabbedPage[] = [
  {
    path: routes.grooming.path,
    defaultTab: groomingPage.defaultTab,
    tabs: groomingPage.tabs,
    panelText: {
      daily: [groomingPage.daily.title, ...groomingFigures.daily],
      tools: [groomingPage.tools.title, ...groomingFigures.tools],
      bathing: [groomingPage.bathing.title, ...groomingFigures.bathing],
      problems: [groomingPage.problems.title, ...groomingFigures.problems],
      professional: [groomingPage.professional.title, ...groomingFigures.professional],
    },
  },
  {
    path: routes.preventiveHealth.path,
    defaultTab: preventiveHealthPage.defaultTab,
    tabs: preventiveHealthPage.tabs,
    panelText: {
      vaccines: [preventiveHealthPage.vaccines.title, ...preventiveHealthFigures.vaccines],
      checkups: [preventiveHealthPage.checkups.title, ...preventiveHealthFigures.checkups],
      preventive: [preventiveHealthPage.preventive.title, ...preventiveHealthFigures.preventive],
      warning: [
        preventiveHealthPage.warning.title,
        ...preventiveHealthFigures.warning,
        ...preventiveHealthPage.warning.early,
      ],
    },
  },
  {
    path: routes.behavioralWellness.path,
    defaultTab: behavioralWellnessPage.defaultTab,
    tabs: behavioralWellnessPage.tabs,
    panelText: {
      stress: [
        behavioralWellnessPage.stress.title,
        ...Object.values(behavioralWellnessPage.severityLabels),
        ...behavioralWellnessPage.stress.signs.map((s) => s.action),
      ],
      enrichment: [
        behavioralWellnessPage.enrichment.title,
        ...behavioralWellnessPage.enrichment.categories.flatMap((c) => c.ideas),
      ],
      problems: [
        behavioralWellnessPage.problems.title,
        ...behavioralWellnessPage.problems.list.flatMap((p) => p.solutions),
      ],
    },
  },
];

async function expectTabShown(page: Page, tp: TabbedPage, value: string) {
  const label = tp.tabs[value] ?? 'missing tab';
  await expect(page.getByRole('tab', { name: label, exact: true })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel).toBeVisible();
  for (const text of tp.panelText[value] ?? []) await expect(panel).toContainText(text);
  // The URL holds the tab, so a reload restores it (choosing the default tab drops the parameter).
  const inUrl = new URL(page.url()).searchParams.get('tab');
  if (value === tp.defaultTab) expect([null, value]).toContain(inUrl);
  else expect(inUrl).toBe(value);
}

for (const tp of tabbedPages) {
  const values = Object.keys(tp.tabs);

  test.describe(tp.path, () => {
    test('opens on the default tab, and every tab shows its panel by click, axe clean', async ({ page }) => {
      test.slow(); // one axe run per tab
      await page.goto(tp.path);
      await expectTabShown(page, tp, tp.defaultTab);
      for (const value of [...values.slice(1), values[0] ?? '']) {
        await page.getByRole('tab', { name: tp.tabs[value], exact: true }).click();
        await expectTabShown(page, tp, value);
        if (value !== tp.defaultTab)
          await expectNoA11yViolations(page, `${tp.path}?tab=${value}`, {
            within: '[role="tabpanel"][data-state="active"]',
          });
      }
    });

    test('the arrow keys move through every tab and wrap around', async ({ page }) => {
      await page.goto(tp.path);
      await page.getByRole('tab', { name: tp.tabs[tp.defaultTab], exact: true }).focus();
      for (const value of values.slice(1)) {
        await page.keyboard.press('ArrowRight');
        await expect(page.getByRole('tab', { name: tp.tabs[value], exact: true })).toBeFocused();
        await expectTabShown(page, tp, value);
      }
      await page.keyboard.press('ArrowRight');
      await expectTabShown(page, tp, tp.defaultTab);
      await page.keyboard.press('ArrowLeft');
      await expectTabShown(page, tp, values[values.length - 1] ?? '');
    });

    // The URL names the tab (clicks above write it); loading one opens that tab, and a reload keeps it.
    test('?tab= opens that tab on load, and a reload keeps it', viewportIndependent, async ({ page }) => {
      const last = values[values.length - 1] ?? '';
      await page.goto(`${tp.path}?tab=${last}`);
      await expectTabShown(page, tp, last);
      await page.reload();
      await expectTabShown(page, tp, last);
    });

    test('an unknown ?tab= falls back to the default tab', viewportIndependent, async ({ page }) => {
      await page.goto(`${tp.path}?tab=nope`);
      await expect(page.getByRole('tab', { name: tp.tabs[tp.defaultTab], exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  });
}

test.describe(routes.preventiveHealth.path, () => {
  test('the warning signs tab offers the 24/7 number and the emergency guide', async ({ page }) => {
    await page.goto(`${routes.preventiveHealth.path}?tab=warning`);
    const panel = page.getByRole('tabpanel');
    await expect(panel.locator(`a[href="${emergencyTel}"]`)).toBeVisible();
    await panel.getByRole('link', { name: preventiveHealthPage.warning.immediateAction }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.emergency.path}$`));
  });

  test('lists 8 early signs and 7 checklist items', viewportIndependent, async ({ page }) => {
    expect(preventiveHealthPage.warning.early).toHaveLength(8);
    expect(preventiveHealthPage.checkups.checklist).toHaveLength(7);
    await page.goto(`${routes.preventiveHealth.path}?tab=checkups`);
    await expect(page.getByRole('tabpanel').locator('[data-slot="badge"]')).toHaveCount(7);
  });

  test('the back button returns to the page you came from', async ({ page }) => {
    await page.goto(routes.dailyCare.path);
    const guide = dailyCarePage.guides.find((g) => g.route === 'preventiveHealth');
    await page.getByRole('link', { name: new RegExp(guide?.label ?? 'missing guide') }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.preventiveHealth.path}$`));
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.dailyCare.path}$`));
  });
});

test.describe(routes.grooming.path, () => {
  test('the back button opened directly falls back to Daily Care', async ({ page }) => {
    await page.goto(routes.grooming.path);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.dailyCare.path}$`));
  });
});

test.describe(routes.behavioralWellness.path, () => {
  test('says a behavior change lasting over 3 days needs professional help', viewportIndependent, async ({ page }) => {
    await page.goto(routes.behavioralWellness.path);
    for (const figure of behavioralWellnessFigures) await expect(page.getByRole('main')).toContainText(figure);
  });
});

test.describe(routes.feeding.path, () => {
  test(
    'shows the schedule figures and every toxic food, with the 24/7 number for poisoning',
    viewportIndependent,
    async ({ page }) => {
      await page.goto(routes.feeding.path);
      const main = page.getByRole('main');
      for (const figure of feedingFigures) await expect(main).toContainText(figure);
      await expect(main.locator(`a[href="${emergencyTel}"]`)).toBeVisible();
      await expect(main.getByRole('link', { name: 'Poisoning steps' })).toHaveAttribute(
        'href',
        `${routes.emergency.path}#poisoning`,
      );
    },
  );

  test('axe clean', async ({ page }) => {
    await page.goto(routes.feeding.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoA11yViolations(page, routes.feeding.path);
  });
});

test.describe(routes.dailyCare.path, () => {
  for (const anchor of routes.dailyCare.anchors) {
    test(`#${anchor} loaded directly scrolls into view`, async ({ page }) => {
      await page.goto(`${routes.dailyCare.path}#${anchor}`);
      const section = page.locator(`#${anchor}`);
      await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
      // Scrolled to the section's start (below the sticky bar's scroll margin), not merely somewhere on screen.
      await expect
        .poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThanOrEqual(160);
      expect(await section.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(-2);
    });
  }

  test('litter care gives both intervals', viewportIndependent, async ({ page }) => {
    await page.goto(`${routes.dailyCare.path}#litter`);
    const litter = page.locator('#litter');
    await expect(litter).toContainText(`Scoop ${litterFigures.scoop}`);
    await expect(litter).toContainText(litterFigures.fullClean);
  });

  test('a search for cat-proofing windows leads to the shop-safety habits', async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent('how do i cat proof the windows')}`);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(dailyCarePage.shopSafety.title, 'i') })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${routes.dailyCare.path}#shop-safety$`));
    const safety = page.locator('#shop-safety');
    await expect(safety.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(safety.getByRole('listitem')).toHaveText([...dailyCarePage.shopSafety.items]);
  });

  test(
    'the legal section shows each rule and pending bill with its recorded status, date and sources',
    viewportIndependent,
    async ({ page }) => {
      await page.goto(`${routes.dailyCare.path}#legal`);
      const legal = page.locator('#legal');
      for (const line of dailyCarePage.legal.today) await expect(legal).toContainText(line);
      for (const rule of [...rulesInForce, ...pendingProposals]) {
        const card = legal.locator('[data-slot="card"]', {
          has: page.getByRole('heading', { name: rule.name, exact: true }),
        });
        await expect(card).toBeVisible();
        if (rule.status) await expect(card).toContainText(rule.status);
        if (rule.lastConfirmed) await expect(card).toContainText(rule.lastConfirmed);
        for (const source of rule.sources)
          await expect(card.locator(`a[href="${source.url}"]`)).toHaveAttribute('rel', 'noopener noreferrer');
      }
      expect(pendingProposals.length).toBeGreaterThan(0);
    },
  );

  test('sick signs link to the 24/7 number and the guides, and the page is axe clean', async ({ page }) => {
    await page.goto(routes.dailyCare.path);
    const signs = page.locator('#sick-signs');
    await expect(signs.locator(`a[href="${emergencyTel}"]`)).toBeVisible();
    for (const guide of dailyCarePage.guides) {
      await expect(page.getByRole('link', { name: new RegExp(guide.label) })).toHaveAttribute(
        'href',
        routes[guide.route].path,
      );
    }
    await expectNoA11yViolations(page, routes.dailyCare.path);
  });
});
