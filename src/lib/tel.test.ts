import { telHref } from './tel';

describe('telHref', () => {
  it.each([
    ['(212) 838-8100', 'tel:2128388100'],
    ['212.838.8100', 'tel:2128388100'],
    ['+1 888-426-4435', 'tel:18884264435'],
  ])('%s -> %s', (input, expected) => {
    expect(telHref(input)).toBe(expected);
  });

  it('refuses a value with no digits rather than building a dead link', () => {
    expect(() => telHref('call ahead')).toThrow(/No digits/);
  });
});
