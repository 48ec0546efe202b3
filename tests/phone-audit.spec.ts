import { expect, test, viewportIndependent } from './fixtures';
import { phoneKey, phonesIn } from '../src/core/phone';
import { callablePhones, collect, problems, records, shownPhones } from './phone-audit';
import { phoneDisplay } from '../src/content/resources';

test('the audit knows phones of both kinds', viewportIndependent, () => {
  expect(shownPhones.size).toBeGreaterThan(callablePhones.size);
  expect(callablePhones.size).toBeGreaterThan(0);
  expect(phonesIn('Call (212) 838-8100 or +1 888-426-4435; not 2026-02-21 or 10065').map(phoneKey)).toEqual([
    '2128388100',
    '8884264435',
  ]);
});

test(
  'the audit catches an invented number, a single-source call link and a non-digit tel:',
  viewportIndependent,
  async ({ page }) => {
    const singleSource = records.find((r) => phoneDisplay(r) === 'unconfirmed' && r.phone);
    if (!singleSource?.phone) throw new Error('expected a single-source phone in the data');
    const digits = phoneKey(phonesIn(singleSource.phone)[0] ?? '');
    await page.setContent(
      `<main><h1>Test</h1><p>Call (212) 555-0199</p><a href="tel:${digits}">x</a><a href="tel:(212) 838-8100">y</a></main>`,
    );
    expect(problems(await collect(page))).toEqual([
      '(212) 555-0199: not in the content data',
      `tel:${digits}: below the tap-to-call levels`,
      'tel:(212) 838-8100: tel: links are digits only',
    ]);
  },
);

// Every route's own page is audited in tests/every-route.spec.ts; these are the filtered lists.
for (const path of ['/vets?q=cheap', '/vets?location=nowhere']) {
  test(
    `phones on ${path} all come from the data, and only allowed ones are tap-to-call`,
    viewportIndependent,
    async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems(await collect(page)), `phones on ${path}`).toEqual([]);
    },
  );
}
