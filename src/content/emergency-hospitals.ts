import { emergencyContact } from './contacts.ts';
import emergencyHospitalsData from './data/emergency-hospitals.json' with { type: 'json' };
import { NYC_BOROUGHS, boroughCentre, distanceMiles, type LatLng, type NycBorough } from './geo.ts';
import type { Resource } from './resource-schema.ts';
import { isSupported24h, phoneDisplay } from './resources.ts';
import { guideLink } from '../config/guide-link.ts';

// Which hospitals emergency pages may list (docs/data-rules.md): only places whose 24/7 status is
// supported; the big "call now" box only those whose phone is corroborated or on their own page.

const isInNyc = (r: Resource) => NYC_BOROUGHS.includes(r.borough as NycBorough);

export interface EmergencyHospitalLists {
  /** 24/7 hospitals inside the five boroughs, the sticky-bar hospital first. */
  nycOpen24h: Resource[];
  /** 24/7 hospitals outside the city (Long Island, Westchester, New Jersey): a longer trip. */
  nearbyOpen24h: Resource[];
  /** The call box: NYC 24/7 hospitals with a phone strong enough for a big call button. */
  callNow: CallableHospital[];
}

/** The lists emergency pages show, from `hospitals`; `firstId` is the sticky bar's hospital. */
export function selectEmergencyHospitals(hospitals: readonly Resource[], firstId: string): EmergencyHospitalLists {
  const open24h = hospitals.filter(isSupported24h);
  const nycOpen24h = open24h.filter(isInNyc).sort((a, b) => Number(b.id === firstId) - Number(a.id === firstId));
  return {
    nycOpen24h,
    nearbyOpen24h: open24h.filter((r) => !isInNyc(r)),
    callNow: nycOpen24h.filter(isCallable),
  };
}

export type CallableHospital = Resource & { phone: string };
const isCallable = (r: Resource): r is CallableHospital => phoneDisplay(r) === 'call' && r.phone !== null;

const lists = selectEmergencyHospitals(emergencyHospitalsData as Resource[], emergencyContact.resource.id);
export const nycOpen24hHospitals: readonly Resource[] = lists.nycOpen24h;
export const nearbyOpen24hHospitals: readonly Resource[] = lists.nearbyOpen24h;
/** NYC 24/7 hospitals with a phone strong enough for a big call button, the sticky-bar hospital first. */
export const callNowHospitals: readonly CallableHospital[] = lists.callNow;

/** The call box holds two hospitals. */
export const CALL_BOX_SIZE = 2;

const pointOfHospital = (r: Resource): LatLng | null =>
  r.lat !== null && r.lng !== null ? { lat: r.lat, lng: r.lng } : null;

/** Hospitals from `list` nearest to a point first (those with no location keep their order, after the rest). */
function nearestFirst<T extends Resource>(list: readonly T[], from: LatLng): T[] {
  const miles = (r: T) => {
    const point = pointOfHospital(r);
    return point ? distanceMiles(from, point) : Infinity;
  };
  return [...list].sort((a, b) => miles(a) - miles(b));
}

/**
 * The call box: the two NYC hospitals with a confirmed phone nearest to the person when their position is known,
 * otherwise the first two (the sticky-bar hospital first).
 */
export function callBoxHospitals(
  origin: LatLng | null,
  list: readonly CallableHospital[] = callNowHospitals,
): CallableHospital[] {
  return (origin ? nearestFirst(list, origin) : [...list]).slice(0, CALL_BOX_SIZE);
}

export interface HospitalGroup {
  /** A borough, or the region outside the city ("New Jersey" is always last). */
  place: NycBorough | 'Outside the city' | 'New Jersey';
  hospitals: readonly Resource[];
  /** For a borough none of whose hospitals has a confirmed phone: the nearest NYC one that has (from its centre). */
  nearestCallable: CallableHospital | null;
}

/** The 24/7 hospitals by borough for the compact table, then the rest of the region, New Jersey last. */
export function hospitalGroups(
  open: readonly Resource[] = [...nycOpen24hHospitals, ...nearbyOpen24hHospitals],
  callable: readonly CallableHospital[] = callNowHospitals,
  centreOf: (b: NycBorough) => LatLng = boroughCentre,
): HospitalGroup[] {
  const boroughs = NYC_BOROUGHS.map((borough): HospitalGroup => {
    const hospitals = open.filter((r) => r.borough === borough);
    const hasCallable = hospitals.some(isCallable);
    return {
      place: borough,
      hospitals,
      nearestCallable: hasCallable ? null : (nearestFirst(callable, centreOf(borough))[0] ?? null),
    };
  });
  const outside = open.filter((r) => !isInNyc(r) && r.borough !== 'New Jersey');
  const newJersey = open.filter((r) => r.borough === 'New Jersey');
  const groups: HospitalGroup[] = [
    ...boroughs,
    { place: 'Outside the city', hospitals: outside, nearestCallable: null },
    { place: 'New Jersey', hospitals: newJersey, nearestCallable: null },
  ];
  return groups.filter((g) => g.hospitals.length > 0 || g.nearestCallable !== null);
}

/** What an emergency visit typically costs, with the date those prices were collected. */
export const emergencyVisitCost = {
  range: '$150–300',
  pricedOn: 'January 2025',
} as const;

/**
 * Where the hospital table's cost line links: the help-paying section of /financial-assistance. (The table's
 * words, and the call-ahead advice shown wherever hospitals are listed (docs/data-rules.md), are in
 * src/content/locales/en/chrome.ts.)
 */
export const helpPayingHref = guideLink('financialAssistance', 'help-paying');
