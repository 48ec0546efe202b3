import type { Resource } from '../resource-schema.ts';
import emergencyHospitalsData from '../data/emergency-hospitals.json' with { type: 'json' };
import lowCostClinicsData from '../data/low-cost-clinics.json' with { type: 'json' };
import { isSupported24h, phoneDisplay } from '../resources.ts';

// Text for the guide index built from the sourced data, so a search entry never carries a retyped phone or
// address (docs/data-rules.md). Only tap-to-call-level phones and addresses no source disputes are named.

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

export type ClinicBorough = 'Manhattan' | 'Brooklyn' | 'Queens' | 'Bronx';

/** "Low-cost clinics: A, address; B. Emergency hospitals: C, address, phone." for one borough. */
export function boroughClinicText(borough: ClinicBorough): string {
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
export function resourceText(list: readonly Resource[], id: string): string {
  const found = list.find((r) => r.id === id);
  if (!found) throw new Error(`Resource "${id}" is missing from the content data`);
  return clinicLine(found);
}
