import { guideLink, queryLink, tabLink } from './guide-link';
import { routeList } from './routes';

describe('guide links', () => {
  it.each([
    [guideLink('firstAid', 'topic-heat-stroke'), '/first-aid#topic-heat-stroke'],
    [guideLink('breathing'), '/breathing'],
    [guideLink('spayNeuter', 'after-surgery'), '/spay-neuter#after-surgery'],
    [tabLink('grooming', 'tools'), '/grooming?tab=tools'],
    [queryLink('vets', { location: 'bronx', q: 'cheap' }), '/vets?location=bronx&q=cheap'],
  ])('builds %s', (link, expected) => {
    expect(link).toBe(expected);
  });

  it('refuses, at compile time, an anchor or tab the registry does not declare', () => {
    // @ts-expect-error: no such anchor on /first-aid
    expect(guideLink('firstAid', 'topic-heatstroke')).toBe('/first-aid#topic-heatstroke');
    // @ts-expect-error: /about declares no tabs
    expect(tabLink('about', 'x')).toBe('/about?tab=x');
  });

  it('declares each anchor and tab once per route', () => {
    for (const route of routeList) {
      for (const list of [route.anchors ?? [], route.tabs ?? []])
        expect(new Set(list).size, route.id).toBe(list.length);
    }
  });
});
