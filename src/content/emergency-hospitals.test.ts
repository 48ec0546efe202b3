import { listings } from './pages/listings.ts';
import { fill } from './locales/fill.ts';
import {
  callBoxHospitals,
  callNowHospitals,
  hospitalGroups,
  emergencyVisitCost,
  helpPayingHref,
  type CallableHospital,
} from './emergency-hospitals';
import type { NycBorough } from './geo';
import { phoneDisplay } from './resources';
import { testResource } from '@/test/resource';

const strong = { phone: { level: 'corroborated' as const }, is24h: { level: 'corroborated' as const } };
const hospital = (id: string, borough: string, lat: number | null, lng: number | null, phone: string | null = null) =>
  testResource({
    id,
    borough,
    lat,
    lng,
    locationPrecision: lat === null ? null : 'address',
    phone,
    is24h: true,
    verification: phone ? strong : { is24h: strong.is24h },
  });

const manhattan = hospital('m-call', 'Manhattan', 40.76, -73.96, '(212) 555-0100') as CallableHospital;
const brooklyn = hospital('bk-call', 'Brooklyn', 40.69, -73.99, '(718) 555-0100') as CallableHospital;
const queensNoPhone = hospital('q-web', 'Queens', 40.74, -73.85);
const jersey = hospital('nj-call', 'New Jersey', 40.95, -74.07, '(201) 555-0100');
const westchester = hospital('w-call', 'Westchester', 40.94, -73.87, '(914) 555-0100');
const centres: Record<NycBorough, { lat: number; lng: number }> = {
  Manhattan: { lat: 40.78, lng: -73.97 },
  Brooklyn: { lat: 40.65, lng: -73.95 },
  Queens: { lat: 40.72, lng: -73.82 },
  Bronx: { lat: 40.84, lng: -73.88 },
  'Staten Island': { lat: 40.58, lng: -74.15 },
};

describe('hospitalGroups', () => {
  const groups = hospitalGroups(
    [jersey, queensNoPhone, westchester, brooklyn, manhattan],
    [manhattan, brooklyn],
    (b) => centres[b],
  );
  it('lists boroughs in order, the rest of the region next and New Jersey last', () => {
    expect(groups.map((g) => g.place)).toEqual([
      'Manhattan',
      'Brooklyn',
      'Queens',
      'Bronx',
      'Staten Island',
      'Outside the city',
      'New Jersey',
    ]);
    expect(groups.at(-1)?.hospitals.map((h) => h.id)).toEqual(['nj-call']);
  });
  it('names the nearest callable hospital, by centre distance, where a borough has none', () => {
    const nearest = Object.fromEntries(groups.map((g) => [g.place, g.nearestCallable?.id ?? null]));
    expect(nearest).toEqual({
      Manhattan: null,
      Brooklyn: null,
      Queens: 'm-call',
      Bronx: 'm-call',
      'Staten Island': 'bk-call',
      'Outside the city': null,
      'New Jersey': null,
    });
  });
});

describe('callBoxHospitals', () => {
  it('keeps the default order without a position, and puts the nearest first with one', () => {
    expect(callBoxHospitals(null, [manhattan, brooklyn]).map((h) => h.id)).toEqual(['m-call', 'bk-call']);
    expect(callBoxHospitals({ lat: 40.67, lng: -73.94 }, [manhattan, brooklyn]).map((h) => h.id)).toEqual([
      'bk-call',
      'm-call',
    ]);
    expect(callBoxHospitals(null, [manhattan, brooklyn, manhattan])).toHaveLength(2);
  });
  it('holds only NYC hospitals with a confirmed phone, in the real data', () => {
    const box = callBoxHospitals(null);
    expect(box).toHaveLength(2);
    for (const h of box) {
      expect(phoneDisplay(h)).toBe('call');
      expect(h.borough).not.toBe('New Jersey');
    }
    expect(callNowHospitals.every((h) => h.borough !== 'New Jersey')).toBe(true);
  });
});

describe('the real table', () => {
  it('has every NYC borough, New Jersey last, and a callable hospital for each borough', () => {
    const groups = hospitalGroups();
    expect(groups.at(-1)?.place).toBe('New Jersey');
    for (const g of groups.slice(0, 5)) {
      expect(g.hospitals.some((h) => phoneDisplay(h) === 'call') || g.nearestCallable !== null).toBe(true);
    }
  });
  it('states the emergency cost with its date and links the help-paying section', () => {
    const cost = fill(listings.hospitalTable.cost, {
      range: emergencyVisitCost.range,
      date: emergencyVisitCost.pricedOn,
    });
    expect(cost).toMatch(/\$150–300 .*January 2025/);
    expect(helpPayingHref).toBe('/financial-assistance#help-paying');
  });
});
