import { describe, expect, it } from 'vitest';
import { parseRedirectsFile } from './static-server.mjs';

describe('parseRedirectsFile', () => {
  it('reads "from to [status]" lines, 301 by default, skipping blanks and comments', () => {
    const rules = parseRedirectsFile('# old nested paths\n/a/b   /b  302\n\n  /c /d\n#/e /f\n');
    expect([...rules]).toEqual([
      ['/a/b', { to: '/b', status: 302 }],
      ['/c', { to: '/d', status: 301 }],
    ]);
  });
});
