import { buildDate, yearInNewYork } from './build-year';

describe('build year', () => {
  it('is the year in New York, not in UTC', () => {
    expect(yearInNewYork(new Date('2026-01-01T03:00:00Z'))).toBe(2025);
    expect(yearInNewYork(new Date('2026-01-01T06:00:00Z'))).toBe(2026);
  });

  it('takes the build date from SOURCE_DATE_EPOCH when set, else from the clock', () => {
    expect(buildDate('1767225600').toISOString()).toBe('2026-01-01T00:00:00.000Z');
    const now = new Date('2027-06-01T12:00:00Z');
    expect(buildDate(undefined, () => now)).toBe(now);
    expect(buildDate('', () => now)).toBe(now);
    expect(buildDate('not a number', () => now)).toBe(now);
  });

  it('is baked into the build as __BUILD_YEAR__', () => {
    expect(__BUILD_YEAR__).toBe(yearInNewYork(buildDate(process.env.SOURCE_DATE_EPOCH)));
  });
});
