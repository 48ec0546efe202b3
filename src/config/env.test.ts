import { absoluteUrl, parseEnv } from './env';

const good = {
  VITE_SITE_URL: 'https://example.org',
  VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
  VITE_SUPABASE_ANON_KEY: 'anon',
  VITE_FEEDBACK_ENDPOINT: 'http://127.0.0.1:8788/feedback',
};

describe('parseEnv', () => {
  it('accepts a complete environment', () => {
    expect(parseEnv(good)).toEqual(good);
  });

  it.each([
    ['VITE_SITE_URL', 'not a url'],
    ['VITE_SUPABASE_URL', 'javascript:alert(1)'],
    ['VITE_FEEDBACK_ENDPOINT', undefined],
    ['VITE_SUPABASE_ANON_KEY', '  '],
  ])('names %s when it is %j', (key, value) => {
    expect(() => parseEnv({ ...good, [key]: value })).toThrow(key);
  });
});

describe('absoluteUrl', () => {
  it('resolves a path against the configured site origin', () => {
    expect(absoluteUrl('/vets')).toMatch(/^https?:\/\/[^/]+\/vets$/);
  });
});
