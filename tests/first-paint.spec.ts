import { routes } from '../src/config/routes';
import { expect, test } from './fixtures';

// The prerendered HTML with its inlined stylesheet is the first screen: the script only attaches behaviour to
// it. So the first screen looks the same without JavaScript as after React has hydrated it — no element moves,
// appears or changes when hydration ends. Both screenshots come from the same browser and viewport, taken
// with animations stopped and the caret hidden; they must match pixel for pixel (same pixels, same PNG bytes).
for (const route of [routes.home, routes.emergency]) {
  test(`the first screen of ${route.path} is the same with and without JavaScript`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const shot = { animations: 'disabled', caret: 'hide' } as const;
    await page.goto(route.path);
    const withJs = await page.screenshot(shot);

    const { viewport, deviceScaleFactor, isMobile, hasTouch, userAgent } = testInfo.project.use;
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      userAgent,
      baseURL,
      javaScriptEnabled: false,
    });
    const noJsPage = await context.newPage();
    await noJsPage.goto(route.path);
    const withoutJs = await noJsPage.screenshot(shot);
    await context.close();

    const same = withJs.equals(withoutJs);
    if (!same) {
      await testInfo.attach('with JavaScript', { body: withJs, contentType: 'image/png' });
      await testInfo.attach('without JavaScript', { body: withoutJs, contentType: 'image/png' });
    }
    expect(same, 'screenshots differ: see the attachments').toBe(true);
  });
}
