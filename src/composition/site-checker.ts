// The site's "Is it an emergency?" checker: the checker's questions (src/content/pages/check.ts) over the red
// flags (checker-flags.ts), built once into the pages every URL under /check shows (docs/checker.md).
import { checkPage } from '../content/pages/check.ts';
import { buildChecker } from '../core/checker.ts';
import { checkerFlags } from './checker-flags.ts';

export const CHECKER_PATH = '/check';

export const siteChecker = buildChecker(CHECKER_PATH, checkPage.steps, checkerFlags);

/** Every page of the checker but its start, which the route registry lists: the prerender list adds them. */
export const checkerSubpaths: readonly string[] = [...siteChecker.pages.keys()].filter((p) => p !== CHECKER_PATH);
