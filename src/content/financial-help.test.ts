import financialAssistanceData from './data/financial-assistance.json';
import foodPantriesData from './data/food-pantries.json';
import lowCostClinicsData from './data/low-cost-clinics.json';
import { phonesIn } from '../core/phone';
import { emergencyContact } from './contacts';
import { contactWording, feeOf, financialSections, toResourceContact } from './financial-help';
import type { Resource } from './resource-schema';
import { listingWording, phoneDisplay } from './resources';

const allIds = (id: string) => financialSections.find((s) => s.id === id)?.entries.map((e) => e.resource.id) ?? [];

describe('financial help sections', () => {
  it('groups the help by need, in the sections the spec lists, each with entries', () => {
    expect(financialSections.map((s) => s.id)).toEqual([
      'help-paying',
      'low-cost-clinics',
      'emergency-funds',
      'food',
      'community-cats',
      'fostering-crisis',
      'domestic-violence',
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

describe('what each card shows', () => {
  const entries = financialSections.flatMap((s) => s.entries);

  it('shows a fee only where it is a price or a rule about paying, never a total given or raised', () => {
    for (const e of entries) {
      expect(e.fee, e.name).not.toMatch(/\$\s?[\d.,]+\s*(?:[MBK]\b|million|billion)|donat|raised/i);
      // Any amount in a fee field reads as a price a person might pay: under $100,000.
      for (const [, amount] of e.fee.matchAll(/\$\s?([\d,]+)/g))
        expect(Number(amount?.replace(/,/g, ''))).toBeLessThan(1e5);
    }
  });

  it('shows a phone field holding one phone number and nothing else, at a level the data rules allow', () => {
    for (const e of entries) {
      if (e.phone === null) continue;
      expect(phonesIn(e.phone), e.name).toEqual([e.phone]);
      expect(['corroborated', 'official-page', 'single-source']).toContain(e.resource.verification.phone?.level);
    }
  });

  it('shows the 24/7 number the site shows everywhere for the Animal Medical Center’s funds', () => {
    const amcFund = entries.find((e) => e.resource.id === 'schwarzman-animal-medical-center-charitable-funds');
    expect(amcFund?.phone).toBe(emergencyContact.phone);
    expect(amcFund && phoneDisplay(amcFund.resource)).toBe('call');
  });
});

describe('feeOf', () => {
  it.each([
    ['$4.4M charity care donated in 2022.', listingWording.feeUnknown],
    ['Partial or full help, donation-funded.', listingWording.feeUnknown],
    ['Not stated.', listingWording.feeUnknown],
    [null, listingWording.feeUnknown],
    ['Free. $400,000 raised in 2021.', 'Free.'],
    ['About $225. The Council gave $500,000 for 3,500 surgeries.', 'About $225.'],
    ['Spay/neuter approx. $225 for cats.', 'Spay/neuter approx. $225 for cats.'],
  ])('%j -> %j', (costNotes, fee) => {
    expect(feeOf(costNotes)).toBe(fee);
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
