import { routes } from '../src/config/routes';
import { communityCatSources } from '../src/content/community-cats';
import { communityCatsPage as copy } from '../src/content/pages/community-cats';
import { phoneDisplay } from '../src/content/resources';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { collect, problems } from './phone-audit';

test.describe.configure({ timeout: 60_000 });

test('/community-cats: each situation with its cited steps and contacts, axe and the phone audit', async ({ page }) => {
  await page.goto(routes.communityCats.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes.communityCats.title, { timeout: 20_000 });
  for (const section of copy.sections) {
    const el = page.locator(`#${section.id}`);
    await expect(el.getByRole('heading', { level: 2 })).toHaveText(section.title);
    const steps = page.getByTestId(`${section.id}-steps`).locator(':scope > li');
    await expect(steps).toHaveCount(section.steps.length);
    for (const [i, step] of section.steps.entries()) {
      await expect(steps.nth(i)).toContainText(step.text);
      await expect(steps.nth(i)).toContainText(`${copy.stepSource}: ${communityCatSources[step.from].name}`);
    }
    const contacts = page.getByTestId(`${section.id}-contacts`);
    for (const key of section.contacts) {
      const resource = communityCatSources[key];
      const card = contacts.locator(`[data-resource-id="${resource.id}"]`);
      await expect(card).toBeVisible();
      await expect(card.locator('a[href^="tel:"]')).toHaveCount(phoneDisplay(resource) === 'call' ? 1 : 0);
      if (resource.email) await expect(card.locator(`a[href="mailto:${resource.email}"]`)).toHaveCount(1);
      if (resource.textLine) await expect(card).toContainText(resource.textLine);
    }
  }
  expect(problems(await collect(page))).toEqual([]);
  await expectNoA11yViolations(page, '/community-cats');
});

test('the Find Help hub links to the guide', async ({ page }) => {
  await page.goto(routes.findHelp.path);
  await page.locator(`main a[href="${routes.communityCats.path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${routes.communityCats.path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routes.communityCats.title);
});
