import type { Resource } from '../resource-schema.ts';
import emergencyHospitalsData from '../data/emergency-hospitals.json' with { type: 'json' };
import lowCostClinicsData from '../data/low-cost-clinics.json' with { type: 'json' };
import poisonControlData from '../data/poison-control.json' with { type: 'json' };
import spayNeuterData from '../data/spay-neuter.json' with { type: 'json' };
import { isSupported24h, phoneDisplay } from '../resources.ts';

// Text for the guide index built from the sourced data, so a search entry never carries a retyped phone or
// address (docs/data-rules.md). Only tap-to-call-level phones and addresses no source disputes are named.
// The index reads these lines from data-lines.json, which `npm run gen:index-lines` writes from dataLines() and
// entries.test.ts keeps equal to it: the search chunk then carries a few lines, not the data files they come
// from (docs/search.md, "What the search chunk carries").

const lowCostClinics = lowCostClinicsData as Resource[];
const emergencyHospitals = emergencyHospitalsData as Resource[];

const WEAK_ADDRESS = new Set(['conflict', 'unverified']);

function clinicLine(resource: Resource): string {
  const parts = [resource.name];
  const addressLevel = resource.verification.address?.level ?? 'unverified';
  if (resource.address && !WEAK_ADDRESS.has(addressLevel)) parts.push(resource.address);
  if (resource.phone && phoneDisplay(resource) === 'call') parts.push(`phone ${resource.phone}`);
  return parts.join(', ');
}

const BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens', 'Bronx'] as const;
export type ClinicBorough = (typeof BOROUGHS)[number];

/** "Low-cost clinics: A, address; B. Emergency hospitals: C, address, phone." for one borough. */
function boroughClinicText(borough: ClinicBorough): string {
  const clinics = lowCostClinics.filter((r) => r.borough === borough).map(clinicLine);
  const hospitals = emergencyHospitals.filter((r) => r.borough === borough && isSupported24h(r)).map(clinicLine);
  return [
    clinics.length ? `Low-cost clinics in ${borough}: ${clinics.join('; ')}.` : '',
    hospitals.length ? `Emergency animal hospitals in ${borough}: ${hospitals.join('; ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** A named resource's one-line description from the data, by id (throws if the data lost it). */
function resourceText(list: readonly Resource[], id: string): string {
  const found = list.find((r) => r.id === id);
  if (!found) throw new Error(`Resource "${id}" is missing from the content data`);
  return clinicLine(found);
}

/** The index's lines from the data: each borough's clinics and hospitals, the poison line, ASPCA's mobile clinics. */
export const dataLines = () => ({
  boroughs: Object.fromEntries(BOROUGHS.map((b) => [b, boroughClinicText(b)])) as Record<ClinicBorough, string>,
  apcc: resourceText(poisonControlData as Resource[], 'aspca-animal-poison-control-center-apcc'),
  aspcaMobile: resourceText(spayNeuterData as Resource[], 'aspca-mobile-spay-neuter-clinics'),
});
