import {
  boroughAt,
  distanceMiles,
  NYC_BOROUGHS,
  type NycBorough,
  nearestZip,
  neighbourZips,
  nycZips,
  pointOf,
  type LatLng,
  type LocationPrecision,
  type ZipTable,
} from '@/content/geo';
import { vetsPage } from '@/content/pages/vets';
import { phoneDisplay } from '@/content/resources';
import { VET_BOROUGHS, type CostLevel, type VetBorough, type VetClinic } from '@/content/vets';

// The directory's rules (docs/requirements.md, "Veterinarians directory"; limits under "Constants"), as pure
// functions of the URL query so the page, the tests and a shared link all agree.

export interface VetQuery {
  location: string;
  q: string;
}

/** The top low-cost list holds at most 6. */
export const TOP_LOW_COST_SIZE = 6;

const CHEAP_WORDS = /cheap|low[\s-]*cost|affordable|budget/i;

export function readVetQuery(params: URLSearchParams): VetQuery {
  return { location: params.get('location') ?? '', q: params.get('q') ?? '' };
}

/** "q containing cheap, low cost, affordable or budget keeps only low-cost clinics." */
export function wantsLowCost(q: string): boolean {
  return CHEAP_WORDS.test(q);
}

export function isFilterActive(query: VetQuery): boolean {
  return query.location.trim() !== '' || wantsLowCost(query.q);
}

/** Case-insensitive substring of borough, neighborhood or address (plain text, never a pattern). */
export function matchesLocation(
  clinic: Pick<VetClinic, 'borough' | 'neighborhood' | 'address'>,
  location: string,
): boolean {
  const needle = location.trim().toLowerCase();
  if (!needle) return true;
  return [clinic.borough, clinic.neighborhood, clinic.address].some((field) => field?.toLowerCase().includes(needle));
}

/**
 * The listings a query asks for, in the order to show them. An NYC ZIP code finds the listings in that ZIP and
 * the ZIPs next to it, nearest first; any other location is plain text matched against borough, neighbourhood
 * and address, in the directory's usual order.
 */
export function filterVets<T extends VetClinic>(clinics: readonly T[], query: VetQuery, zips: ZipTable = nycZips): T[] {
  const lowOnly = wantsLowCost(query.q);
  const kept = clinics.filter((c) => !lowOnly || c.costLevel === 'low');
  const area = zipArea(query.location, zips);
  if (!area) return sortVets(kept.filter((c) => matchesLocation(c, query.location)));
  const inArea = kept.filter((c) => inZipArea(c, area.zips, zips));
  // A ZIP's own borough is never left out: when the ZIPs next to it hold none of its borough's listings (the Bronx
  // has few), its nearest located ones are added, so a person searching 10453 still sees the Bronx.
  const borough = zips[area.zip]?.borough;
  const ownBorough =
    borough && !inArea.some((c) => c.borough === borough) ? nearestOfBorough(kept, borough, area.centre) : [];
  return [...inArea, ...ownBorough]
    .map((c) => placeFrom(c, area.centre))
    .sort(byMilesThenName)
    .map((p) => p.clinic);
}

/** How many of a ZIP's own borough are added when none is in the area. */
const OWN_BOROUGH_FALLBACK = 2;

function nearestOfBorough<T extends VetClinic>(clinics: readonly T[], borough: string, centre: LatLng): T[] {
  return clinics
    .filter((c) => c.borough === borough && pointOf(c.resource) !== null)
    .map((c) => placeFrom(c, centre))
    .sort(byMilesThenName)
    .slice(0, OWN_BOROUGH_FALLBACK)
    .map((p) => p.clinic);
}

// One collator for every name comparison: localeCompare with a locale argument builds a new one per call, and
// sorting the directory compares names a few thousand times while the page starts (one 15 ms task on a fast
// machine, four times that on the slow phone Lighthouse emulates).
const byName = new Intl.Collator('en').compare;

const COST_RANK: Record<CostLevel, number> = { low: 0, moderate: 1, expensive: 2 };
const UNKNOWN_RANK = 3;

/** Sort: cost level low, moderate, expensive (unknown last), then name alphabetically. */
export function sortVets<T extends Pick<VetClinic, 'costLevel' | 'name'>>(clinics: readonly T[]): T[] {
  const rank = (c: T) => (c.costLevel ? COST_RANK[c.costLevel] : UNKNOWN_RANK);
  return [...clinics].sort((a, b) => rank(a) - rank(b) || byName(a.name, b.name));
}

/** A cost level's badge (docs/requirements.md#constants), in the page's language (English by default). */
export function costLabel(
  level: CostLevel | null | undefined,
  labels: Record<CostLevel | 'unknown', string> = vetsPage.card.costLevels,
): string {
  return labels[level ?? 'unknown'];
}

export interface BoroughGroup<T> {
  borough: VetBorough;
  clinics: T[];
  lowCostCount: number;
}

