import { describe, expect, it } from 'vitest';
import { guideLink } from './guide-link';

describe('guideLink', () => {
  it('links a page by its route id', () => {
    expect(guideLink('firstAid')).toBe('/first-aid');
    expect(guideLink('feeding')).toBe('/feeding');
  });

  it('links a registered section of a page', () => {
    expect(guideLink('firstAid', 'topic-heat-stroke')).toBe('/first-aid#topic-heat-stroke');
    expect(guideLink('spayNeuter', 'after-surgery')).toBe('/spay-neuter#after-surgery');
  });
});
