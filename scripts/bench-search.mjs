#!/usr/bin/env node
// Search performance. Targets: under 1 ms median per query on a fresh engine in Node, and no long task
// (>50 ms) while typing in Chromium with 4x CPU slowdown.
//  1. Node: ms per query over the whole guide index — each query on a fresh engine (no word cache), and
//     keystroke by keystroke as the box sees it while someone types (the engine's word cache warm); also
//     the one-off cost of building the engine's word index.
//  2. Chromium, phone profile (Pixel 7; at 1x and 4x CPU slowdown unless --slowdowns says otherwise): ms from a
//     keydown in the nav box to the dropdown showing results for the new text, and to the next frame; long tasks
//     (>50 ms) while typing, from the tap that starts loading the search (once the page has started) to the last
//     query. Run it under the shared e2e lock (it serves dist/).
//
//   npm run build && npm run bench:search          both (the Chromium part serves dist/ on BENCH_PORT, 4399)
//   npm run bench:search -- --node-only
//   npm run bench:search -- --slowdowns=4,8          the Chromium part at these CPU slowdowns (default 1,4): a
//                                                   harder one shows the margin left on a faster machine
import { existsSync } from 'node:fs';
import { createServer, preview } from 'vite';
import { playwrightLaunchOptions } from './lib/browser.mjs';

const QUERIES = [
  'cat ate lily',
  'cheap vet bronx',
  'spey nueter',
  "my cat won't eat",
  'emergncy',
  'throw up',
  'pee',
  'fix my cat',
  'tylenol',
  'antifreeze',
  'rat poison',
  "cat can't breathe",
  'bleeding',
  'male cat straining',
  'seizure',
  'hit by car',
  'heat stroke',
  'cat collapsed',
  'emergency vet',
  '24 hour vet',
  'first aid kit',
  'cheap vet brooklyn',
  'low cost vet queens',
  'vet in harlem',
  'staten island vet',
  'how much is a checkup',
  'spay neuter cost',
  'vaccine cost',
  "can't afford vet",
  'free cat food',
  'feeding schedule',
  'litter box smell',
  'trim nails',
  'fleas',
  'cat biting customers',
  'health inspector fine',
  'rehome my cat',
  'surrender',
  'tnr',
  'diarrhea',
];

const slowdownsArg = process.argv.find((a) => a.startsWith('--slowdowns='));
const SLOWDOWNS = slowdownsArg ? slowdownsArg.slice('--slowdowns='.length).split(',').map(Number) : [1, 4];
if (!SLOWDOWNS.every((n) => Number.isFinite(n) && n >= 1)) {
  console.error(`--slowdowns takes CPU slowdowns of 1 or more, separated by commas (got "${slowdownsArg}")`);
  process.exit(2);
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { n: s.length, median: at(0.5), p95: at(0.95), max: s[s.length - 1] };
};
const fmt = ({ n, median, p95, max }) =>
  `median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, max ${max.toFixed(2)} ms (n=${n})`;

async function benchNode() {
  const server = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  try {
    const { createSiteSearch } = await server.ssrLoadModule('/src/composition/site-search.ts');
    const { guideIndex } = await server.ssrLoadModule('/src/content/guide-index/entries.ts');
    const createEngine = createSiteSearch;
    // Warm up the JIT.
    for (let i = 0; i < 5; i++) QUERIES.forEach((q) => createEngine().search(q));
    const build = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      createEngine();
      build.push(performance.now() - t);
    }

    const cold = [];
    for (let round = 0; round < 10; round++) {
      for (const q of QUERIES) {
        const engine = createEngine();
        const t = performance.now();
        engine.search(q);
        cold.push(performance.now() - t);
      }
    }
    const typing = [];
    for (let round = 0; round < 5; round++) {
      const engine = createEngine();
      for (const q of QUERIES) {
        for (let i = 1; i <= q.length; i++) {
          const t = performance.now();
          engine.search(q.slice(0, i));
          typing.push(performance.now() - t);
        }
      }
    }
    console.log(`Node ${process.version}, ${guideIndex.length} guides, ${QUERIES.length} queries`);
    console.log(`  one query, fresh engine:      ${fmt(stats(cold))}`);
    console.log(`  per keystroke while typing:   ${fmt(stats(typing))}`);
    console.log(`  building the word index:      ${fmt(stats(build))}`);
  } finally {
    await server.close();
  }
}

const longTaskLine = (longTasks) =>
  `${longTasks.length}${longTasks.length ? ` (longest ${Math.max(...longTasks).toFixed(0)} ms)` : ''}`;

/**
 * The durations of the page's long tasks (one observer, from its first script on) that started at `from` or later
 * and, given `to`, before it: the page's start, the typing and the control are slices of one record.
 */
