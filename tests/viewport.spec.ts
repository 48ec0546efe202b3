import type { Page } from '@playwright/test';
import { routeList } from '../src/config/routes';
import { expect, test, viewportIndependent } from './fixtures';

// No page may be wider than the screen: a page that scrolls sideways cuts off a callout or its call button on a
// phone. Each route is laid out at the widths people use (small and common phones, a tablet), with its
// disclosures closed and then open. The test sets its own viewport, so it runs once (on the phone project).
export const VIEWPORT_WIDTHS = [320, 360, 412, 768] as const;

test.describe.configure({ timeout: 90_000 });

/** The document's width and, when it is too wide, the deepest elements that stick out past the right edge. */
function measure(page: Page, width: number) {
  return page.evaluate((width) => {
    const overflowing = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 0.5;
      })
      // Only the innermost culprits: an element none of whose children also sticks out.
      .filter((el) => !Array.from(el.children).some((c) => c.getBoundingClientRect().right > width + 0.5))
      .slice(0, 5)
      .map(
        (el) => `<${el.tagName.toLowerCase()} class="${el.className}"> ${(el.textContent ?? '').trim().slice(0, 60)}`,
      );
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, overflowing };
  }, width);
}

test.describe('no sideways scrolling', viewportIndependent, () => {
  for (const route of routeList) {
    test(`${route.path} fits ${VIEWPORT_WIDTHS.join(', ')} px`, async ({ page }) => {
      // One load, then each width in turn: the layout is CSS alone (no script reads the viewport), so a resize
      // lays the page out as a load at that width would.
      await page.setViewportSize({ width: VIEWPORT_WIDTHS[0], height: 800 });
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const width of VIEWPORT_WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = false)));
        // A phone browser zooms out to fit a page that is too wide, which widens innerWidth with it: so the
        // page is measured against the width set as well as against innerWidth.
        const closed = await measure(page, width);
        expect
          .soft(closed.scrollWidth, `${route.path} at ${width} px: ${closed.overflowing.join(' | ')}`)
          .toBeLessThanOrEqual(width);
        expect.soft(closed.innerWidth, `${route.path} at ${width} px: innerWidth`).toBe(width);
        expect(closed.scrollWidth).toBeLessThanOrEqual(closed.innerWidth);

        await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
        const open = await measure(page, width);
        expect
          .soft(open.scrollWidth, `${route.path} at ${width} px, disclosures open: ${open.overflowing.join(' | ')}`)
          .toBeLessThanOrEqual(width);
      }
    });
  }
});
