import { emergencyContact, emergencyHospitals } from './contacts.ts';
import type { Resource } from './resource-schema.ts';
import { isSupported24h, phoneDisplay } from './resources.ts';

// Which hospitals emergency pages may list (data README, rules 2 and 3): only places whose 24/7 status is
// supported; the big "call now" box only those whose phone is corroborated or on their own page.

const NYC_BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island'];

const isInNyc = (r: Resource) => r.borough !== null && NYC_BOROUGHS.includes(r.borough);

const open24h = emergencyHospitals.filter(isSupported24h);

/** 24/7 hospitals inside the five boroughs, the sticky-bar hospital first. */
export const nycOpen24hHospitals: readonly Resource[] = open24h
  .filter(isInNyc)
  .sort((a, b) => Number(b.id === emergencyContact.resource.id) - Number(a.id === emergencyContact.resource.id));

/** 24/7 hospitals outside the city (Long Island, Westchester, New Jersey): a longer trip. */
export const nearbyOpen24hHospitals: readonly Resource[] = open24h.filter((r) => !isInNyc(r));

/** The call box: NYC 24/7 hospitals with a phone strong enough for a big call button. */
export const callNowHospitals: readonly (Resource & { phone: string })[] = nycOpen24hHospitals.filter(
  (r): r is Resource & { phone: string } => phoneDisplay(r) === 'call' && r.phone !== null,
);

/** Shown wherever hospitals are listed (data README, rule 3). */
export const callAheadAdvice = {
  title: 'Call ahead on the way',
  body: 'NYC emergency rooms for animals sometimes go on bypass (they stop taking new patients) and waits can be hours. Call before you leave so they can tell you if they can see your cat now or send you somewhere else.',
} as const;
