import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { routeList } from '../src/config/routes';
import { phoneDisplay, type Resource } from '../src/content/resources';
import { expect, test } from './fixtures';

// Site-wide phone audit (data README rules 1 and 2): every phone number a visitor can see must be one the
// content data holds, and every tap-to-call link must be for a phone at an allowed level (corroborated or the
// organisation's own page). It runs on whatever each page renders today.

const dataDir = fileURLToPath(new URL('../src/content/data/', import.meta.url));
const records: Resource[] = readdirSync(dataDir)
  .filter((f) => f.endsWith('.json') && !/^(meta|excluded-names)\.json$/.test(f))
  .flatMap((f) => JSON.parse(readFileSync(`${dataDir}${f}`, 'utf8')) as Resource[]);

/** A North American phone number in text: (212) 838-8100, 212-838-8100, 212.838.8100, +1 212 838 8100. */
const PHONE_PATTERN = /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/g;

/** Ten digits, without a leading country code 1. */
function normalise(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

const phonesIn = (text: string) => [...text.matchAll(PHONE_PATTERN)].map((m) => m[0]);

/** Phones the data holds (a phone field may hold a note too: "(212) 788-4000 (ACC general line)"). */
const shownPhones = new Set(records.flatMap((r) => (r.phone ? phonesIn(r.phone).map(normalise) : [])));
/** Phones that may be tap-called. */
const callablePhones = new Set(
  records.filter((r) => phoneDisplay(r) === 'call' && r.phone).flatMap((r) => [r.phone ?? ''].flatMap(phonesIn).map(normalise)),
);

test('the audit knows phones of both kinds', () => {
  expect(shownPhones.size).toBeGreaterThan(callablePhones.size);
  expect(callablePhones.size).toBeGreaterThan(0);
  expect(phonesIn('Call (212) 838-8100 or +1 888-426-4435; not 2026-02-21 or 10065').map(normalise)).toEqual([
    '2128388100',
    '8884264435',
  ]);
});

async function collect(page: Page) {
  // Open every disclosure, so listings inside closed <details> (some render on open) are audited too.
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  await page.waitForFunction(() => Array.from(document.querySelectorAll('details')).every((d) => d.children.length > 1));
  return page.evaluate(() => ({
    text: [
      document.body.innerText,
      ...Array.from(document.querySelectorAll('[aria-label], [title]'), (el) =>
        [el.getAttribute('aria-label'), el.getAttribute('title')].filter(Boolean).join(' '),
      ),
    ].join('\n'),
    tels: Array.from(document.querySelectorAll('a[href^="tel:"]'), (a) => a.getAttribute('href') ?? ''),
  }));
}

/** Everything wrong with the phones on a page: unknown numbers, non-digit tel: links, calls below the levels. */
function problems({ text, tels }: { text: string; tels: string[] }): string[] {
  const found = phonesIn(text)
    .filter((p) => !shownPhones.has(normalise(p)))
    .map((p) => `${p}: not in the content data`);
  for (const href of tels) {
    if (!/^tel:\d+$/.test(href)) found.push(`${href}: tel: links are digits only`);
    // 311 and 911 are the city's own short codes (the city procedure record in the data names both).
    else if (/^tel:[39]11$/.test(href)) continue;
    else if (!callablePhones.has(normalise(href))) found.push(`${href}: below the tap-to-call levels`);
  }
  return found;
}

test('the audit catches an invented number, a single-source call link and a non-digit tel:', async ({ page }) => {
  const singleSource = records.find((r) => phoneDisplay(r) === 'unconfirmed' && r.phone);
  if (!singleSource?.phone) throw new Error('expected a single-source phone in the data');
  const digits = normalise(phonesIn(singleSource.phone)[0] ?? '');
  await page.setContent(
    `<main><h1>Test</h1><p>Call (212) 555-0199</p><a href="tel:${digits}">x</a><a href="tel:(212) 838-8100">y</a></main>`,
  );
  expect(problems(await collect(page))).toEqual([
    '(212) 555-0199: not in the content data',
    `tel:${digits}: below the tap-to-call levels`,
    'tel:(212) 838-8100: tel: links are digits only',
  ]);
});

const paths = [...routeList.map((r) => r.path), '/vets?q=cheap', '/vets?location=nowhere'];

for (const path of paths) {
  test(`phones on ${path} all come from the data, and only allowed ones are tap-to-call`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    expect(problems(await collect(page)), `phones on ${path}`).toEqual([]);
  });
}
