import type { Page } from '@playwright/test';
import { emergencyVisitCost, helpPayingHref, hospitalGroups } from '../src/content/emergency-hospitals';
import { listings } from '../src/content/pages/listings';
import { fill } from '../src/content/locales/fill';
import { phoneDisplay } from '../src/content/resources';
import { expect } from './fixtures';

/** The 24/7 table: a group per borough in order, New Jersey last, a call button exactly where the phone is confirmed. */
export async function expectHospitalTable(page: Page) {
  const table = page.getByTestId('hospital-table');
  const groups = hospitalGroups();
  await expect(table.getByTestId('hospital-group')).toHaveCount(groups.length);
  for (const [i, g] of groups.entries()) {
    const group = table.getByTestId('hospital-group').nth(i);
    await expect(group).toHaveAttribute('data-place', g.place);
    for (const h of g.hospitals) {
      const row = group.locator(`[data-resource-id="${h.id}"]`);
      await expect(row.locator('a[href^="tel:"]')).toHaveCount(phoneDisplay(h) === 'call' ? 1 : 0);
    }
    if (g.nearestCallable) await expect(group.getByTestId('nearest-callable')).toContainText(g.nearestCallable.name);
  }
  await expect(table.getByTestId('hospital-group').last()).toHaveAttribute('data-place', 'New Jersey');
  const cost = fill(listings.hospitalTable.cost, {
    range: emergencyVisitCost.range,
    date: emergencyVisitCost.pricedOn,
  });
  await expect(page.getByTestId('emergency-cost')).toContainText(cost);
  await expect(page.getByRole('link', { name: listings.hospitalTable.costLink })).toHaveAttribute(
    'href',
    helpPayingHref,
  );
}
