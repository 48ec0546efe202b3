import { keepPhonesTogether, phoneKey, phonesIn, telHref } from './phone.ts';

describe('telHref', () => {
  it.each([
    ['(212) 838-8100', 'tel:2128388100'],
    ['212.838.8100', 'tel:2128388100'],
    ['+1 888-426-4435', 'tel:8884264435'],
    ['212-799-1120 (2011)', 'tel:2127991120'],
    ['212-876-7700 ext. 4120', 'tel:2128767700'],
    ['(877) 772-9692 (877-SPAY-NYC)', 'tel:8777729692'],
    ['311', 'tel:311'],
  ])('%s -> %s', (input, expected) => {
    expect(telHref(input)).toBe(expected);
  });

  it.each(['call ahead', '12', '12345678'])('refuses "%s" rather than building a dead link', (input) => {
    expect(() => telHref(input)).toThrow(/No phone number/);
  });
});

describe('keepPhonesTogether', () => {
  it.each([
    ['Call (212) 838-8100', 'Call (212)\u00a0838-8100'],
    ['AMC (212) 838-8100 or +1 888 426 4435 now', 'AMC (212)\u00a0838-8100 or +1\u00a0888\u00a0426\u00a04435 now'],
    ['Call for Information', 'Call for Information'],
  ])('%s', (input, expected) => {
    expect(keepPhonesTogether(input)).toBe(expected);
  });
});

describe('phonesIn and phoneKey', () => {
  it('finds every written form of a number, and each compares equal by its key', () => {
    const text = 'Call (212) 838-8100, 212.838.8100 or +1 212 838 8100; the clinic is at 510 E 62nd St, zip 10065.';
    const found = phonesIn(text);
    expect(found).toHaveLength(3);
    expect(new Set(found.map(phoneKey))).toEqual(new Set(['2128388100']));
  });

  it('ignores numbers that are not phones: prices, years, ZIP codes, 7 digits', () => {
    expect(phonesIn('$150-300 in 2025, ZIP 10453, or 838-8100')).toEqual([]);
  });
});
