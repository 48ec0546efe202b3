import { phonesIn } from '../src/core/phone';
import type { Page } from '@playwright/test';
import { routes } from '../src/config/routes';
import { aboutPage } from '../src/content/pages/about';
import { privacyPage, privacyResponseDays } from '../src/content/pages/privacy';
import type { TextSection } from '../src/content/pages/text-section';
import { termsPage } from '../src/content/pages/terms';
import { site } from '../src/content/site';
import { expect, expectNoA11yViolations, test, viewportIndependent } from './fixtures';

const main = (page: Page) => page.getByRole('main');

/** Each section's heading, text and site link, as the content module has them. */
async function expectSections(page: Page, sections: readonly TextSection[]) {
  for (const section of sections) {
    const region = main(page).getByRole('region', { name: section.title, exact: true });
    await expect(region.getByRole('heading', { level: 2 })).toHaveText(section.title);
    for (const paragraph of section.paragraphs ?? [])
      await expect(region.getByText(paragraph, { exact: true })).toBeVisible();
    if (section.items) await expect(region.getByRole('listitem')).toHaveText([...section.items]);
    if (section.link) {
      await expect(region.getByRole('link', { name: section.link.label })).toHaveAttribute(
        'href',
        routes[section.link.to].path,
      );
    }
  }
}

/** No invented contact details: contact goes through the feedback form. */
async function expectNoPhoneOrEmail(page: Page) {
  await expect(main(page).locator('a[href^="tel:"], a[href^="mailto:"]')).toHaveCount(0);
  const text = await main(page).innerText();
  expect(phonesIn(text)).toEqual([]);
  expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
}

test('terms of use: the required sections, dated January 2025', viewportIndependent, async ({ page }) => {
  await page.goto(routes.terms.path);
  await expect(page.getByRole('heading', { level: 1, name: routes.terms.title })).toBeVisible();
  await expect(main(page).getByText(`Last updated: ${termsPage.lastUpdated}`)).toBeVisible();
  expect(termsPage.lastUpdated).toBe('January 2025');
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText([
    'Educational Purposes Only',
    'No Warranties',
    'Limitation of Liability',
    'User Agreement and Risk',
    'Copyright and Intellectual Property',
    'Right to Modify',
    'Legal Compliance',
    'Contact Information',
  ]);
  await expectSections(page, termsPage.sections);
  await expectNoPhoneOrEmail(page);
  await expectNoA11yViolations(page, '/terms');
});

test('privacy policy: what the site really does, rights, cookies, 30 days', viewportIndependent, async ({ page }) => {
  await page.goto(routes.privacy.path);
  await expect(page.getByRole('heading', { level: 1, name: routes.privacy.title })).toBeVisible();
  await expect(main(page).getByText(`Last updated: ${privacyPage.lastUpdated}`)).toBeVisible();
  expect(privacyPage.lastUpdated).toBe('January 2025');
  await expectSections(page, privacyPage.sections);

  const text = await main(page).innerText();
  // Third parties named: the chat backend, the feedback service, the translate script.
  expect(text).toMatch(/Supabase/);
  expect(text).toMatch(/form-collection service/);
  expect(text).toMatch(/Google’s website translation script/);
  // Data rights and cookie kinds from the spec.
  for (const right of [/access/, /correct/, /delete/, /withdraw your consent/, /portable copy/])
    expect(text).toMatch(right);
  for (const kind of ['Essential:', 'Analytics:', 'Performance:', 'Advertising: none']) expect(text).toContain(kind);
  expect(text).toContain(`within ${privacyResponseDays} days`);
  expect(privacyResponseDays).toBe(30);
  // There is no login: the policy must not claim one.
  expect(text).not.toMatch(/logged in|your account|log in to/i);
  await expectNoPhoneOrEmail(page);
  await expectNoA11yViolations(page, '/privacy');
});

test(
  'about: mission, disclaimers, who we serve, the legal context from the data, contact',
  viewportIndependent,
  async ({ page }) => {
    await page.goto(routes.about.path);
    await expect(page.getByRole('heading', { level: 1, name: routes.about.title })).toBeVisible();
    await expect(page.getByRole('complementary', { name: site.educationalBanner.title })).toBeVisible();
    await expectSections(page, [...aboutPage.sections, ...aboutPage.closingSections]);

    const legal = main(page).getByRole('region', { name: aboutPage.legalContext.title });
    await expect(legal.getByText(aboutPage.legalContext.intro)).toBeVisible();
    await expect(
      legal.getByText(/As of 2025, New York City health codes prohibit live animals in food establishments/),
    ).toBeVisible();
    await expect(legal.getByRole('heading', { level: 3 })).toHaveText(
      aboutPage.legalContext.items.map((item) => item.name),
    );
    const pending = aboutPage.legalContext.items.filter((item) => item.status);
    expect(pending.length).toBeGreaterThanOrEqual(2);
    for (const item of pending) {
      await expect(
        legal.getByText(`${aboutPage.legalContext.statusLabel}: ${item.status}`, { exact: true }),
      ).toBeVisible();
    }
    for (const item of aboutPage.legalContext.items.filter((i) => i.checked)) {
      await expect(legal.getByText(`${aboutPage.legalContext.checkedLabel}: ${item.checked}`).first()).toBeVisible();
    }
    for (const item of aboutPage.legalContext.items.filter((i) => i.website)) {
      const link = legal.getByRole('link', { name: new RegExp(item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
      await expect(link).toHaveAttribute('href', item.website ?? '');
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await expectNoPhoneOrEmail(page);
    await expectNoA11yViolations(page, '/about');

    const contact = aboutPage.closingSections.find((section) => section.id === 'contact');
    await main(page).getByRole('link', { name: contact?.link?.label }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.feedback.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: routes.feedback.title })).toBeVisible();
  },
);
