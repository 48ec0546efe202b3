#!/usr/bin/env node
// `npm run audit`: Lighthouse 12 in Chromium, mobile profile (Lighthouse's default: Moto G Power-class device,
// simulated slow 4G), on the site's key routes. Each route is measured RUNS times (default 3, env AUDIT_RUNS) and
// the median of each figure is printed: performance, accessibility, best practices, SEO, LCP, TBT and CLS. One
// run on a shared machine is noise; the median of three is what docs/decisions compare. Fails when the median
// accessibility or SEO is below 1.0 or best practices below 0.95 (timings are reported, never gated). Serves the
// last build (`npm run build`) with the same static server as production-like tests, on its own port.
// AUDIT_ROUTES (comma-separated paths, e.g. `AUDIT_ROUTES=/es/emergency,/ar/emergency`) measures only those.
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, chromiumPath } from './lib/browser.mjs';
import { median } from './median.mjs';
import { startStaticServer } from './static-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The translated pages docs/i18n.md holds to the English pages' figures: a Latin, a right-to-left and a CJK script.
const ALL_ROUTES = [
  '/',
  '/emergency',
  '/first-aid',
  '/vets',
  '/search?q=vet',
  '/feedback',
  '/es/emergency',
  '/ar/emergency',
  '/zh/first-aid',
];
const ROUTES = process.env.AUDIT_ROUTES ? process.env.AUDIT_ROUTES.split(',').map((r) => r.trim()) : ALL_ROUTES;
if (ROUTES.some((r) => !r.startsWith('/'))) {
  console.error(`AUDIT_ROUTES takes site paths starting with "/": ${ROUTES.join(', ')}`);
  process.exit(2);
}
const MIN = { accessibility: 1, seo: 1, 'best-practices': 0.95 };
const port = Number(process.env.AUDIT_PORT ?? 0);
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3));

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}
const server = await startStaticServer({ dist: join(root, 'dist'), port });
const chrome = await chromeLauncher.launch({
  ...(chromiumPath ? { chromePath: chromiumPath } : {}),
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

/**
 * One Lighthouse run, repeated (up to 3 times) when Lighthouse itself could not measure the page: a fresh headless
 * Chromium on a loaded 2-core machine sometimes fails its first trace (NO_FCP and the like), which yields null
 * scores rather than low ones. A page that loads but scores badly is never retried.
 */
async function audit(route) {
  let lastError = 'no result';
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const result = await lighthouse(`${server.url.replace(/\/$/, '')}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    const measured =
      lhr && !lhr.runtimeError && Object.values(lhr.categories).every((c) => typeof c.score === 'number');
    if (measured) return lhr;
    lastError = lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'a category has no score';
    console.warn(`${route}: Lighthouse could not measure the page (attempt ${attempt}): ${lastError}`);
  }
  throw new Error(`${route}: Lighthouse could not measure the page in 3 attempts (${lastError})`);
}

const loadAtStart = loadavg()[0];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = { LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift' };
const rows = [];
const failures = [];
try {
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(route));
    const row = { route };
    for (const id of CATEGORIES) row[id] = median(runs.map((lhr) => lhr.categories[id]?.score ?? 0));
    for (const [name, id] of Object.entries(METRICS))
      row[name] = median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? NaN));
    rows.push(row);
    for (const [category, min] of Object.entries(MIN)) {
      if (row[category] < min) {
        const failing = new Set(
          runs.flatMap((lhr) =>
            Object.values(lhr.audits)
              .filter(
                (a) =>
                  a.score !== null &&
                  a.score < 1 &&
                  lhr.categories[category].auditRefs.some((r) => r.id === a.id && r.weight > 0),
              )
              .map((a) => a.id),
          ),
        );
        failures.push(`${route}: ${category} ${row[category]} < ${min} (${[...failing].join(', ')})`);
      }
    }
  }
} finally {
  await chrome.kill();
  await server.close();
}

// Lighthouse's simulated timings scale with the CPU time the page really took: on a busy machine TBT and LCP
// grow. The load average says how comparable two reports are.
console.log(
  `median of ${RUNS} Lighthouse run${RUNS === 1 ? '' : 's'} per route; load average ${loadAtStart.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${cpus().length} CPUs`,
);
console.log('route'.padEnd(16), 'perf', ' a11y', '  bp', ' seo', '     LCP', '    TBT', '    CLS');
for (const r of rows) {
  console.log(
    r.route.padEnd(16),
    r.performance.toFixed(2),
    r.accessibility.toFixed(2).padStart(5),
    r['best-practices'].toFixed(2).padStart(4),
    r.seo.toFixed(2).padStart(4),
    `${Math.round(r.LCP)} ms`.padStart(8),
    `${Math.round(r.TBT)} ms`.padStart(7),
    r.CLS.toFixed(3).padStart(7),
  );
}
if (failures.length > 0) {
  console.error(`\nAudit below the bar:\n${failures.join('\n')}`);
  process.exit(1);
}
