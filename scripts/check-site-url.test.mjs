import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, productionSiteUrlError } from './check-site-url.mjs';

describe('production site URL guard', () => {
  it.each([
    'http://127.0.0.1:4173',
    'http://127.1.2.3/',
    'http://localhost:4173',
    'https://app.localhost',
    'http://[::1]:8080/',
    'http://0.0.0.0:4173',
    'http://[::ffff:127.0.0.1]/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isLoopbackUrl(url)).toBe(true);
    expect(productionSiteUrlError(url)).toMatch(/VITE_SITE_URL/);
  });

  it.each(['https://bodegacats.nyc', 'https://www.example.org/', 'http://10.0.0.5', 'https://localhost.example.com'])(
    'accepts %s',
    (url) => {
      expect(isLoopbackUrl(url)).toBe(false);
      expect(productionSiteUrlError(url)).toBeNull();
    },
  );

  it('refuses a missing URL', () => {
    expect(productionSiteUrlError(undefined)).toBe('VITE_SITE_URL is not set.');
  });
});
