#!/usr/bin/env node
// How long until a person on a phone with a poor connection sees the 24/7 emergency number. Serves the last build (`npm
// run build` first), opens / and /emergency in Chromium as a Pixel 7
// with the network throttled through the DevTools protocol, and reports per page (median of the runs):
//   FCP         First Contentful Paint (performance entry)
//   bar tel     the sticky bar's tap-to-call link to the 24/7 number is visible
//   page tel    the page's own call button to that number is visible (rendered by the lazy route chunk)
//   route js    the route's lazy chunk finished downloading
//
//   node scripts/bench-emergency-visible.mjs [--runs 3] [--port 4399] [--cpu 1] [--json]
//
// Network profile "Slow 4G" = Chrome DevTools' preset: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up.
// --cpu N adds DevTools CPU throttling (Lighthouse's mobile profile uses 4); the default 1 measures the network
// alone, since a shared CI machine makes CPU-throttled figures noisy.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, devices } from '@playwright/test';
import { preview } from 'vite';
import { playwrightLaunchOptions } from './lib/browser.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', 3));
const port = Number(arg('port', process.env.BENCH_PORT ?? 4399));
const cpuRate = Number(arg('cpu', 1));
const asJson = process.argv.includes('--json');

const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1000 * 1000 * 0.9) / 8,
  uploadThroughput: (750 * 1000 * 0.9) / 8,
};
const PAGES = [
  { path: '/', chunk: 'home' },
  { path: '/emergency', chunk: 'emergency' },
];

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

const server = await preview({
  root,
  logLevel: 'warn',
  preview: { port, strictPort: true, host: '127.0.0.1', open: false },
});
const browser = await chromium.launch(playwrightLaunchOptions);

/** In the page: ms since navigation start at which a tel: link matching `selector` is on screen, polled per frame. */
async function visibleAt(page, selector) {
  const handle = await page.waitForFunction(
    (sel) => {
      for (const el of document.querySelectorAll(sel)) {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight && style.visibility !== 'hidden') {
          return performance.now();
        }
      }
      return false;
    },
    selector,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

async function measure({ path, chunk }) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });

  await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'commit' });
  const telSelector = 'a[href^="tel:"]';
  const barTel = await visibleAt(page, `[data-testid="emergency-bar"] ${telSelector}`);
  // The 24/7 number in the bar; the page's own button is a tel: link to the same number inside <main>.
  const href = await page.locator(`[data-testid="emergency-bar"] ${telSelector}`).getAttribute('href');
  const pageTel = await visibleAt(page, `main a[href="${href}"]`);
  const timings = await page.evaluate((name) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const routeJs = performance
      .getEntriesByType('resource')
      .find((e) => new RegExp(`/assets/${name}-[^/]+\\.js$`).test(e.name));
    return { fcp, routeJs: routeJs ? routeJs.responseEnd : null };
  }, chunk);
  await context.close();
  return { fcp: timings.fcp, barTel, pageTel, routeJs: timings.routeJs };
}

const median = (xs) => {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

const results = [];
try {
  for (const p of PAGES) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(p));
    const m = (k) => median(samples.map((s) => s[k]));
    results.push({
      path: p.path,
      runs,
      fcp: m('fcp'),
      barTel: m('barTel'),
      pageTel: m('pageTel'),
      routeJs: m('routeJs'),
      samples,
    });
  }
} finally {
  await browser.close();
  await server.close();
}

if (asJson) {
  console.log(JSON.stringify({ network: 'Slow 4G', cpuRate, results }, null, 2));
} else {
  const ms = (n) => (n === null ? '—' : `${Math.round(n)} ms`);
  console.log(`Pixel 7, Slow 4G (562.5 ms RTT, 1.44 Mbit/s), CPU x${cpuRate}, cache off, median of ${runs}`);
  console.log(
    'page'.padEnd(12),
    'FCP'.padStart(9),
    'bar tel'.padStart(9),
    'page tel'.padStart(9),
    'route js'.padStart(9),
  );
  for (const r of results) {
    console.log(
      r.path.padEnd(12),
      ms(r.fcp).padStart(9),
      ms(r.barTel).padStart(9),
      ms(r.pageTel).padStart(9),
      ms(r.routeJs).padStart(9),
    );
  }
}
