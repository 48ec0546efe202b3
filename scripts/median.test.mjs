import { describe, expect, it } from 'vitest';
import { median } from './median.mjs';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([1800, 1200, 1500])).toBe(1500);
    expect(median([0.98, 1, 0.99])).toBe(0.99);
  });
  it('averages the middle two of an even count', () => {
    expect(median([10, 40, 20, 30])).toBe(25);
  });
  it('refuses an empty list', () => {
    expect(() => median([])).toThrow();
  });
});
