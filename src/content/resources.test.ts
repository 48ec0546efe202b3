import { formatConfirmedDate, isOutOfDate } from './resources';

describe('formatConfirmedDate', () => {
  it.each([
    ['2026-03-02', 'March 2026'],
    ['2025-12', 'December 2025'],
    ['2026-01-31', 'January 2026'],
    ['2024', '2024'],
    [null, null],
    ['', null],
  ])('%s reads %s', (date, label) => {
    expect(formatConfirmedDate(date)).toBe(label);
  });

  it('names every month as the en-US calendar does', () => {
    for (let month = 1; month <= 12; month += 1) {
      const expected = new Date(Date.UTC(2026, month - 1, 1)).toLocaleString('en-US', {
        month: 'long',
        timeZone: 'UTC',
      });
      expect(formatConfirmedDate(`2026-${String(month).padStart(2, '0')}`)).toBe(`${expected} 2026`);
    }
  });

  it('refuses a month that does not exist rather than print a wrong date', () => {
    expect(() => formatConfirmedDate('2026-13')).toThrow(/month/);
  });
});

describe('isOutOfDate', () => {
  const built = new Date('2026-11-28T12:00:00Z');
  it.each([
    ['2024-11-29', false],
    ['2024-11-27', true],
    ['2024-11', false],
    ['2024-10', true],
    ['2024', false],
    ['2023', true],
    ['2012-12', true],
    [null, true],
  ])('last confirmed %s, built 2026-11-28: %s', (date, stale) => {
    expect(isOutOfDate(date, built)).toBe(stale);
  });
});
