// The neighbourhoods (and short forms) people type for each borough, typed once: the search lexicon makes each
// borough a synonym group of them, and the guide index's "Low-Cost Vets in …" entries match them. Deno imports
// this file through both: no imports, plain data.

export const boroughPlaces = {
  Manhattan: [
    'harlem',
    'midtown',
    'uptown',
    'downtown',
    'upper east side',
    'upper west side',
    'lower east side',
    'washington heights',
    'inwood',
    'chelsea',
    'east village',
  ],
  Brooklyn: [
    'bklyn',
    'flatbush',
    'bushwick',
    'williamsburg',
    'bed stuy',
    'east new york',
    'sunset park',
    'crown heights',
    'park slope',
    'bay ridge',
  ],
  Queens: [
    'astoria',
    'long island city',
    'lic',
    'jamaica',
    'flushing',
    'jackson heights',
    'corona',
    'elmhurst',
    'ridgewood',
  ],
  Bronx: ['the bronx', 'bx', 'south bronx', 'fordham', 'mott haven', 'hunts point', 'el bronx'],
  'Staten Island': [],
} as const satisfies Record<string, readonly string[]>;