const longTasksBetween = (page, from, to = null) =>
  page.evaluate(
    ([a, b]) =>
      window.__longTasks.filter((t) => t.startTime >= a && (b === null || t.startTime < b)).map((t) => t.duration),
    [from, to],
  );
const now = (page) => page.evaluate(() => performance.now());

/** Types every query into a bare input added outside the app's root. */
async function typeIntoPlainInput(page) {
  await page.keyboard.press('Escape');
  await page.evaluate(() => {
    const input = document.createElement('input');
    input.id = 'bench-control';
    document.body.append(input);
  });
  const input = page.locator('#bench-control');
  await input.focus();
  for (const q of QUERIES) {
    await input.pressSequentially(q, { delay: 60 });
    await page.waitForTimeout(150);
    await input.fill('');
  }
}

async function benchChromium() {
  if (!existsSync('dist/index.html')) {
    console.log('Chromium: no build (run `npm run build` first) — skipped');
    return;
  }
  const { chromium, devices } = await import('@playwright/test');
  const port = Number(process.env.BENCH_PORT ?? 4399);
  const server = await preview({ preview: { port, strictPort: true, host: '127.0.0.1' }, logLevel: 'silent' });
  const browser = await chromium.launch(playwrightLaunchOptions);
  try {
    for (const slowdown of SLOWDOWNS) {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      await context.addInitScript(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries())).observe({
          type: 'longtask',
        });
      });
      const page = await context.newPage();
      if (slowdown > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      }
      await page.goto(`http://127.0.0.1:${port}/`);
      // Tap the box once the page has started: hydrated (<html data-ready>, as the end-to-end tests wait for), its
      // network quiet, and a second without a long task, which the page's own start (its lazy boundaries, the
      // service worker) would otherwise add to the count; `npm run audit` measures those (TBT). Then type at once:
      // the tap starts loading the search, so the first query is typed while it loads.
      await page.waitForFunction(() => document.documentElement.dataset.ready === '/');
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const settled = () => {
              const lastEnd = Math.max(0, ...window.__longTasks.map((t) => t.startTime + t.duration));
              if (performance.now() - lastEnd > 1000) resolve();
              else setTimeout(settled, 100);
            };
            settled();
          }),
      );
      const tapAt = await now(page);
      const input = page.getByRole('combobox');
      await input.click();
      await page.evaluate(() => {
        const box = document.querySelector('[role="combobox"]');
        const w = window;
        w.__bench = { samples: [], pending: null };
        box.addEventListener(
          'keydown',
          (e) => {
            if (e.key.length === 1 && e.key !== ' ') w.__bench.pending = performance.now();
          },
          true,
        );
        const check = () => {
          const b = w.__bench;
          if (b.pending === null) return;
          const popup = document.querySelector('[data-query]');
          if (!popup || popup.getAttribute('data-query') !== box.value.trim() || popup.textContent.includes('Loading'))
            return;
          const t0 = b.pending;
          b.pending = null;
          const updated = performance.now() - t0;
          requestAnimationFrame(() => b.samples.push({ updated, frame: performance.now() - t0 }));
        };
        new MutationObserver(check).observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      });
      for (const q of QUERIES) {
        await input.pressSequentially(q, { delay: 60 });
        await page.waitForTimeout(150);
        await input.press('Escape');
      }
      const typedAt = await now(page);
      const samples = await page.evaluate(() => window.__bench.samples);
      const startup = await longTasksBetween(page, 0, tapAt);
      const longTasks = await longTasksBetween(page, tapAt, typedAt);
      const label =
        slowdown === 1 ? 'Chromium, Pixel 7 profile' : `Chromium, Pixel 7 profile, ${slowdown}x CPU slowdown`;
      console.log(label);
      console.log(`  keystroke -> dropdown updated: ${fmt(stats(samples.map((s) => s.updated)))}`);
      console.log(`  keystroke -> next frame:       ${fmt(stats(samples.map((s) => s.frame)))}`);
      console.log(`  long tasks (>50 ms) while typing: ${longTaskLine(longTasks)}`);
      console.log(`  (for reference: long tasks as the page started, before the tap: ${longTaskLine(startup)})`);
      // The same typing into a plain input outside the app on the same page: what the machine alone (the browser's
      // own input handling, the throttling, a noisy VM) adds, to read the line above against.
      await typeIntoPlainInput(page);
      const control = await longTasksBetween(page, typedAt);
      console.log(`  the same typing into a plain input on the page (control): ${longTaskLine(control)}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await new Promise((resolve) => server.httpServer.close(resolve));
  }
}

await benchNode();
if (!process.argv.includes('--node-only')) await benchChromium();
