import zipsData from './data/nyc-zips.json' with { type: 'json' };

// Places and distances. The ZIP table and every listing's coordinates were written by the maintainer's import
// (scripts/geocode.mjs) from the ZIP centroids of a published ZIP-code dataset; nothing here is typed by hand.

export interface LatLng {
  lat: number;
  lng: number;
}

export const NYC_BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island'] as const;
export type NycBorough = (typeof NYC_BOROUGHS)[number];

/**
 * How precise a listing's location is: the data's own coordinates ('address'), its ZIP's centroid, or the mean
 * of the ZIP centroids of its neighbourhood or borough.
 */
export type LocationPrecision = 'address' | 'zip' | 'neighbourhood' | 'borough';

export interface ZipCentre extends LatLng {
  borough: NycBorough;
}
export type ZipTable = Readonly<Record<string, ZipCentre>>;

export const nycZips: ZipTable = zipsData as Record<string, ZipCentre>;

const EARTH_RADIUS_MILES = 3958.8;

/** Straight-line (great-circle) distance in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** ZIPs whose centroids are this close count as "next to" each other. */
export const NEIGHBOUR_ZIP_MILES = 2;
/** A point further than this from every NYC ZIP centroid is outside the city. */
const IN_CITY_MILES = 3;

/** The NYC ZIP whose centroid is nearest to a point, or null when the point is outside the city. */
export function nearestZip(point: LatLng, zips: ZipTable = nycZips): string | null {
  let best: string | null = null;
  let bestMiles = IN_CITY_MILES;
  for (const [zip, centre] of Object.entries(zips)) {
    const miles = distanceMiles(point, centre);
    if (miles < bestMiles) {
      best = zip;
      bestMiles = miles;
    }
  }
  return best;
}

/** The borough a point is in (by its nearest ZIP centroid), or null outside the city. */
export function boroughAt(point: LatLng, zips: ZipTable = nycZips): NycBorough | null {
  const zip = nearestZip(point, zips);
  return zip ? (zips[zip]?.borough ?? null) : null;
}

/** A ZIP and the ZIPs next to it (centroids within NEIGHBOUR_ZIP_MILES); empty for a ZIP not in the table. */
export function neighbourZips(zip: string, zips: ZipTable = nycZips): Set<string> {
  const centre = zips[zip];
  if (!centre) return new Set();
  return new Set(Object.keys(zips).filter((z) => distanceMiles(centre, zips[z] as ZipCentre) <= NEIGHBOUR_ZIP_MILES));
}

/** The mean of a borough's ZIP centroids. */
export function boroughCentre(borough: NycBorough, zips: ZipTable = nycZips): LatLng {
  const inBorough = Object.values(zips).filter((z) => z.borough === borough);
  const mean = (pick: (z: ZipCentre) => number) => inBorough.reduce((s, z) => s + pick(z), 0) / inBorough.length;
  return { lat: mean((z) => z.lat), lng: mean((z) => z.lng) };
}

/** A listing's point, or null when it has none or only a borough centre (too coarse to measure from). */
export function pointOf(resource: {
  lat: number | null;
  lng: number | null;
  locationPrecision: LocationPrecision | null;
}): LatLng | null {
  if (resource.lat === null || resource.lng === null) return null;
  if (resource.locationPrecision === null || resource.locationPrecision === 'borough') return null;
  return { lat: resource.lat, lng: resource.lng };
}
