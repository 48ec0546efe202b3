import type { Resource } from '@/content/resources';
import { vetClinics, type VetClinic } from '@/content/vets';
import type { LatLng, LocationPrecision, ZipTable } from '@/content/geo';
import { testResource } from '@/test/resource';
import {
  costLabel,
  filterVets,
  groupByBorough,
  isFilterActive,
  matchesLocation,
  readVetQuery,
  boroughOfLocation,
  boroughShortfall,
  sortByDistance,
  sortVets,
  topLowCost,
  wantsLowCost,
  zipArea,
} from './filter';

function clinic(overrides: Partial<VetClinic> & { id: string }, resource: Partial<Resource> = {}): VetClinic {
  return {
    name: overrides.id,
    address: null,
    phone: null,
    email: null,
    hours: null,
    emergency: false,
    specialty: null,
    borough: 'Manhattan',
    neighborhood: null,
    costLevel: null,
    examFee: null,
    services: [],
    eligibility: null,
    notes: null,
    acceptsWalkIns: null,
    ...overrides,
    resource: testResource({
      id: overrides.id,
      name: overrides.name ?? overrides.id,
      borough: overrides.borough ?? 'Manhattan',
      phone: overrides.phone ?? null,
      ...resource,
    }),
  };
}

describe('wantsLowCost', () => {
  it.each([
    ['cheap vet', true],
    ['CHEAP', true],
    ['low cost', true],
    ['low-cost clinic', true],
    ['lowcost', true],
    ['affordable care', true],
    ['on a budget', true],
    ['', false],
    ['emergency vet', false],
    ['cost', false],
    ['low', false],
  ])('%j -> %s', (q, expected) => {
    expect(wantsLowCost(q)).toBe(expected);
  });
});

describe('matchesLocation', () => {
  const c = { borough: 'Brooklyn' as const, neighborhood: 'Williamsburg', address: '87 Kent Ave, Brooklyn, NY 11211' };
  it.each([
    ['', true],
    ['   ', true],
    ['brooklyn', true],
    ['BROOKLYN', true],
    ['  williams ', true],
    ['11211', true],
    ['kent ave', true],
    ['bronx', false],
    ['11101', false],
    ['.*', false],
    ['<script>alert(1)</script>', false],
    ['🐱', false],
    ['x'.repeat(10_000), false],
  ])('%j -> %s', (location, expected) => {
    expect(matchesLocation(c, location)).toBe(expected);
  });

  it('survives a clinic with no neighborhood or address', () => {
    expect(matchesLocation({ borough: 'Queens', neighborhood: null, address: null }, 'queens')).toBe(true);
    expect(matchesLocation({ borough: 'Queens', neighborhood: null, address: null }, 'astoria')).toBe(false);
  });
});

describe('readVetQuery / isFilterActive', () => {
  it.each([
    ['', { location: '', q: '' }, false],
    ['?location=brooklyn', { location: 'brooklyn', q: '' }, true],
    ['?q=cheap%20vet', { location: '', q: 'cheap vet' }, true],
    ['?q=emergency', { location: '', q: 'emergency' }, false],
    ['?location=bronx&q=affordable', { location: 'bronx', q: 'affordable' }, true],
    ['?location=%20%20', { location: '  ', q: '' }, false],
  ])('%s', (search, query, active) => {
    const read = readVetQuery(new URLSearchParams(search));
    expect(read).toEqual(query);
    expect(isFilterActive(read)).toBe(active);
  });
});

describe('filterVets', () => {
  const list = [
    clinic({ id: 'a', borough: 'Brooklyn', costLevel: 'low' }),
    clinic({ id: 'b', borough: 'Brooklyn' }),
    clinic({ id: 'c', borough: 'Bronx', costLevel: 'low' }),
    clinic({ id: 'd', borough: 'Manhattan', address: '1 Main St, New York, NY 10065' }),
  ];
  it.each([
    [{ location: '', q: '' }, ['a', 'c', 'b', 'd']],
    [{ location: 'brooklyn', q: '' }, ['a', 'b']],
    [{ location: '', q: 'cheap vet' }, ['a', 'c']],
    [{ location: 'bronx', q: 'affordable' }, ['c']],
    [{ location: '10065', q: '' }, ['d']],
    [{ location: 'nowhere', q: '' }, []],
    [{ location: '', q: 'emergency' }, ['a', 'c', 'b', 'd']],
  ])('%j', (query, ids) => {
    expect(filterVets(list, query).map((c) => c.id)).toEqual(ids);
  });
});

describe('sortVets', () => {
  it('orders low, moderate, expensive, unknown, then name', () => {
    const list = [
      clinic({ id: 'z-unknown', name: 'Zeta' }),
      clinic({ id: 'exp', name: 'Alpha', costLevel: 'expensive' }),
      clinic({ id: 'low-b', name: 'Bravo', costLevel: 'low' }),
      clinic({ id: 'mod', name: 'Alpha Mod', costLevel: 'moderate' }),
      clinic({ id: 'a-unknown', name: 'Aardvark' }),
      clinic({ id: 'low-a', name: 'Able', costLevel: 'low' }),
    ];
    expect(sortVets(list).map((c) => c.id)).toEqual(['low-a', 'low-b', 'mod', 'exp', 'a-unknown', 'z-unknown']);
  });
});

