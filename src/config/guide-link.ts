// Links to a guide page or one of its sections, checked by the compiler against the route registry (routes.ts): a
// route's `anchors` are its registered section ids, so a renamed or mistyped anchor fails typecheck instead of a
// link-checker run. Deno-safe (the chat function's red-flag guides use it): relative imports only.
import { routes, type RouteId } from './routes.ts';

type AnchorsOf<R> = R extends { readonly anchors: readonly (infer A extends string)[] } ? A : never;

/** The section ids a route registers: `RouteAnchor<'firstAid'>` is 'kit' | 'always-emergency' | …. */
export type RouteAnchor<R extends RouteId> = AnchorsOf<(typeof routes)[R]>;

/** `guideLink('firstAid', 'topic-heat-stroke')` is '/first-aid#topic-heat-stroke'; `guideLink('firstAid')` the page. */
export function guideLink<R extends RouteId>(route: R, anchor?: RouteAnchor<R>): string {
  const { path } = routes[route];
  return anchor === undefined ? path : `${path}#${anchor}`;
}
