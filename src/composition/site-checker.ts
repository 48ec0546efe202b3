// The site's "Is it an emergency?" checker: the checker's questions (src/content/pages/check.ts) over the red
// flags (checker-flags.ts), built once into the pages every URL under /check shows (docs/checker.md), and the
// same graph under /<locale>/check in every language that has the checker's modules (src/config/locales.ts).
import { hasPage, localePath } from '../config/locales.ts';
import { routes, type RouteMeta } from '../config/routes.ts';
import { LOCALES, type Locale } from '../content/locales/types.ts';
import { checkPage } from '../content/pages/check.ts';
import { buildChecker, type CheckerStepCopy } from '../core/checker.ts';
import { checkerFlags } from './checker-flags.ts';

export const CHECKER_PATH = routes.check.path;

export const siteChecker = buildChecker(CHECKER_PATH, checkPage.steps, checkerFlags);

/**
 * The checker in a language: its questions (the language's check.ts) under /<locale>/check. The parity test keeps
 * its ids, flags and icons the English ones, so its pages are the English pages under the language's prefix; the
 * outcome pages put the red flags in the language's words as they render (checkerFlagsIn).
 */
export function checkerIn(locale: Locale, steps: readonly CheckerStepCopy[]): typeof siteChecker {
  return locale === 'en' ? siteChecker : buildChecker(localePath(locale, CHECKER_PATH), steps, checkerFlags);
}

const subpaths = [...siteChecker.pages.keys()].filter((path) => path !== CHECKER_PATH);

/** The checker's pages under its start (/es/check/go-now/breathing…), in a language that has the checker. */
export function checkerSubpages(locale: Locale): string[] {
  return hasPage(locale, 'check') ? subpaths.map((path) => localePath(locale, path)) : [];
}

/** Every page of the checker but its start, which the route registry lists, in every language: the prerender list adds them. */
export const nestedPages: readonly { locale: Locale; route: RouteMeta; path: string }[] = LOCALES.flatMap((locale) =>
  checkerSubpages(locale).map((path) => ({ locale, route: routes.check, path })),
);
