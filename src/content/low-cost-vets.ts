import lowCostClinicsData from './data/low-cost-clinics.json' with { type: 'json' };
import { NYC_BOROUGHS, type NycBorough } from './geo.ts';
import type { Resource } from './resource-schema.ts';

// The low-cost clinics by borough, for the checker's "see a vet within 24 hours" page (docs/checker.md). From the
// sourced list only (docs/data-rules.md): a clinic whose status is in doubt is left off, and a programme that
// serves the whole city ("Citywide") is no borough's.

export interface LowCostGroup {
  borough: NycBorough;
  clinics: readonly Resource[];
}

export function lowCostGroups(clinics: readonly Resource[] = lowCostClinicsData as Resource[]): LowCostGroup[] {
  return NYC_BOROUGHS.map((borough) => ({
    borough,
    clinics: clinics.filter((r) => r.borough === borough && r.status === null),
  }));
}
