import { nycVetCount, vetClinics } from './vets';

describe('vet directory data', () => {
  it('lists only the spec boroughs, each clinic once', () => {
    expect(vetClinics.length).toBeGreaterThan(0);
    expect(new Set(vetClinics.map((c) => c.id)).size).toBe(vetClinics.length);
    for (const c of vetClinics) expect(['Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'Staten Island', 'New Jersey']).toContain(c.borough);
  });

  it('builds the count the site shows from the list, and the build-time constant agrees', () => {
    expect(nycVetCount).toBe(vetClinics.filter((c) => c.borough !== 'New Jersey').length);
    expect(__NYC_VET_COUNT__).toBe(nycVetCount);
  });
});
