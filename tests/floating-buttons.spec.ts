import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The chat launcher and back-to-top must never cover what a worried owner is reading: the heading they jumped
// to, a call button, the first line of an emergency step, a tab. Each page is checked where an anchor jump lands,
// at each of its section headings (as a jump to it would land) and at the very end of the page.

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Everything wrong at the current scroll position: a floating button over a heading, a tab, a call button or
 * the first line of a numbered step, where those can be read. The readable area is the screen between the
 * sticky emergency bar and the solid dock strip at the bottom (when there is one): content under either is
 * scrolled out of view, as content above the screen is.
 */
function overlaps(page: Page) {
  return page.evaluate(() => {
    const rect = (el: Element | Range) => el.getBoundingClientRect();
    const top = rect(document.querySelector('[data-testid="emergency-bar"]') as Element).bottom;
    const dock = document.querySelector('[data-testid="floating-dock"]');
    const dockBox = dock && getComputedStyle(dock).display !== 'none' ? rect(dock) : null;
    const bottom = dockBox ? dockBox.top : window.innerHeight;

    const targets: { label: string; box: DOMRect }[] = [];
    const add = (label: string, box: DOMRect | undefined) => {
      if (!box || box.width === 0 || box.height === 0) return;
      const y1 = Math.max(box.top, top);
      const y2 = Math.min(box.bottom, bottom);
      if (y2 > y1) targets.push({ label, box: new DOMRect(box.left, y1, box.width, y2 - y1) });
    };
    const text = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
    for (const el of document.querySelectorAll('main :is(h1, h2, h3, h4, [role="tab"]), main a[href^="tel:"]')) {
      if ((el as HTMLElement).offsetParent !== null) add(`${el.tagName.toLowerCase()} "${text(el)}"`, rect(el));
    }
    for (const li of document.querySelectorAll('main ol > li')) {
      const range = document.createRange();
      range.selectNodeContents(li);
      add(`first line of step "${text(li)}"`, range.getClientRects()[0]);
    }

    const problems: string[] = [];
    for (const button of document.querySelectorAll('[data-floating-button]')) {
      const b = rect(button);
      if (b.width === 0) continue;
      const name = button.getAttribute('aria-label');
      if (b.top < top) problems.push(`${name} is over the emergency bar`);
      // In the dock strip, when there is one: it must sit inside it, on the solid background.
      if (dockBox && (b.top < dockBox.top || b.bottom > dockBox.bottom))
        problems.push(`${name} sticks out of the dock`);
      for (const t of targets) {
        const hit = b.left < t.box.right && b.right > t.box.left && b.top < t.box.bottom && b.bottom > t.box.top;
        if (hit) problems.push(`${name} covers ${t.label}`);
      }
    }
    return problems;
  });
}

async function scrollTo(page: Page, y: number | 'end') {
  await page.evaluate((y) => window.scrollTo(0, y === 'end' ? document.documentElement.scrollHeight : y), y);
  // Back-to-top appears on the scroll event: let it render before measuring.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

const pages = ['/emergency#poisoning', '/emergency#breathing', '/first-aid', '/vets', '/behavioral-wellness'];

test.describe('floating buttons', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const url of pages) {
    test(`${url}: no floating button covers a heading, a tab, a call button or a step's first line`, async ({
      page,
    }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const found: string[] = [];
      const hash = new URL(url, 'http://x').hash;
      if (hash) {
        await expect(page.locator(hash)).toBeInViewport();
        found.push(...(await overlaps(page)).map((p) => `after the jump to ${hash}: ${p}`));
      }
      // Where a jump to each section heading lands (the headings' scroll margin applies, as for a #link).
      const headings = await page.locator('main h2').count();
      for (let i = 0; i < headings; i += 1) {
        const heading = page.locator('main h2').nth(i);
        await heading.evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await scrollTo(page, await page.evaluate(() => window.scrollY));
        found.push(...(await overlaps(page)).map((p) => `at "${i}th h2": ${p}`));
      }
      await scrollTo(page, 'end');
      await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();
      found.push(...(await overlaps(page)).map((p) => `at the end of the page: ${p}`));
      expect(found).toEqual([]);
    });
  }

  test('the chat card stays below the emergency bar, and back-to-top hides while the chat is open', async ({
    page,
  }) => {
    await page.goto('/vets');
    await scrollTo(page, 1200);
    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeVisible();
    // A real click where the launcher is: locator.click would scroll first.
    const launcher = await boxOf(page, 'Open chat assistant');
    await page.mouse.click(launcher.x + launcher.width / 2, launcher.y + launcher.height / 2);
    const card = page.getByRole('region', { name: 'Chat Assistant' });
    await expect(card).toBeVisible();
    await expect(backToTop).toBeHidden();
    const bar = page.getByTestId('emergency-bar');
    const call = bar.getByRole('link', { name: /Call the 24\/7 emergency vet/ });
    await expect(call).toBeInViewport();
    const barBox = await bar.boundingBox();
    const cardBox = await card.boundingBox();
    expect(barBox && cardBox && cardBox.y >= barBox.y + barBox.height).toBe(true);
    // The bar's call button is still the element a tap reaches.
    const callBox = await call.boundingBox();
    if (!callBox) throw new Error('the call button has no box');
    const tapped = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.getAttribute('href'),
      { x: callBox.x + callBox.width / 2, y: callBox.y + callBox.height / 2 },
    );
    expect(tapped).toMatch(/^tel:/);

    await card.getByRole('button', { name: 'Minimize chat' }).click();
    await expect(backToTop).toBeHidden();
    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect(backToTop).toBeVisible();
  });
});

async function boxOf(page: Page, name: string): Promise<Box> {
  const box = await page.getByRole('button', { name }).boundingBox();
  if (!box) throw new Error(`${name} has no box`);
  return box;
}
