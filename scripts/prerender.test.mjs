import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStylesheet } from './prerender.mjs';

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
