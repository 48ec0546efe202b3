import { z } from 'zod';
import zipsData from './data/nyc-zips.json' with { type: 'json' };
import {
  NYC_BOROUGHS,
  boroughAt,
  boroughCentre,
  distanceMiles,
  nearestZip,
  neighbourZips,
  nycZips,
  pointOf,
} from './geo';

describe('distance', () => {
  it('measures about 1.4 miles from Times Square to the Schwarzman Animal Medical Center', () => {
    const miles = distanceMiles({ lat: 40.758, lng: -73.9855 }, { lat: 40.7601539, lng: -73.9579846 });
    expect(miles).toBeGreaterThan(1.3);
    expect(miles).toBeLessThan(1.6);
  });
});

describe('the NYC ZIP table', () => {
  it('has the shape the module casts it to, inside the NYC area', () => {
    const table = z
      .record(
        z.string().regex(/^\d{5}$/),
        z.object({ lat: z.number(), lng: z.number(), borough: z.enum(NYC_BOROUGHS) }),
      )
      .parse(zipsData);
    expect(Object.keys(table).length).toBeGreaterThan(200);
    for (const { lat, lng } of Object.values(table))
      expect(distanceMiles({ lat, lng }, boroughCentre('Manhattan'))).toBeLessThan(25);
  });
  it('finds the Bronx ZIPs next to 10453 and no other borough’s', () => {
    const near = neighbourZips('10453');
    expect(near.has('10453')).toBe(true);
    expect(near.has('10456')).toBe(true);
    expect(near.size).toBeGreaterThan(3);
    for (const zip of near) expect(['Bronx', 'Manhattan']).toContain(nycZips[zip]?.borough);
    expect(neighbourZips('99999').size).toBe(0);
  });
  it.each([
    [{ lat: 40.7831, lng: -73.9712 }, 'Manhattan'],
    [{ lat: 40.6694, lng: -73.9422 }, 'Brooklyn'],
    [{ lat: 40.7282, lng: -73.7949 }, 'Queens'],
    [{ lat: 40.8448, lng: -73.8648 }, 'Bronx'],
    [{ lat: 40.5795, lng: -74.1502 }, 'Staten Island'],
    [{ lat: 40.9, lng: -74.4 }, null],
  ] as const)('%j is in %s', (point, borough) => {
    expect(boroughAt(point)).toBe(borough);
  });
  it('puts each borough’s centre inside that borough', () => {
    for (const borough of ['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island'] as const) {
      expect(boroughAt(boroughCentre(borough))).toBe(borough);
    }
  });
  it('gives no ZIP far outside the city', () => {
    expect(nearestZip({ lat: 41.5, lng: -74 })).toBeNull();
  });
});

describe('pointOf', () => {
  it('measures from street, ZIP and neighbourhood points, never from a borough centre', () => {
    expect(pointOf({ lat: 1, lng: 2, locationPrecision: 'zip' })).toEqual({ lat: 1, lng: 2 });
    expect(pointOf({ lat: 1, lng: 2, locationPrecision: 'borough' })).toBeNull();
    expect(pointOf({ lat: null, lng: null, locationPrecision: null })).toBeNull();
  });
});
