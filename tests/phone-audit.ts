import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { phoneKey, phonesIn } from '../src/core/phone';
import { phoneDisplay, type Resource } from '../src/content/resources';

// Site-wide phone audit (docs/data-rules.md): every phone number a visitor can see must be one the
// content data holds, and every tap-to-call link must be for a phone at an allowed level (corroborated or the
// organisation's own page). It runs on whatever each page renders today:
// tests/every-route.spec.ts audits every route, tests/phone-audit.spec.ts the audit itself and filtered lists.

const dataDir = fileURLToPath(new URL('../src/content/data/', import.meta.url));
export const records: Resource[] = readdirSync(dataDir)
  .filter((f) => f.endsWith('.json') && !/^(meta|excluded-names)\.json$/.test(f))
  .flatMap((f) => JSON.parse(readFileSync(`${dataDir}${f}`, 'utf8')) as Resource[]);

/**
 * Phones the data holds (a phone field may hold a note too: "(212) 788-4000 (ACC general line)"), and the
 * text-only lines it keeps at a strong level (shown as text, never as `tel:`).
 */
export const shownPhones = new Set(
  records.flatMap((r) => [r.phone, r.textLine].flatMap((p) => (p ? phonesIn(p).map(phoneKey) : []))),
);
/** Phones that may be tap-called. */
export const callablePhones = new Set(
  records
    .filter((r) => phoneDisplay(r) === 'call' && r.phone)
    .flatMap((r) => [r.phone ?? ''].flatMap(phonesIn).map(phoneKey)),
);

export async function collect(page: Page) {
  // Open every disclosure, so listings inside closed <details> (some render on open) are audited too.
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('details')).every((d) => d.children.length > 1),
  );
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
export function problems({ text, tels }: { text: string; tels: string[] }): string[] {
  const found = phonesIn(text)
    .filter((p) => !shownPhones.has(phoneKey(p)))
    .map((p) => `${p}: not in the content data`);
  for (const href of tels) {
    if (!/^tel:\d+$/.test(href)) found.push(`${href}: tel: links are digits only`);
    // 311 and 911 are the city's own short codes (the city procedure record in the data names both).
    else if (/^tel:[39]11$/.test(href)) continue;
    else if (!callablePhones.has(phoneKey(href))) found.push(`${href}: below the tap-to-call levels`);
  }
  return found;
}
