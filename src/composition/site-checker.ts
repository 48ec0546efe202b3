// The site's "Is it an emergency?" checker: the checker's questions (src/content/pages/check.ts) over the red
// flags (checker-flags.ts), built once into the pages every URL under /check shows (docs/checker.md).
import { routes, type RouteMeta } from '../config/routes.ts';
import { checkPage } from '../content/pages/check.ts';
import { buildChecker } from '../core/checker.ts';
import { checkerFlags } from './checker-flags.ts';

export const CHECKER_PATH = routes.check.path;

export const siteChecker = buildChecker(CHECKER_PATH, checkPage.steps, checkerFlags);

/** Every page of the checker but its start, which the route registry lists: the prerender list adds them. */
export const nestedPages: readonly { locale: 'en'; route: RouteMeta; path: string }[] = [...siteChecker.pages.keys()]
  .filter((path) => path !== CHECKER_PATH)
  .map((path) => ({ locale: 'en', route: routes.check, path }));
