import { routeAnchors, routeForPath } from '@/config/routes';
import { RED_FLAGS } from '@/composition/red-flags';

// The core can't import the route registry (it runs in Deno), so this proves its guide links are real pages.
describe('triage guide links', () => {
  it.each(RED_FLAGS.map((r) => [r.id, r.guide.path]))('%s links %s, a real page or anchor', (_id, path) => {
    const [pathname = '', anchor] = path.split('#');
    expect(routeForPath(pathname)).toBeDefined();
    if (anchor) expect(routeAnchors.some((a) => a.route.path === pathname && a.anchor === anchor)).toBe(true);
  });
});
