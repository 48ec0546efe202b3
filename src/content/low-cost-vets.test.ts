import { testResource as resource } from '../test/resource';
import { lowCostGroups } from './low-cost-vets';

describe('lowCostGroups', () => {
  it('groups the clinics by borough, every borough once, leaving off a clinic in doubt and citywide programmes', () => {
    const groups = lowCostGroups([
      resource({ id: 'a', borough: 'Bronx' }),
      resource({ id: 'b', borough: 'Bronx', status: 'unknown' }),
      resource({ id: 'c', borough: 'Citywide' }),
      resource({ id: 'd', borough: 'Queens' }),
    ]);
    expect(groups.map((g) => [g.borough, g.clinics.map((c) => c.id)])).toEqual([
      ['Manhattan', []],
      ['Brooklyn', []],
      ['Queens', ['d']],
      ['Bronx', ['a']],
      ['Staten Island', []],
    ]);
  });

  it('lists some of the site’s own clinics', () => {
    expect(lowCostGroups().some((g) => g.clinics.length > 0)).toBe(true);
  });
});
