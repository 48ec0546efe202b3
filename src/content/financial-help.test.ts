import financialAssistanceData from './data/financial-assistance.json';
import foodPantriesData from './data/food-pantries.json';
import lowCostClinicsData from './data/low-cost-clinics.json';
import { financialSections, toResourceContact } from './financial-help';
import type { Resource } from './resource-schema';

const allIds = (id: string) => financialSections.find((s) => s.id === id)?.entries.map((e) => e.resource.id) ?? [];

describe('financial help sections', () => {
  it('has the spec’s six sections, each with entries', () => {
    expect(financialSections.map((s) => s.id)).toEqual([
      'free-low-cost-clinics',
      'help-paying',
      'food-pantries',
      'community-cats',
      'fostering-crisis',
      'domestic-violence',
    ]);
    for (const s of financialSections) expect(s.entries.length, s.id).toBeGreaterThan(0);
  });

  it('places every financial-assistance record exactly once', () => {
    const placed = financialSections.flatMap((s) => s.entries.map((e) => e.resource.id));
    for (const r of financialAssistanceData as Resource[]) expect(placed.filter((id) => id === r.id), r.id).toHaveLength(1);
  });

  it('shows every low-cost clinic and every food pantry', () => {
    expect(allIds('free-low-cost-clinics')).toEqual((lowCostClinicsData as Resource[]).map((r) => r.id));
    expect(allIds('food-pantries')).toEqual((foodPantriesData as Resource[]).map((r) => r.id));
  });

  it('keeps domestic-violence programs in their own section', () => {
    for (const e of financialSections.find((s) => s.id === 'domestic-violence')?.entries ?? []) {
      expect([e.resource.name, ...e.resource.services].join(' ')).toMatch(/domestic|DV|surviv/i);
    }
  });
});

describe('toResourceContact', () => {
  const base = (financialAssistanceData as Resource[])[0];
  it.each([
    [{ services: ['a', 'b', 'c'] }, { description: 'a', specialties: ['b', 'c'] }],
    [{ services: [] }, { description: null, specialties: [] }],
    [{ eligibility: 'must email help@example.org first', costNotes: null }, { email: 'help@example.org' }],
    [{ eligibility: null, costNotes: 'Free' }, { email: null, price: 'Free' }],
  ] as const)('%j', (overrides, expected) => {
    if (!base) throw new Error('no data');
    expect(toResourceContact({ ...base, ...overrides } as Resource)).toMatchObject(expected);
  });
});
