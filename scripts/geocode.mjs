// Offline geocoding for the maintainer's import (scripts/import-resources.mjs). Every coordinate comes from the
// ZIP centroids that the `zipcodes` package ships (a devDependency used only here): a listing's own coordinates
// when the data has them, else its ZIP's centroid, else the mean of its neighbourhood's ZIP centroids, else the
// mean of its borough's. Nothing here types a coordinate by hand; the neighbourhood table below lists ZIP codes.
import { createRequire } from 'node:module';

const zipcodes = createRequire(import.meta.url)('zipcodes');

/** NYC ZIPs by their first three digits (the USPS sectional centres serving each borough). */
const BOROUGH_BY_PREFIX = {
  100: 'Manhattan',
  101: 'Manhattan',
  102: 'Manhattan',
  103: 'Staten Island',
  104: 'Bronx',
  111: 'Queens',
  112: 'Brooklyn',
  113: 'Queens',
  114: 'Queens',
  116: 'Queens',
};

/**
 * Neighbourhoods whose postal city is just the borough's name (so the ZIP dataset can't find them by name), with
 * the ZIP codes that cover them. Queens neighbourhoods and towns outside the city are found by their postal name.
 */
const NEIGHBOURHOOD_ZIPS = {
  baychester: ['10469', '10475'],
  'brooklyn heights': ['11201'],
  chelsea: ['10001', '10011'],
  'cobble hill': ['11201'],
  'crown heights': ['11213', '11216', '11225'],
  'east bronx': ['10461', '10462', '10469'],
  'east new york': ['11207', '11208'],
  flatbush: ['11226'],
  'fort greene': ['11205', '11217'],
  'lenox hill': ['10021', '10065'],
  'midtown east': ['10022'],
  'midtown west': ['10019', '10036'],
  'south bronx': ['10451', '10454', '10455'],
  'throggs neck': ['10465'],
  'turtle bay': ['10017', '10022'],
  'upper east side': ['10021', '10028', '10065', '10075', '10128'],
  williamsburg: ['11211', '11249'],
};

const STATE_BY_REGION = { 'New Jersey': 'NJ', Connecticut: 'CT' };

/**
 * Centroids the dataset gets wrong, left out of the table: 10200 has its longitude's sign flipped, and 11249
 * (north Williamsburg) is placed in Flatbush. The sign check below would catch the first kind again.
 */
const WRONG_CENTROIDS = new Set(['10200', '11249']);
/** A centroid further than this from its borough's median centroid is a data error, not a place in NYC. */
const MAX_MILES_FROM_BOROUGH_MEDIAN = 15;

const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
const roughMiles = (a, b) => Math.hypot((a.lat - b.lat) * 69, (a.lng - b.lng) * 52.4);

const nycCodes = () => {
  const codes = Object.values(zipcodes.codes).filter(
    (c) => c.state === 'NY' && BOROUGH_BY_PREFIX[c.zip.slice(0, 3)] && !WRONG_CENTROIDS.has(c.zip),
  );
  const medians = {};
  for (const borough of new Set(Object.values(BOROUGH_BY_PREFIX))) {
    const inBorough = codes.filter((c) => BOROUGH_BY_PREFIX[c.zip.slice(0, 3)] === borough);
    medians[borough] = {
      lat: median(inBorough.map((c) => c.latitude)),
      lng: median(inBorough.map((c) => c.longitude)),
    };
  }
  return codes
    .filter(
      (c) =>
        roughMiles({ lat: c.latitude, lng: c.longitude }, medians[BOROUGH_BY_PREFIX[c.zip.slice(0, 3)]]) <=
        MAX_MILES_FROM_BOROUGH_MEDIAN,
    )
    .sort((a, b) => a.zip.localeCompare(b.zip));
};

/** The NYC ZIP table the site ships (ZIP → centroid and borough), for ZIP search and "which borough am I in". */
export function nycZipTable() {
  const table = {};
  for (const c of nycCodes())
    table[c.zip] = { lat: c.latitude, lng: c.longitude, borough: BOROUGH_BY_PREFIX[c.zip.slice(0, 3)] };
  return table;
}

const round = (n) => Math.round(n * 1e5) / 1e5;

function meanOf(zips) {
  const found = zips
    .filter((z) => !WRONG_CENTROIDS.has(z))
    .map((z) => zipcodes.lookup(z))
    .filter(Boolean);
  if (found.length === 0) return null;
  const lat = found.reduce((s, c) => s + c.latitude, 0) / found.length;
  const lng = found.reduce((s, c) => s + c.longitude, 0) / found.length;
  return { lat: round(lat), lng: round(lng) };
}

/** "Long Island City (near Queens Plaza)" / "Astoria / Long Island City" → its plain place names. */
const placeNames = (text) =>
  (text ?? '')
    .replace(/\([^)]*\)/g, '')
    .split(/\s*\/\s*/)
    .map((s) => s.trim())
    .filter(Boolean);

function neighbourhoodCentre(record) {
  const state = STATE_BY_REGION[record.borough] ?? 'NY';
  // The address's town ("36-02 14th St, Long Island City, NY") counts as a place name too.
  const addressTown = (record.address ?? '').split(',').map((s) => s.trim())[1];
  const boroughNames = new Set(['new york', ...Object.values(BOROUGH_BY_PREFIX).map((b) => b.toLowerCase())]);
  for (const name of [...placeNames(record.neighborhood), ...placeNames(addressTown)]) {
    const key = name.toLowerCase();
    if (boroughNames.has(key)) continue;
    const zips = NEIGHBOURHOOD_ZIPS[key] ?? zipcodes.lookupByName(name, state).map((c) => c.zip);
    const centre = meanOf(zips);
    if (centre) return centre;
  }
  return null;
}

function boroughCentre(borough) {
  const zips = nycCodes()
    .filter((c) => BOROUGH_BY_PREFIX[c.zip.slice(0, 3)] === borough)
    .map((c) => c.zip);
  return zips.length ? meanOf(zips) : null;
}

/**
 * A record's location and how precise it is: 'address' (the data's own coordinates), 'zip' (its ZIP's
 * centroid), 'neighbourhood' or 'borough' (the mean of their ZIP centroids); all null when none is known.
 */
export function geocode(record) {
  if (typeof record.lat === 'number' && typeof record.lng === 'number') {
    return { lat: record.lat, lng: record.lng, locationPrecision: 'address' };
  }
  const zip = (record.address ?? '').match(/\b[A-Z]{2}\s+(\d{5})\b/)?.[1];
  const zipCentre = zip && !WRONG_CENTROIDS.has(zip) ? zipcodes.lookup(zip) : null;
  if (zipCentre) return { lat: zipCentre.latitude, lng: zipCentre.longitude, locationPrecision: 'zip' };
  if (record.address || record.neighborhood) {
    const centre = neighbourhoodCentre(record);
    if (centre) return { ...centre, locationPrecision: 'neighbourhood' };
  }
  const centre = boroughCentre(record.borough);
  if (centre) return { ...centre, locationPrecision: 'borough' };
  return { lat: null, lng: null, locationPrecision: null };
}
