import emergencyHospitalsData from './data/emergency-hospitals.json' with { type: 'json' };
import lowCostClinicsData from './data/low-cost-clinics.json' with { type: 'json' };
import veterinaryClinicsData from './data/veterinary-clinics.json' with { type: 'json' };
import type { Resource } from './resource-schema.ts';
import { isSupported24h } from './resources.ts';

// The veterinarians directory (spec section 3, "Vet clinic"), built only from the sourced data. Every count the
// site shows ("N NYC vets") is computed from `vetClinics`, never typed.

export const VET_BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island', 'New Jersey'] as const;
export type VetBorough = (typeof VET_BOROUGHS)[number];
export type CostLevel = 'low' | 'moderate' | 'expensive';

export interface VetClinic {
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  hours: string | null;
  emergency: boolean;
  specialty: string | null;
  borough: VetBorough;
  neighborhood: string | null;
  /** null when no source states a cost level: shown as "Cost Unknown". */
  costLevel: CostLevel | null;
  examFee: string | null;
  services: readonly string[];
  eligibility: string | null;
  notes: string | null;
  acceptsWalkIns: boolean | null;
  /** The sourced record behind the listing (verification levels, sources, last-confirmed date). */
  resource: Resource;
}

const isVetBorough = (b: string | null): b is VetBorough => VET_BOROUGHS.includes(b as VetBorough);

function toClinic(resource: Resource, kind: 'emergency' | 'lowCost' | 'general'): VetClinic | null {
  if (!isVetBorough(resource.borough)) return null;
  return {
    id: resource.id,
    name: resource.name,
    address: resource.address,
    phone: resource.phone,
    email: null,
    hours: resource.hours,
    emergency: kind === 'emergency' && isSupported24h(resource),
    specialty: kind === 'emergency' ? 'Emergency & critical care' : null,
    borough: resource.borough,
    neighborhood: resource.neighborhood,
    costLevel: kind === 'lowCost' ? 'low' : null,
    examFee: null,
    services: resource.services,
    eligibility: resource.eligibility,
    notes: resource.costNotes,
    acceptsWalkIns: null,
    resource,
  };
}

function build(): VetClinic[] {
  const seen = new Set<string>();
  const out: VetClinic[] = [];
  const add = (list: Resource[], kind: 'emergency' | 'lowCost' | 'general') => {
    for (const r of list) {
      const clinic = toClinic(r, kind);
      if (!clinic || seen.has(clinic.id)) continue;
      seen.add(clinic.id);
      out.push(clinic);
    }
  };
  add(emergencyHospitalsData as Resource[], 'emergency');
  add(lowCostClinicsData as Resource[], 'lowCost');
  add(veterinaryClinicsData as Resource[], 'general');
  return out;
}

export const vetClinics: readonly VetClinic[] = build();

/** Vets inside the five boroughs, for "N NYC vets". */
export const nycVetCount: number = vetClinics.filter((c) => c.borough !== 'New Jersey').length;
