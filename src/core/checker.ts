// The "Is it an emergency?" checker (docs/checker.md) as a graph of prerendered pages, built from the red flags
// the assistant's triage uses and the checker's own wording. Every answer is a link to another page of the graph:
// a question, or one of three outcomes (go now, a vet within 24 hours, care at home). Pure: the composition
// module (src/composition/site-checker.ts) hands it the flags and the copy.

type CheckerOutcomeKind = 'go-now' | 'vet-24h' | 'home';

/** What the checker needs of a red flag: the triage's own id, level, label, steps and guide link. */
export interface CheckerFlag {
  id: string;
  level: 'emergency' | 'urgent';
  label: string;
  steps: readonly string[];
  guide: CheckerGuide;
}

/** An answer on a question screen: a red flag (its level picks the outcome) or a care-at-home topic. */
export type CheckerOptionCopy = { readonly text: string; readonly icon?: string } & (
  | { readonly flag: string; readonly worseIf?: readonly string[] }
  | { readonly topic: string; readonly guide: CheckerGuide }
);

interface CheckerGuide {
  readonly title: string;
  readonly path: string;
}

export interface CheckerStepCopy {
  /** The step's URL segment; the first step is the checker's own path. */
  readonly id: string;
  readonly question: string;
  readonly hint?: string;
  readonly options: readonly CheckerOptionCopy[];
  /** The "none of these" answer, leading to the next step; the last step has none. */
  readonly none?: string;
}

interface CheckerAnswer {
  text: string;
  icon?: string;
  path: string;
}

export interface CheckerStep {
  kind: 'step';
  id: string;
  path: string;
  /** 1-based position, for "Question 2 of 7". */
  number: number;
  question: string;
  hint?: string;
  answers: CheckerAnswer[];
  none: CheckerAnswer | null;
  /** The previous step's path; null on the first. */
  back: string | null;
}

interface OutcomeBase {
  /** The red flag's id, or the care-at-home topic's. */
  id: string;
  path: string;
  /** The question that leads here. */
  back: string;
  /** The answer's own words, as the person tapped it. */
  answer: string;
}

/** Go now, or a vet within 24 hours: the red flag's own words, and the emergencies an urgent sign can turn into. */
export interface CheckerFlagOutcome extends OutcomeBase {
  kind: 'go-now' | 'vet-24h';
  flag: CheckerFlag;
  worseIf: CheckerFlag[];
}

/** Care at home: the guide for the topic the person chose. */
export interface CheckerHomeOutcome extends OutcomeBase {
  kind: 'home';
  guide: CheckerGuide;
}

type CheckerOutcome = CheckerFlagOutcome | CheckerHomeOutcome;

export type CheckerPage = CheckerStep | CheckerOutcome;

interface Checker {
  start: string;
  pages: ReadonlyMap<string, CheckerPage>;
}

const OUTCOME_OF_LEVEL: Record<CheckerFlag['level'], CheckerFlagOutcome['kind']> = {
  emergency: 'go-now',
  urgent: 'vet-24h',
};

/** The path of an outcome page: `/check/go-now/breathing`. */
export const outcomePath = (base: string, kind: CheckerOutcomeKind, id: string): string => `${base}/${kind}/${id}`;

/**
 * Builds the checker's pages under `base` (`/check`). Throws when the copy names a flag the data doesn't have or
 * names one twice: a broken or ambiguous link must fail the build, not reach a person.
 */
