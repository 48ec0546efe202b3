import spayNeuter from './data/spay-neuter.json' with { type: 'json' };
import { mustFindResource, withDialablePhone } from './org-lookup';
import type { Resource } from './resource-schema';

const records = spayNeuter as Resource[];

describe('withDialablePhone', () => {
  it('cuts a vanity spelling so tel: gets ten digits', () => {
    const aspca = mustFindResource(records, 'aspca-mobile-spay-neuter-clinics');
    const phone = withDialablePhone(aspca).phone ?? '';
    expect(phone.replace(/\D/g, '')).toHaveLength(10);
    expect(aspca.phone).toContain(phone);
  });

  it('leaves a plain number and a missing one alone', () => {
    const plain = { ...records[0], phone: '212-555-0100' } as Resource;
    expect(withDialablePhone(plain)).toBe(plain);
    const none = { ...records[0], phone: null } as Resource;
    expect(withDialablePhone(none)).toBe(none);
  });
});

describe('mustFindResource', () => {
  it('throws for an id the data lacks', () => {
    expect(() => mustFindResource(records, 'no-such-id')).toThrow(/no-such-id/);
  });
});
