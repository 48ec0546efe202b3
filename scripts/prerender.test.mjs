import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { deferEntryScript, ENTRY_FALLBACK_MS, inlineStylesheet } from './prerender.mjs';

function distWith(css) {
  const dist = mkdtempSync(join(tmpdir(), 'prerender-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc.css'), css);
  return dist;
}
const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body></body>';

describe('inlineStylesheet', () => {
  it('replaces the stylesheet link with the sheet in a <style> element', () => {
    const out = inlineStylesheet(html, distWith('a{color:red}$&\n'));
    expect(out).toBe('<head><style>a{color:red}$&</style></head><body></body>');
  });

  it('refuses a sheet that would close the <style> element early', () => {
    expect(() => inlineStylesheet(html, distWith('a::after{content:"</style>"}'))).toThrow(/<\/style/);
  });

  it('refuses a template without exactly one stylesheet', () => {
    expect(() => inlineStylesheet('<head></head>', distWith(''))).toThrow(/exactly one stylesheet/);
  });
});

describe('deferEntryScript', () => {
  const page =
    '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/react-def.js"><style>a{}</style></head><body></body>';

  it('replaces the entry script and its preloads with one inline loader, hashed for the CSP', () => {
    const { html, hash } = deferEntryScript(page);
    expect(html).not.toMatch(/<script[^>]* src=|modulepreload" crossorigin href/);
    const loader = /<script>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(loader).toContain('"/assets/index-abc.js"');
    expect(loader).toContain('["/assets/react-def.js"]');
    expect(loader).toContain("getEntriesByName('first-contentful-paint')");
    expect(loader).toContain(`setTimeout(go,${ENTRY_FALLBACK_MS})`);
    expect(hash).toBe(`'sha256-${createHash('sha256').update(loader).digest('base64')}'`);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<style>'));
  });

  it('gives every page of a build the same loader, so one hash covers them all', () => {
    expect(deferEntryScript(page).hash).toBe(deferEntryScript(page.replace('<body>', '<body><p>other</p>')).hash);
  });

  it('refuses a template without exactly one entry script', () => {
    expect(() => deferEntryScript('<head></head>')).toThrow(/exactly one entry script/);
  });
});
