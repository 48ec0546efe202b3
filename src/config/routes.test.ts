import { routeDescriptions } from './route-head';
import {
  aliasRedirects,
  breadcrumbTrail,
  navRoutes,
  navSectionFor,
  normalizePath,
  routeForPath,
  routeList,
  routes,
} from './routes';

describe('route registry', () => {
  it('holds every route of the spec route table and the community-cats guide, each path once', () => {
    const paths = routeList.map((r) => r.path).sort();
    expect(paths).toEqual(
      [
        '/',
        '/search',
        '/emergency',
        '/check',
        '/find-help',
        '/daily-care',
        '/spay-neuter',
        '/surrender',
        '/working-with-rescues',
        '/behavioral-wellness',
        '/vets',
        '/rehoming',
        '/breathing',
        '/first-aid',
        '/feeding',
        '/grooming',
        '/preventive-health',
        '/financial-assistance',
        '/community-cats',
        '/feedback',
        '/terms',
        '/privacy',
        '/about',
      ].sort(),
    );
  });

  it('has the primary tabs in the spec order', () => {
    expect(navRoutes.map((r) => r.nav?.label)).toEqual([
      'Home',
      'Emergency',
      'Find Help',
      'Daily Care',
      'Spay/Neuter',
      'Surrender',
    ]);
  });

  it('gives the three hubs their loading messages', () => {
    expect(routes.emergency.loadingMessage).toBe('Loading Emergency Information...');
    expect(routes.findHelp.loadingMessage).toBe('Loading Help Resources...');
    expect(routes.dailyCare.loadingMessage).toBe('Loading Daily Care Information...');
  });

  it.each([
    ['emergency', 'Emergency Care'],
    ['findHelp', 'Find Help'],
    ['dailyCare', 'Daily Care'],
    ['spayNeuter', 'Spay/Neuter'],
    ['surrender', 'Surrender'],
    ['workingWithRescues', 'Working with Rescues'],
    ['behavioralWellness', 'Behavioral Wellness'],
    ['vets', 'Veterinarians'],
    ['rehoming', 'Rehoming'],
    ['firstAid', 'First Aid'],
    ['feeding', 'Feeding Guide'],
    ['grooming', 'Grooming Care'],
    ['preventiveHealth', 'Preventive Health'],
    ['financialAssistance', 'Financial Assistance'],
    ['feedback', 'Feedback'],
    ['terms', 'Terms of Use'],
    ['privacy', 'Privacy Policy'],
    ['about', 'About'],
  ] as const)('labels %s as "%s" in breadcrumbs', (id, label) => {
    expect(routes[id].breadcrumb).toBe(label);
  });

  it('redirects each nested form of the spec to its flat route', () => {
    expect(Object.fromEntries(aliasRedirects.map((a) => [a.from, a.to]))).toEqual({
      '/emergency/first-aid': '/first-aid',
      '/find-help/vets': '/vets',
      '/find-help/financial-assistance': '/financial-assistance',
      '/find-help/rehoming': '/rehoming',
      '/daily-care/feeding': '/feeding',
      '/daily-care/grooming': '/grooming',
      '/daily-care/preventive-health': '/preventive-health',
    });
  });

  it('builds the trail through the parent the nested form names', () => {
    expect(breadcrumbTrail(routes.vets).map((r) => r.breadcrumb)).toEqual(['Home', 'Find Help', 'Veterinarians']);
    expect(breadcrumbTrail(routes.terms).map((r) => r.breadcrumb)).toEqual(['Home', 'Terms of Use']);
    expect(breadcrumbTrail(routes.home).map((r) => r.breadcrumb)).toEqual(['Home']);
  });

  it('puts a page under the nav tab of its section', () => {
    expect(navSectionFor(routes.firstAid)).toBe('emergency');
    expect(navSectionFor(routes.grooming)).toBe('dailyCare');
    expect(navSectionFor(routes.spayNeuter)).toBe('spayNeuter');
    expect(navSectionFor(routes.communityCats)).toBe('findHelp');
    expect(navSectionFor(routes.terms)).toBeUndefined();
  });

  it('matches paths with or without a trailing slash, and nothing else', () => {
    expect(normalizePath('/vets/')).toBe('/vets');
    expect(normalizePath('/')).toBe('/');
    expect(routeForPath('/vets/')?.id).toBe('vets');
    expect(routeForPath('/nope')).toBeUndefined();
    // A nested route answers the paths under its own, and only those.
    expect(routeForPath('/check/go-now/breathing')?.id).toBe('check');
    expect(routeForPath('/check/')?.id).toBe('check');
    expect(routeForPath('/checker')).toBeUndefined();
    expect(routeForPath('/vets/bronx')).toBeUndefined();
  });

  it('gives every route a title and a description of useful length', () => {
    for (const r of routeList) {
      expect(r.title.length, r.id).toBeGreaterThan(4);
      expect(routeDescriptions[r.id].length, r.id).toBeGreaterThanOrEqual(50);
      expect(routeDescriptions[r.id].length, r.id).toBeLessThanOrEqual(170);
    }
  });
});
