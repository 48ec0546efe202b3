import type { Resource } from './resource-schema.ts';
import emergencyHospitalsData from './data/emergency-hospitals.json' with { type: 'json' };
import { mustFindResource } from './org-lookup.ts';
import { phoneDisplay } from './resources.ts';

export const emergencyHospitals = emergencyHospitalsData as Resource[];

const amc = mustFindResource(emergencyHospitals, 'schwarzman-animal-medical-center-amc');
if (phoneDisplay(amc) !== 'call' || !amc.phone || !amc.is24h) {
  throw new Error('The sticky emergency number must be a verified 24/7 phone');
}

/**
 * The 24/7 number in the sticky emergency bar and everywhere the site says "call now"
 * (docs/data-rules.md, "What may be shown": the Schwarzman Animal Medical Center, open 24/7).
 */
export const emergencyContact = {
  name: amc.name,
  shortName: 'Animal Medical Center',
  phone: amc.phone,
  address: amc.address,
  resource: amc,
} as const;
