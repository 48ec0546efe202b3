import { emergencyContact, emergencyHospitals } from './contacts.ts';
import type { Resource } from './resource-schema.ts';
import { isSupported24h, phoneDisplay } from './resources.ts';

// Which hospitals emergency pages may list (data README, rules 2 and 3): only places whose 24/7 status is
// supported; the big "call now" box only those whose phone is corroborated or on their own page.

const NYC_BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island'];

const isInNyc = (r: Resource) => r.borough !== null && NYC_BOROUGHS.includes(r.borough);

export interface EmergencyHospitalLists {
  /** 24/7 hospitals inside the five boroughs, the sticky-bar hospital first. */
  nycOpen24h: Resource[];
  /** 24/7 hospitals outside the city (Long Island, Westchester, New Jersey): a longer trip. */
  nearbyOpen24h: Resource[];
  /** The call box: NYC 24/7 hospitals with a phone strong enough for a big call button. */
  callNow: (Resource & { phone: string })[];
}

/** The lists emergency pages show, from `hospitals`; `firstId` is the sticky bar's hospital. */
export function selectEmergencyHospitals(hospitals: readonly Resource[], firstId: string): EmergencyHospitalLists {
  const open24h = hospitals.filter(isSupported24h);
  const nycOpen24h = open24h.filter(isInNyc).sort((a, b) => Number(b.id === firstId) - Number(a.id === firstId));
  return {
    nycOpen24h,
    nearbyOpen24h: open24h.filter((r) => !isInNyc(r)),
    callNow: nycOpen24h.filter((r): r is Resource & { phone: string } => phoneDisplay(r) === 'call' && r.phone !== null),
  };
}

const lists = selectEmergencyHospitals(emergencyHospitals, emergencyContact.resource.id);
export const nycOpen24hHospitals: readonly Resource[] = lists.nycOpen24h;
export const nearbyOpen24hHospitals: readonly Resource[] = lists.nearbyOpen24h;
export const callNowHospitals: readonly (Resource & { phone: string })[] = lists.callNow;

/** Shown wherever hospitals are listed (data README, rule 3). */
export const callAheadAdvice = {
  title: 'Call ahead on the way',
  body: 'NYC emergency rooms for animals sometimes go on bypass (they stop taking new patients) and waits can be hours. Call before you leave so they can tell you if they can see your cat now or send you somewhere else.',
} as const;
