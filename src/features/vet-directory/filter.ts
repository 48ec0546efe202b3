import { phoneDisplay } from '@/content/resources';
import { VET_BOROUGHS, type CostLevel, type VetBorough, type VetClinic } from '@/content/vets';

// The directory's rules (spec section 2, "Veterinarians directory"; section 9 for the limits), as pure
// functions of the URL query so the page, the tests and a shared link all agree.

export interface VetQuery {
  location: string;
  q: string;
}

/** Spec section 9: the emergency call box holds 2 hospitals; the top low-cost list at most 6. */
export const EMERGENCY_BOX_SIZE = 2;
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
export function matchesLocation(clinic: Pick<VetClinic, 'borough' | 'neighborhood' | 'address'>, location: string): boolean {
  const needle = location.trim().toLowerCase();
  if (!needle) return true;
  return [clinic.borough, clinic.neighborhood, clinic.address].some((field) => field?.toLowerCase().includes(needle));
}

export function filterVets<T extends VetClinic>(clinics: readonly T[], query: VetQuery): T[] {
  const lowOnly = wantsLowCost(query.q);
  return clinics.filter((c) => matchesLocation(c, query.location) && (!lowOnly || c.costLevel === 'low'));
}

const COST_RANK: Record<CostLevel, number> = { low: 0, moderate: 1, expensive: 2 };
const UNKNOWN_RANK = 3;

/** Sort: cost level low, moderate, expensive (unknown last), then name alphabetically. */
export function sortVets<T extends Pick<VetClinic, 'costLevel' | 'name'>>(clinics: readonly T[]): T[] {
  const rank = (c: T) => (c.costLevel ? COST_RANK[c.costLevel] : UNKNOWN_RANK);
  return [...clinics].sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en'));
}

/** Spec section 9: low = Low Cost, moderate = Moderate, expensive = Higher Cost, otherwise Cost Unknown. */
export function costLabel(level: CostLevel | null | undefined): string {
  switch (level) {
    case 'low':
      return 'Low Cost';
    case 'moderate':
      return 'Moderate';
    case 'expensive':
      return 'Higher Cost';
    default:
      return 'Cost Unknown';
  }
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

const boroughRank = (c: VetClinic) => VET_BOROUGHS.indexOf(c.borough);

/** 24/7 hospitals (supported status only, data README rule 3), NYC first. */
export function emergencyHospitals<T extends VetClinic>(clinics: readonly T[]): T[] {
  return clinics.filter((c) => c.emergency).sort((a, b) => boroughRank(a) - boroughRank(b));
}

/**
 * The call box: the first 2 emergency hospitals whose phone may be tap-called. A single-source phone never
 * goes in an emergency call box (data README rule 2).
 */
export function emergencyCallBox<T extends VetClinic>(clinics: readonly T[]): T[] {
  return emergencyHospitals(clinics)
    .filter((c) => phoneDisplay(c.resource) === 'call')
    .slice(0, EMERGENCY_BOX_SIZE);
}

export function topLowCost<T extends VetClinic>(clinics: readonly T[]): T[] {
  return sortVets(clinics.filter((c) => c.costLevel === 'low')).slice(0, TOP_LOW_COST_SIZE);
}

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;

/** Straight-line (great-circle) distance in miles. */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface ByDistance<T> {
  /** Clinics the data has coordinates for, nearest first. */
  near: { clinic: T; miles: number }[];
  /** Clinics without coordinates, in the directory's usual order. */
  unplaced: T[];
}

export function sortByDistance<T extends VetClinic>(clinics: readonly T[], origin: LatLng): ByDistance<T> {
  const near: { clinic: T; miles: number }[] = [];
  const unplaced: T[] = [];
  for (const clinic of clinics) {
    const { lat, lng } = clinic.resource;
    if (lat === null || lng === null) unplaced.push(clinic);
    else near.push({ clinic, miles: distanceMiles(origin, { lat, lng }) });
  }
  near.sort((a, b) => a.miles - b.miles || a.clinic.name.localeCompare(b.clinic.name, 'en'));
  return { near, unplaced: sortVets(unplaced) };
}
