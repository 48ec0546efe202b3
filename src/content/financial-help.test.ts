import financialAssistanceData from './data/financial-assistance.json';
import foodPantriesData from './data/food-pantries.json';
import lowCostClinicsData from './data/low-cost-clinics.json';
import { contactWording, financialSections, toResourceContact } from './financial-help';
import type { Resource } from './resource-schema';

const allIds = (id: string) => financialSections.find((s) => s.id === id)?.entries.map((e) => e.resource.id) ?? [];

describe('financial help sections', () => {
  it('groups the help by need, each group with entries', () => {
    expect(financialSections.map((s) => s.id)).toEqual([
      'help-paying',
      'low-cost-clinics',
      'food',
      'spay-neuter',
      'surrender-rehoming',
    ]);
    for (const s of financialSections) expect(s.entries.length, s.id).toBeGreaterThan(0);
  });

  it('places every financial-assistance record exactly once', () => {
    const placed = financialSections.flatMap((s) => s.entries.map((e) => e.resource.id));
    for (const r of financialAssistanceData as Resource[])
      expect(
        placed.filter((id) => id === r.id),
        r.id,
      ).toHaveLength(1);
  });

  it('shows every low-cost clinic and food program except those whose status is unknown, and counts those', () => {
    for (const [id, data] of [
      ['low-cost-clinics', lowCostClinicsData],
      ['food', foodPantriesData],
    ] as const) {
      const records = data as Resource[];
      const section = financialSections.find((s) => s.id === id);
      expect(allIds(id)).toEqual(records.filter((r) => r.status !== 'unknown').map((r) => r.id));
      expect(section?.leftOff).toBe(records.filter((r) => r.status === 'unknown').length);
    }
    expect(financialSections.flatMap((s) => s.entries).every((e) => e.resource.status !== 'unknown')).toBe(true);
  });
});

describe('toResourceContact', () => {
  const base = (financialAssistanceData as Resource[])[0];
  it.each([
    [{ services: ['a', 'b', 'c'] }, { summary: 'a', specialties: ['b', 'c'] }],
    [{ services: [] }, { summary: contactWording.noSummary, specialties: [] }],
    [
      { eligibility: 'must email help@example.org first', costNotes: null },
      { email: 'help@example.org', fee: 'Call to ask' },
    ],
    [
      { eligibility: null, costNotes: 'Free' },
      { email: null, fee: 'Free', whoQualifies: contactWording.whoUnknown },
    ],
  ] as const)('%j', (overrides, expected) => {
    if (!base) throw new Error('no data');
    expect(toResourceContact({ ...base, ...overrides } as Resource)).toMatchObject(expected);
  });
});