describe('costLabel', () => {
  it.each([
    ['low', 'Low Cost'],
    ['moderate', 'Moderate'],
    ['expensive', 'Higher Cost'],
    [null, 'Cost Unknown'],
    [undefined, 'Cost Unknown'],
  ] as const)('%s -> %s', (level, label) => {
    expect(costLabel(level)).toBe(label);
  });
});

describe('groupByBorough', () => {
  it('keeps the spec order, counts low-cost clinics and drops empty boroughs', () => {
    const groups = groupByBorough([
      clinic({ id: 'nj', borough: 'New Jersey' }),
      clinic({ id: 'bx', borough: 'Bronx', costLevel: 'low' }),
      clinic({ id: 'm1', borough: 'Manhattan', costLevel: 'low' }),
      clinic({ id: 'm2', borough: 'Manhattan' }),
    ]);
    expect(groups.map((g) => [g.borough, g.clinics.length, g.lowCostCount])).toEqual([
      ['Manhattan', 2, 1],
      ['Bronx', 1, 1],
      ['New Jersey', 1, 0],
    ]);
  });
});

describe('topLowCost', () => {
  it('keeps at most 6 low-cost clinics, sorted', () => {
    const list = Array.from({ length: 9 }, (_, i) =>
      clinic({ id: `l${i}`, name: `Clinic ${9 - i}`, costLevel: 'low' }),
    );
    const top = topLowCost([clinic({ id: 'u' }), ...list]);
    expect(top).toHaveLength(6);
    expect(top.map((c) => c.name)).toEqual(['Clinic 1', 'Clinic 2', 'Clinic 3', 'Clinic 4', 'Clinic 5', 'Clinic 6']);
  });
});

const zips: ZipTable = {
  '10001': { lat: 40.7508, lng: -73.9961, borough: 'Manhattan' },
  '10451': { lat: 40.8222, lng: -73.9217, borough: 'Bronx' },
  '10453': { lat: 40.852, lng: -73.9129, borough: 'Bronx' },
  '10456': { lat: 40.8316, lng: -73.9099, borough: 'Bronx' },
  '11201': { lat: 40.694, lng: -73.9903, borough: 'Brooklyn' },
  '11216': { lat: 40.6794, lng: -73.9496, borough: 'Brooklyn' },
};
const at = (lat: number, lng: number, locationPrecision: LocationPrecision = 'address') => ({
  lat,
  lng,
  locationPrecision,
});
const crownHeights = { lat: 40.669, lng: -73.943 };

describe('near me', () => {
  const list = [
    clinic({ id: 'q-none', borough: 'Queens' }),
    clinic({ id: 'bk-far', borough: 'Brooklyn' }, at(40.6, -73.96)),
    clinic({ id: 'bk-borough-only', borough: 'Brooklyn' }, at(40.65, -73.95, 'borough')),
    clinic({ id: 'm-near', borough: 'Manhattan' }, at(40.7, -73.99, 'zip')),
    clinic({ id: 'bk-near', borough: 'Brooklyn' }, at(40.68, -73.95, 'neighbourhood')),
    clinic({ id: 'm-far', borough: 'Manhattan' }, at(40.78, -73.95)),
  ];
  it('lists my borough first, nearest first with its unplaced listings after, then the rest by distance', () => {
    const sorted = sortByDistance(list, crownHeights, zips);
    expect(sorted.map((p) => p.clinic.id)).toEqual([
      'bk-near',
      'bk-far',
      'bk-borough-only',
      'm-near',
      'm-far',
      'q-none',
    ]);
    expect(sorted[0]?.precision).toBe('neighbourhood');
    expect(sorted[0]?.miles).toBeLessThan(1);
    expect(sorted.find((p) => p.clinic.id === 'bk-borough-only')?.miles).toBeNull();
  });
  it('puts listings with no point last when I am outside the city', () => {
    const sorted = sortByDistance(list, { lat: 40.22, lng: -74.76 }, zips);
    expect(sorted.slice(-2).map((p) => p.clinic.id)).toEqual(['bk-borough-only', 'q-none']);
  });
  it('puts my borough’s unplaced listings first when none of its listings has a point', () => {
    const sorted = sortByDistance(
      [clinic({ id: 'm' }, at(40.75, -73.99)), clinic({ id: 'bx-none', borough: 'Bronx' })],
      zips['10453'] as LatLng,
      zips,
    );
    expect(sorted.map((p) => p.clinic.id)).toEqual(['bx-none', 'm']);
  });
});