export function buildChecker(base: string, steps: readonly CheckerStepCopy[], flags: readonly CheckerFlag[]): Checker {
  const byId = new Map(flags.map((f) => [f.id, f]));
  const flagOf = (id: string): CheckerFlag => {
    const flag = byId.get(id);
    if (!flag) throw new Error(`The checker names a red flag the triage data lacks: ${id}`);
    return flag;
  };
  const pages = new Map<string, CheckerPage>();
  const add = (page: CheckerPage) => {
    if (pages.has(page.path)) throw new Error(`The checker leads to ${page.path} twice`);
    pages.set(page.path, page);
  };
  const stepPath = (i: number) => (i === 0 ? base : `${base}/${(steps[i] as CheckerStepCopy).id}`);

  steps.forEach((copy, i) => {
    const path = stepPath(i);
    const answers = copy.options.map((option): CheckerAnswer => {
      let outcome: CheckerOutcome;
      if ('flag' in option) {
        const flag = flagOf(option.flag);
        const worseIf = (option.worseIf ?? []).map(flagOf);
        if (worseIf.some((f) => f.level !== 'emergency')) throw new Error(`${flag.id}: worseIf names a non-emergency`);
        const kind = OUTCOME_OF_LEVEL[flag.level];
        outcome = {
          kind,
          id: flag.id,
          path: outcomePath(base, kind, flag.id),
          back: path,
          answer: option.text,
          flag,
          worseIf,
        };
      } else {
        outcome = {
          kind: 'home',
          id: option.topic,
          path: outcomePath(base, 'home', option.topic),
          back: path,
          answer: option.text,
          guide: option.guide,
        };
      }
      add(outcome);
      return { text: option.text, icon: option.icon, path: outcome.path };
    });
    const last = i === steps.length - 1;
    if (!last && !copy.none) throw new Error(`Checker step ${copy.id} has no "none of these" answer`);
    add({
      kind: 'step',
      id: copy.id,
      path,
      number: i + 1,
      question: copy.question,
      hint: copy.hint,
      answers,
      none: !last && copy.none ? { text: copy.none, path: stepPath(i + 1) } : null,
      back: i === 0 ? null : stepPath(i - 1),
    });
  });
  return { start: base, pages };
}

/** The fewest taps from the start to every page (the start is 0). */
export function tapsToEveryPage(checker: Checker): Map<string, number> {
  const taps = new Map<string, number>([[checker.start, 0]]);
  const queue = [checker.start];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    const page = checker.pages.get(path);
    if (!page || page.kind !== 'step') continue;
    for (const next of [...page.answers, ...(page.none ? [page.none] : [])]) {
      if (taps.has(next.path)) continue;
      taps.set(next.path, (taps.get(path) as number) + 1);
      queue.push(next.path);
    }
  }
  return taps;
}

/** Issue 36's limits: every emergency flag reaches "go now" in this many taps, every page in `MAX_TAPS`. */
export const MAX_TAPS_TO_GO_NOW = 5;
export const MAX_TAPS = 8;

/**
 * What is wrong with a checker, in words (an empty list when nothing is): a red flag with no outcome page, an
 * emergency that takes more than MAX_TAPS_TO_GO_NOW taps, a page beyond MAX_TAPS or not reachable at all, a link
 * to a page that doesn't exist.
 */
export function checkerProblems(checker: Checker, flags: readonly CheckerFlag[]): string[] {
  const taps = tapsToEveryPage(checker);
  const problems: string[] = [];
  for (const flag of flags) {
    const path = outcomePath(checker.start, OUTCOME_OF_LEVEL[flag.level], flag.id);
    const n = taps.get(path);
    if (n === undefined) problems.push(`${flag.level} red flag ${flag.id} has no path to ${path}`);
    else if (flag.level === 'emergency' && n > MAX_TAPS_TO_GO_NOW)
      problems.push(`${flag.id} takes ${n} taps to reach "go now"`);
  }
  for (const [path, page] of checker.pages) {
    const n = taps.get(path);
    if (n === undefined) problems.push(`${path} cannot be reached from ${checker.start}`);
    else if (n > MAX_TAPS) problems.push(`${path} takes ${n} taps`);
    if (page.kind === 'step') {
      for (const answer of [...page.answers, ...(page.none ? [page.none] : [])]) {
        if (!checker.pages.has(answer.path)) problems.push(`${path} links to a missing page ${answer.path}`);
      }
    }
  }
  return problems;
}

/** Walks recorded taps (each the id its answer leads to, or "none") from the start; returns the page they end on. */
export function walkTaps(checker: Checker, taps: readonly string[]): CheckerPage {
  let page = checker.pages.get(checker.start) as CheckerPage;
  for (const tap of taps) {
    if (page.kind !== 'step') throw new Error(`Tap "${tap}" after the checker already ended at ${page.path}`);
    const next = tap === 'none' ? page.none : page.answers.find((a) => a.path.endsWith(`/${tap}`));
    if (!next) throw new Error(`No answer "${tap}" on ${page.path}`);
    page = checker.pages.get(next.path) as CheckerPage;
  }
  return page;
}
