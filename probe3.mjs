import { chromium } from '@playwright/test';
import { startStaticServer } from './scripts/static-server.mjs';
const server = await startStaticServer({ dist: 'dist', port: 4491 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage();
for (const p of ['/emergency', '/first-aid', '/vets', '/breathing']) {
  await page.goto(server.url.replace(/\/$/, '') + p);
  await page.waitForFunction(() => document.documentElement.dataset.ready);
  const pdf = await page.pdf({ format: 'Letter' });
  console.log(p, (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length, 'pages');
}
await page.emulateMedia({ media: 'print' });
await page.setViewportSize({ width: 778, height: 1000 });
await page.goto(server.url.replace(/\/$/, '') + '/emergency');
await page.screenshot({ path: '/tmp/emergency-print.png', fullPage: true });
await browser.close(); await server.close();
