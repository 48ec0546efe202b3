import { chromium } from '@playwright/test';
import { startStaticServer } from './scripts/static-server.mjs';
const server = await startStaticServer({ dist: 'dist', port: 4492 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
await page.emulateMedia({ media: 'print' });
await page.setViewportSize({ width: 740, height: 980 });
await page.goto(server.url.replace(/\/$/, '') + '/emergency');
await page.waitForFunction(() => document.documentElement.dataset.ready);
console.log(await page.evaluate(() => {
  const out = [document.documentElement.scrollHeight];
  for (const sel of ['header', '#breathing', '[data-testid=poison-control]', '#emergency-vet', 'footer']) {
    const el = document.querySelector(sel); if (el) { const r = el.getBoundingClientRect(); out.push(`${sel} ${Math.round(r.top)}-${Math.round(r.bottom)}`); }
  }
  return out;
}));
await page.screenshot({ path: '/tmp/emergency-print.png', fullPage: true });
await browser.close(); await server.close();
