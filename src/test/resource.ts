import type { Resource } from '@/content/resources';

/** A Resource with every optional fact empty, so a test sets only the fields it is about. */
export function testResource(overrides: Partial<Resource> & Pick<Resource, 'id'>): Resource {
  return {
    category: 'veterinaryClinics',
    name: overrides.id,
    borough: null,
    neighborhood: null,
    address: null,
    phone: null,
    email: null,
    textLine: null,
    website: null,
    hours: null,
    is24h: null,
    services: [],
    costNotes: null,
    eligibility: null,
    lat: null,
    lng: null,
    locationPrecision: null,
    status: null,
    stage: null,
    unverifiedFields: [],
    staleFields: [],
    conflicts: [],
    verification: {},
    sources: [],
    lastConfirmed: null,
    research: { notes: null, original: {} },
    ...overrides,
  };
}
