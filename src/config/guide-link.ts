import { routes, type RouteId } from './routes.ts';

// Internal links the compiler checks: a section or tab of a page is named by the registry's route id and one of
// the anchors or tabs that route declares (routes.ts), so renaming or dropping an anchor there fails `tsc` at
// every link to it. The Edge Function imports the guide index, which builds its links here: relative .ts
// imports only.

type Registry = typeof routes;

/** The section ids route R declares (`anchors`); never for a route that declares none. */
export type RouteAnchor<R extends RouteId = RouteId> = {
  [K in R]: Registry[K] extends { anchors: readonly (infer A extends string)[] } ? A : never;
}[R];

/** The tabs (?tab=) route R declares (`tabs`). */
export type RouteTab<R extends RouteId = RouteId> = {
  [K in R]: Registry[K] extends { tabs: readonly (infer T extends string)[] } ? T : never;
}[R];

/** '/first-aid#topic-heat-stroke' from ('firstAid', 'topic-heat-stroke'); the page itself without an anchor. */
export function guideLink<R extends RouteId>(route: R, anchor?: RouteAnchor<R>): string {
  const { path } = routes[route];
  return anchor ? `${path}#${anchor}` : path;
}

/** '/grooming?tab=tools' from ('grooming', 'tools'). */
export function tabLink<R extends RouteId>(route: R, tab: RouteTab<R>): string {
  return queryLink(route, { tab });
}

/** A page with a query that sets its filter or tab: '/vets?location=bronx&q=cheap'. */
export function queryLink(route: RouteId, query: Readonly<Record<string, string>>): string {
  return `${routes[route].path}?${new URLSearchParams(query).toString()}`;
}
