import { resourceSchema } from './resource-schema';
import { emergencyContact } from './contacts';
import { phoneDisplay } from './resources';

// One test parses all shipped data with its zod schema, so the modules' casts of JSON are proven true.
const dataFiles = import.meta.glob<unknown>('./data/*.json', { eager: true, import: 'default' });
const resourceFiles = Object.entries(dataFiles).filter(([path]) => !/excluded-names|meta|nyc-zips/.test(path));

describe('content data', () => {
  it('ships the resource categories', () => {
    expect(resourceFiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(resourceFiles)('%s parses with the resource schema and has unique ids', (_path, data) => {
    const records = resourceSchema.array().parse(data);
    expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
  });

  it('never keeps a phone docs/data-rules.md forbids showing', () => {
    for (const [, data] of resourceFiles) {
      for (const r of resourceSchema.array().parse(data)) {
        const level = r.verification.phone?.level ?? 'unverified';
        if (level === 'conflict' || level === 'unverified') expect(r.phone, r.name).toBeNull();
      }
    }
  });
});

describe('emergencyContact', () => {
  it('is the Schwarzman Animal Medical Center, 24/7, with a tap-to-call phone', () => {
    expect(emergencyContact.name).toMatch(/Schwarzman Animal Medical Center/);
    expect(emergencyContact.phone).toBe('(212) 838-8100');
    expect(emergencyContact.resource.is24h).toBe(true);
    expect(phoneDisplay(emergencyContact.resource)).toBe('call');
  });

  it('is its record in the hospital list as the data gives it today (else run scripts/gen-emergency-contact.mjs)', () => {
    const hospitals = dataFiles['./data/emergency-hospitals.json'] as { id: string }[];
    expect(emergencyContact.resource).toEqual(hospitals.find((r) => r.id === emergencyContact.resource.id));
  });
});

describe('phoneDisplay', () => {
  const base = { phone: '(212) 555-0100' };
  it.each([
    ['corroborated', 'call'],
    ['official-page', 'call'],
    ['single-source', 'unconfirmed'],
    ['conflict', 'hidden'],
    ['unverified', 'hidden'],
  ] as const)('%s -> %s', (level, expected) => {
    expect(phoneDisplay({ ...base, verification: { phone: { level } } })).toBe(expected);
  });
  it('hides a missing phone whatever its level', () => {
    expect(phoneDisplay({ phone: null, verification: { phone: { level: 'corroborated' } } })).toBe('hidden');
  });
});
