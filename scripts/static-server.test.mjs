import { describe, expect, it } from 'vitest';
import { notFoundPage, parseRedirectsFile } from './static-server.mjs';

describe('parseRedirectsFile', () => {
  it('reads "from to [status]" lines, 301 by default, skipping blanks and comments', () => {
    const rules = parseRedirectsFile('# old nested paths\n/a/b   /b  302\n\n  /c /d\n#/e /f\n');
    expect([...rules]).toEqual([
      ['/a/b', { to: '/b', status: 302 }],
      ['/c', { to: '/d', status: 301 }],
    ]);
  });
});

describe('notFoundPage', () => {
  const rules = parseRedirectsFile('/old /new 301\n/es/* /es/404.html 404\n/zh-hant/* /zh-hant/404.html 404\n');
  it("answers a path under a language's prefix with that language's 404 page", () => {
    expect(notFoundPage(rules, '/es/no-such-page')).toBe('/es/404.html');
    expect(notFoundPage(rules, '/zh-hant/a/b')).toBe('/zh-hant/404.html');
  });
  it('answers any other path with the site 404 page', () => {
    expect(notFoundPage(rules, '/no-such-page')).toBe('/404.html');
    expect(notFoundPage(rules, '/zh/emergency')).toBe('/404.html');
    expect(notFoundPage(rules, '/esx')).toBe('/404.html');
  });
});