describe('borough shortfall', () => {
  const call = { phone: '(212) 555-0100' };
  const strong = { verification: { phone: { level: 'official-page' as const } } };
  const list = [
    clinic({ id: 'bx-call', borough: 'Bronx', ...call }, { ...strong, ...at(40.85, -73.91) }),
    clinic({ id: 'bx-no-phone', borough: 'Bronx' }, at(40.84, -73.9)),
    clinic({ id: 'm-call-near', borough: 'Manhattan', ...call }, { ...strong, ...at(40.8, -73.94) }),
    clinic({ id: 'm-call-far', borough: 'Manhattan', ...call }, { ...strong, ...at(40.71, -74.0) }),
    clinic(
      { id: 'm-unconfirmed', borough: 'Manhattan', ...call },
      {
        verification: { phone: { level: 'single-source' } },
        ...at(40.83, -73.93),
      },
    ),
    clinic({ id: 'bk-call-no-point', borough: 'Brooklyn', ...call }, strong),
  ];
  const bronx = zips['10453'] as LatLng;

  it('counts the borough’s callable listings and lists the nearest callable places elsewhere, with distances', () => {
    const shortfall = boroughShortfall(list, 'Bronx', bronx);
    expect(shortfall).toMatchObject({ borough: 'Bronx', listed: 2, callable: 1 });
    // Not the unconfirmed phone, not its own borough, not a listing with no point to measure from.
    expect(shortfall?.nearestElsewhere.map((p) => p.clinic.id)).toEqual(['m-call-near', 'm-call-far']);
    expect(shortfall?.nearestElsewhere[0]?.miles).toBeGreaterThan(0);
  });

  it('is null once a borough has enough callable listings', () => {
    const many = [1, 2, 3].map((n) =>
      clinic({ id: `bx-${n}`, borough: 'Bronx', ...call }, { ...strong, ...at(40.85, -73.91) }),
    );
    expect(boroughShortfall(many, 'Bronx', bronx)).toBeNull();
    expect(boroughShortfall(many.slice(1), 'Bronx', bronx)).not.toBeNull();
  });

  it.each([
    ['bronx', 'Bronx'],
    ['The Bronx', 'Bronx'],
    ['  staten island ', 'Staten Island'],
    ['QUEENS', 'Queens'],
    ['10453', 'Bronx'],
    ['11201', 'Brooklyn'],
    ['astoria', null],
    ['99999', null],
    ['', null],
  ])('%j names the borough %s', (location, borough) => {
    expect(boroughOfLocation(location, zips)).toBe(borough);
  });
});

describe('ZIP search', () => {
  const list = [
    clinic({ id: 'm', borough: 'Manhattan' }, at(40.7508, -73.9961)),
    clinic({ id: 'bx-south', borough: 'Bronx' }, at(40.8233, -73.9094)),
    clinic({ id: 'bx-text', borough: 'Bronx', address: '1 Main St, Bronx, NY 10453' }),
    clinic({ id: 'bx-low', borough: 'Bronx', costLevel: 'low' }, at(40.8316, -73.9099, 'zip')),
  ];
  it('finds the ZIP and the ZIPs next to it, nearest first', () => {
    expect(filterVets(list, { location: '10453', q: '' }, zips).map((c) => c.id)).toEqual([
      'bx-low',
      'bx-south',
      'bx-text',
    ]);
    expect(filterVets(list, { location: ' 10453 ', q: 'cheap' }, zips).map((c) => c.id)).toEqual(['bx-low']);
  });
  it("adds the ZIP's own borough's nearest listings when the ZIPs next to it hold none of them", () => {
    const far = [
      clinic({ id: 'm', borough: 'Manhattan' }, at(40.852, -73.93)),
      clinic({ id: 'bx-far', borough: 'Bronx' }, at(40.8222, -73.9217)),
      clinic({ id: 'bk', borough: 'Brooklyn' }, at(40.694, -73.9903)),
    ];
    const tight: ZipTable = {
      '10453': { lat: 40.852, lng: -73.9129, borough: 'Bronx' },
      '10001': { lat: 40.7508, lng: -73.9961, borough: 'Manhattan' },
      '11201': { lat: 40.694, lng: -73.9903, borough: 'Brooklyn' },
    };
    expect(filterVets(far, { location: '10453', q: '' }, tight).map((c) => c.id)).toEqual(['m', 'bx-far']);
  });
  it('treats a ZIP outside the table as text', () => {
    expect(zipArea('07030', zips)).toBeNull();
    expect(filterVets(list, { location: '07030', q: '' }, zips)).toEqual([]);
    expect(zipArea('1045', zips)).toBeNull();
  });
});

describe('the real directory', () => {
  it('marks only clinics the data calls low-cost/subsidized/free as low, and no other level', () => {
    for (const c of vetClinics) {
      expect([null, 'low']).toContain(c.costLevel);
      if (c.costLevel === 'low')
        expect([c.resource.costNotes, ...c.services].join(' ')).toMatch(/low[- ]cost|subsidi|free|no cost|sliding/i);
    }
    expect(vetClinics.some((c) => c.costLevel === 'low')).toBe(true);
  });
  it('takes walk-ins from the text only', () => {
    for (const c of vetClinics) {
      if (c.acceptsWalkIns) expect([c.eligibility, ...c.services].join(' ')).toMatch(/walk[- ]?in/i);
    }
  });
  it('groups every listing under exactly one borough', () => {
    const groups = groupByBorough(vetClinics);
    expect(groups.reduce((n, g) => n + g.clinics.length, 0)).toBe(vetClinics.length);
  });
});