/** Results by borough in the spec's order (New Jersey last); boroughs with no listing are left out. */
export function groupByBorough<T extends VetClinic>(clinics: readonly T[]): BoroughGroup<T>[] {
  return VET_BOROUGHS.map((borough) => {
    const inBorough = sortVets(clinics.filter((c) => c.borough === borough));
    return { borough, clinics: inBorough, lowCostCount: inBorough.filter((c) => c.costLevel === 'low').length };
  }).filter((g) => g.clinics.length > 0);
}

export function topLowCost<T extends VetClinic>(clinics: readonly T[]): T[] {
  return sortVets(clinics.filter((c) => c.costLevel === 'low')).slice(0, TOP_LOW_COST_SIZE);
}

export interface Placed<T> {
  clinic: T;
  /** Straight-line miles from the person or the searched ZIP; null when the listing has no usable point. */
  miles: number | null;
  precision: LocationPrecision | null;
}

const byMilesThenName = <T extends VetClinic>(a: Placed<T>, b: Placed<T>) =>
  (a.miles ?? Infinity) - (b.miles ?? Infinity) || byName(a.clinic.name, b.clinic.name);

/** A listing's straight-line distance from a point, when it has a usable location. */
export function placeFrom<T extends VetClinic>(clinic: T, origin: LatLng): Placed<T> {
  const point = pointOf(clinic.resource);
  return { clinic, miles: point ? distanceMiles(origin, point) : null, precision: clinic.resource.locationPrecision };
}

/**
 * "Near me": the person's own borough first, then everything else. Within each, listings with a point come
 * nearest first and listings without one (or with only a borough centre) follow, so someone standing in the
 * Bronx sees the Bronx's listings before Manhattan's closer ones, and a Brooklyn hospital with no street address
 * still sits among Brooklyn's listings rather than at the bottom of the city.
 */
export function sortByDistance<T extends VetClinic>(
  clinics: readonly T[],
  origin: LatLng,
  zips: ZipTable = nycZips,
): Placed<T>[] {
  const all = clinics.map((c) => placeFrom(c, origin));
  const placed = all.filter((p) => p.miles !== null).sort(byMilesThenName);
  const unplaced = sortVets(all.filter((p) => p.miles === null).map((p) => p.clinic)).map(
    (clinic) => all.find((p) => p.clinic === clinic) as Placed<T>,
  );
  const own = boroughAt(origin, zips);
  const mine = (p: Placed<T>) => p.clinic.borough === own;
  return [
    ...placed.filter(mine),
    ...unplaced.filter(mine),
    ...placed.filter((p) => !mine(p)),
    ...unplaced.filter((p) => !mine(p)),
  ];
}

/** Below this many listings with a tap-to-call phone, a borough's page says so and points elsewhere. */
export const CALLABLE_MINIMUM = 3;

/** The borough a query names: a borough's name ("staten island", "The Bronx") or an NYC ZIP code in it. */
export function boroughOfLocation(location: string, zips: ZipTable = nycZips): NycBorough | null {
  const area = zipArea(location, zips);
  if (area) return zips[area.zip]?.borough ?? null;
  const words = location
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '');
  return NYC_BOROUGHS.find((b) => b.toLowerCase() === words) ?? null;
}

export interface BoroughShortfall<T> {
  borough: NycBorough;
  /** Listings in the borough, and how many of them have a phone that may be tapped. */
  listed: number;
  callable: number;
  /** The nearest places with a tap-to-call phone in other boroughs, from `origin`. */
  nearestElsewhere: Placed<T>[];
}

const isCallable = (c: VetClinic) => phoneDisplay(c.resource) === 'call';

/**
 * When a borough has fewer than CALLABLE_MINIMUM listings with a tap-to-call phone: how many it has, and the
 * `count` nearest callable places outside it (with a point to measure from); null when the borough has enough.
 */
export function boroughShortfall<T extends VetClinic>(
  clinics: readonly T[],
  borough: NycBorough,
  origin: LatLng,
  count = CALLABLE_MINIMUM,
): BoroughShortfall<T> | null {
  const inBorough = clinics.filter((c) => c.borough === borough);
  const callable = inBorough.filter(isCallable).length;
  if (callable >= CALLABLE_MINIMUM) return null;
  const nearestElsewhere = clinics
    .filter((c) => c.borough !== borough && isCallable(c))
    .map((c) => placeFrom(c, origin))
    .filter((p) => p.miles !== null)
    .sort(byMilesThenName)
    .slice(0, count);
  return { borough, listed: inBorough.length, callable, nearestElsewhere };
}

/** The searched ZIP's centre and the ZIPs next to it, when the location is an NYC ZIP code. */
export function zipArea(
  location: string,
  zips: ZipTable = nycZips,
): { zip: string; centre: LatLng; zips: Set<string> } | null {
  const zip = location.trim();
  const centre = /^\d{5}$/.test(zip) ? zips[zip] : undefined;
  return centre ? { zip, centre, zips: neighbourZips(zip, zips) } : null;
}

function inZipArea(clinic: VetClinic, area: Set<string>, zips: ZipTable): boolean {
  if ([...area].some((z) => clinic.address?.includes(z))) return true;
  const point = pointOf(clinic.resource);
  const zip = point ? nearestZip(point, zips) : null;
  return zip !== null && area.has(zip);
}
