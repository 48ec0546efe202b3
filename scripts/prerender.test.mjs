import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { deferEntryScript, inlineStylesheet } from './prerender.mjs';

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
    '<head><script type="module" crossorigin src="/assets/index-a1.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-b2.js">\n  </head>';

  it('replaces the entry script and its preloads with one inline loader, and returns its CSP hash', () => {
    const { html: out, hash } = deferEntryScript(page);
    expect(out).not.toContain('<script type="module"');
    expect(out).not.toContain('rel="modulepreload"');
    const code = /<script>([^<]*)<\/script>/.exec(out)?.[1] ?? '';
    expect(code).toContain('"/assets/index-a1.js"');
    expect(code).toContain('"/assets/jsx-runtime-b2.js"');
    expect(code).toContain('requestAnimationFrame');
    expect(hash).toBe(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  });

  it('refuses a template without exactly one entry script', () => {
    expect(() => deferEntryScript('<head></head>')).toThrow(/exactly one entry script/);
  });
});
