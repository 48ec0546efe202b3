import { loadEnv } from 'vite';
import { gzipSync } from 'node:zlib';
import { aliasRedirects, routeList, routes } from '../src/config/routes';
import { emergencyContact } from '../src/content/contacts';
import { expect, serviceWorkerInControl, test, viewportIndependent } from './fixtures';

const emergencyTel = `tel:${emergencyContact.phone.replace(/\D/g, '')}`;

test.describe('without JavaScript', viewportIndependent, () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routeList) {
    test(`${route.path} shows its heading, content and the emergency number`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main')).not.toBeEmpty();
      await expect(page.getByTestId('emergency-bar').getByRole('link')).toHaveAttribute('href', emergencyTel);
      await expect(page.getByText(route.loadingMessage ?? 'Loading...')).toHaveCount(0);
    });
  }
});

test.describe('what the host serves', viewportIndependent, () => {
  // A first response of about 14 kB (ten TCP segments, gzipped as the host sends it) arrives in one round trip.
  // The page's whole stylesheet is inlined in <head> ahead of the number, so the emergency bar paints from
  // those bytes alone: no stylesheet request may block the first paint.
  test('the stylesheet, the 24/7 number and the page heading are in the first 14 kB of / and /emergency', async ({
    request,
  }) => {
    for (const path of ['/', routes.emergency.path]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const style = html.indexOf('<style>');
      const link = html.indexOf(`href="${emergencyTel}"`);
      expect(style, path).toBeGreaterThan(0);
      expect(html.indexOf('</style>'), path).toBeLessThan(link);
      const end = html.indexOf('</a>', link) + '</a>'.length;
      expect(gzipSync(html.slice(0, end)).length, path).toBeLessThan(14_000);
      const heading = html.indexOf('</h1>');
      expect(heading, path).toBeGreaterThan(end);
      expect(gzipSync(html.slice(0, heading)).length, path).toBeLessThan(14_000);
    }
  });

  // The stylesheet is inline in every page, so nothing fetches it again once the app runs: not a language's words
  // nor the checker's outcomes, which Vite's preload helper would otherwise fetch it before (vite.config.ts,
  // cssCodeSplit). Offline such a fetch fails, and the service worker keeps no .css.
  test('a translated page and a checker outcome fetch no stylesheet once the app has started', async ({ page }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url())) stylesheets.push(request.url());
    });
    for (const path of [
      '/es',
      '/es/surrender',
      '/ar/emergency',
      '/check/go-now/breathing',
      '/es/check/go-now/breathing',
    ]) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-ready', new RegExp(`^${path}`));
      // The words and the outcomes' code load as the page hydrates; wait until nothing more is on its way.
      await page.waitForLoadState('networkidle');
    }
    expect(stylesheets).toEqual([]);
  });

  // The app's JavaScript is asked for once the page has painted (scripts/prerender.mjs, deferEntryScript): on a
  // slow phone the HTML alone paints the first screen, and no download competes with it.
  test('no script is requested before the first contentful paint, and the app still starts', async ({ page }) => {
    for (const path of ['/', routes.emergency.path, routes.vets.path]) {
      await page.goto(path);
      const { fcp, scripts } = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.js'))
          .map((r) => r.startTime),
      }));
      expect(fcp, path).toBeGreaterThan(0);
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(Math.min(...scripts), path).toBeGreaterThanOrEqual(fcp);
    }
  });

  test('nested aliases are permanent redirects to the flat routes', async ({ request }) => {
    for (const { from, to } of aliasRedirects) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers()['location'], from).toBe(to);
    }
  });

  test('an unknown path is a 404 with the not-found page', async ({ request }) => {
    const res = await request.get('/no-such-page');
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain('Oops! Page not found');
  });

  test('sitemap and robots come from the route registry', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of routeList.filter((r) => r.id !== 'search')) {
      expect(sitemap).toContain(`${route.path === '/' ? '/' : route.path}</loc>`);
    }
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
  });

  test('every page declares its canonical URL, Open Graph and Twitter tags', async ({ request }) => {
    for (const route of routeList) {
      const html = await (await request.get(route.path)).text();
      expect(html, route.path).toMatch(
        new RegExp(`<link rel="canonical" href="[^"]*${route.path === '/' ? '/' : route.path}"`),
      );
      expect(html, route.path).toContain('<meta property="og:title"');
      expect(html, route.path).toContain('<meta name="twitter:card"');
    }
  });

  test('the security headers are sent, and the CSP allows only what the site uses', async ({ request }) => {
    const headers = (await request.get('/')).headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // The URLs the build read: .env, overridden by the environment (`npm test` sets its own ports).
    const env = loadEnv('production', process.cwd(), 'VITE_');
    const connect = csp.match(/connect-src ([^;]*)/)?.[1] ?? '';
    expect(connect).toContain(new URL(env.VITE_SUPABASE_URL ?? 'missing').origin);
    expect(connect).toContain(new URL(env.VITE_FEEDBACK_ENDPOINT ?? 'missing').origin);
  });

  test('pages load nothing the CSP does not allow, and violate nothing', async ({ page }) => {
    test.slow(); // every route in one test
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (v: string) => violations.push(v));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { reportViolation: (v: string) => void }).reportViolation(
          `${e.violatedDirective} ${e.blockedURI}`,
        ),
      );
    });
    for (const route of routeList) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(violations).toEqual([]);
  });
});

test.describe('offline', viewportIndependent, () => {
  test.use({ serviceWorkers: 'allow' });
  test('after one visit, the emergency pages and the vet list open with no network', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Wait until the service worker controls the page and has precached the offline pages.
    await serviceWorkerInControl(page);
    await expect
      .poll(
        async () =>
          page.evaluate(async () =>
            (
              await Promise.all((await caches.keys()).map(async (k) => (await (await caches.open(k)).keys()).length))
            ).reduce((a, b) => a + b, 0),
          ),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(5);
    await context.setOffline(true);
    await expect(page.getByText(/You’re offline/), 'the notice when the signal goes').toBeVisible();
    for (const route of [routes.emergency, routes.firstAid, routes.breathing, routes.vets]) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }), route.path).toBeVisible();
      await expect(page.getByTestId('emergency-bar').getByRole('link')).toHaveAttribute('href', emergencyTel);
      // Debian's Chromium 150 serves the page offline but reports navigator.onLine as true in a document loaded
      // after setOffline (a new page too); setting it again tells the page, as losing the signal would.
      await context.setOffline(false);
      await context.setOffline(true);
      await expect(page.getByText(/You’re offline/), route.path).toBeVisible();
    }
    await context.setOffline(false);
  });
});
