import { hasPage } from '../config/locales';
import type { Locale } from '../content/locales/types';
import { checkEntry } from '../content/pages/check-entry';
import type { checkPage } from '../content/pages/check';
import { checkerProblems, MAX_TAPS, MAX_TAPS_TO_GO_NOW, tapsToEveryPage } from '../core/checker';
import { RED_FLAGS } from './red-flags';
import { checkerFlags, checkerFlagsIn, flagWordsOf } from './checker-flags';
import { checkerIn, checkerSubpages, siteChecker } from './site-checker';

// Issue 36's acceptance: from /check every emergency red flag reaches "go now" in at most 5 taps and every
// outcome in at most 8. This walks every path of the site's checker over the triage's own red flags.
describe('the site checker', () => {
  const taps = tapsToEveryPage(siteChecker);

  it('reaches every red flag of the triage data, within the limits', () => {
    expect(checkerFlags.map((f) => f.id)).toEqual(RED_FLAGS.map((f) => f.id));
    expect(checkerProblems(siteChecker, checkerFlags)).toEqual([]);
  });

  it('reaches every emergency at "go now" within five taps and every page within eight', () => {
    const emergencies = checkerFlags.filter((f) => f.level === 'emergency');
    expect(emergencies.length).toBeGreaterThan(20);
    for (const flag of emergencies) {
      expect(taps.get(`/check/go-now/${flag.id}`), flag.id).toBeLessThanOrEqual(MAX_TAPS_TO_GO_NOW);
    }
    expect(Math.max(...taps.values())).toBeLessThanOrEqual(MAX_TAPS);
    expect(taps.size).toBe(siteChecker.pages.size);
  });

  it('shows each outcome the flag’s own label, steps and guide', () => {
    const page = siteChecker.pages.get('/check/go-now/poisoning');
    const flag = RED_FLAGS.find((f) => f.id === 'poisoning');
    expect(page?.kind === 'go-now' && page.flag).toMatchObject({
      label: flag?.label,
      steps: flag?.steps,
      guide: flag?.guide,
    });
  });
});

// Every language's checker (/es/check, and each language whose check.ts lands) is the same graph in other words:
// every page and every link the same, under its prefix, and every red flag it leads to has words in that language.
type Module = Record<string, unknown>;
const checks = import.meta.glob<Module>('../content/locales/*/check.ts', { eager: true });
const entries = import.meta.glob<Module>('../content/locales/*/check-entry.ts', { eager: true });
const flagWords = import.meta.glob<Module>('../content/locales/*/red-flags.ts', { eager: true });
const localesWithChecker = Object.keys(checks).map((file) => file.split('/').at(-2) as Locale);

describe.each(localesWithChecker)('the checker in %s', (locale) => {
  const copy = (checks[`../content/locales/${locale}/check.ts`] as { checkPage: typeof checkPage }).checkPage;
  const translated = checkerIn(locale, copy.steps);
  const base = `/${locale}/check`;
  const words = flagWordsOf(flagWords[`../content/locales/${locale}/red-flags.ts`] ?? {});

  it('has the English pages, under its prefix, with the same answers leading to the same places', () => {
    const english = [...siteChecker.pages.values()];
    const shape = (p: (typeof english)[number], prefix: string) => ({
      path: p.path.replace(prefix, ''),
      back: p.back?.replace(prefix, '') ?? null,
      links:
        p.kind === 'step' ? [...p.answers, ...(p.none ? [p.none] : [])].map((a) => a.path.replace(prefix, '')) : [],
      icons: p.kind === 'step' ? p.answers.map((a) => a.icon) : [],
      worseIf: p.kind === 'vet-24h' ? p.worseIf.map((f) => f.id) : [],
      guide: p.kind === 'home' ? p.guide.path : null,
    });
    expect([...translated.pages.values()].map((p) => shape(p, base))).toEqual(english.map((p) => shape(p, '/check')));
    expect(checkerProblems(translated, checkerFlags)).toEqual([]);
    // The prerender list: every page but the start, in every language that has the checker.
    if (hasPage(locale, 'check')) expect(checkerSubpages(locale).length).toBe(translated.pages.size - 1);
  });

  it('is written in the language, not copied, with the ways into it', () => {
    const text = (c: typeof siteChecker) =>
      [...c.pages.values()].flatMap((p) => (p.kind === 'step' ? [p.question, ...p.answers.map((a) => a.text)] : []));
    const english = new Set(text(siteChecker));
    expect(text(translated).filter((w) => english.has(w))).toEqual([]);
    const entry = (entries[`../content/locales/${locale}/check-entry.ts`] as { checkEntry?: typeof checkEntry })
      ?.checkEntry;
    expect(entry?.label, `src/content/locales/${locale}/check-entry.ts`).toBeTruthy();
    expect(entry?.label).not.toBe(checkEntry.label);
  });

  it('reads the red flags’ words from its red-flags.ts, in its own words', () => {
    const shown = new Set(
      [...translated.pages.values()].flatMap((p) =>
        p.kind === 'go-now' || p.kind === 'vet-24h' ? [p.flag.id, ...p.worseIf.map((f) => f.id)] : [],
      ),
    );
    // The module's one export is what the checker reads (flagWordsOf).
    expect(Object.keys(flagWords[`../content/locales/${locale}/red-flags.ts`] ?? {})).toHaveLength(1);
    const inLanguage = checkerFlagsIn(words);
    for (const flag of inLanguage.filter((f) => shown.has(f.id) && words[f.id])) {
      expect(flag.label).not.toBe(checkerFlags.find((f) => f.id === flag.id)?.label);
    }
  });
});

// A red flag without words in a language shows no steps on its outcome and names its guide by the guide page's
// title in the language (checker-outcomes.tsx): each is a skipped test named after it, so the gap shows in every run.
const urgentGaps = localesWithChecker.flatMap((locale) => {
  const words = flagWordsOf(flagWords[`../content/locales/${locale}/red-flags.ts`] ?? {});
  return checkerFlags.map((f) => ({ locale, id: f.id, has: Boolean(words[f.id]?.label && words[f.id]?.guide) }));
});
describe('red flags in each language’s words', () => {
  for (const { locale, id, has } of urgentGaps) {
    it.skipIf(!has)(`${locale}/red-flags.ts has ${id}${has ? '' : ' (MISSING: not yet written)'}`, () => {
      expect(has).toBe(true);
    });
  }
});

it('finds the Spanish checker among the languages that have one', () => {
  expect(localesWithChecker).toContain('es');
  expect(hasPage('es', 'check')).toBe(true);
  expect(checkerSubpages('en')).toEqual([...siteChecker.pages.keys()].filter((path) => path !== '/check'));
});
