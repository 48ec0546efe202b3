import { checkEntry as spanishEntry } from '../content/locales/es/check-entry';
import { checkPage as spanish } from '../content/locales/es/check';
import { checkEntry } from '../content/pages/check-entry';
import { buildChecker, checkerProblems, MAX_TAPS, MAX_TAPS_TO_GO_NOW, tapsToEveryPage } from '../core/checker';
import { RED_FLAGS } from './red-flags';
import { checkerFlags } from './checker-flags';
import { siteChecker } from './site-checker';

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

// The Spanish checker (/es/check) is the same graph in other words: every page and every link the same, under /es.
describe('the Spanish checker', () => {
  const es = buildChecker('/es/check', spanish.steps, checkerFlags);

  it('has the English pages, under /es, with the same answers leading to the same places', () => {
    const english = [...siteChecker.pages.values()];
    const spanishPages = [...es.pages.values()];
    const shape = (p: (typeof english)[number], base: string) => ({
      path: p.path.replace(base, ''),
      back: p.back?.replace(base, '') ?? null,
      links: p.kind === 'step' ? [...p.answers, ...(p.none ? [p.none] : [])].map((a) => a.path.replace(base, '')) : [],
      icons: p.kind === 'step' ? p.answers.map((a) => a.icon) : [],
      worseIf: p.kind === 'vet-24h' ? p.worseIf.map((f) => f.id) : [],
      guide: p.kind === 'home' ? p.guide.path : null,
    });
    expect(spanishPages.map((p) => shape(p, '/es/check'))).toEqual(english.map((p) => shape(p, '/check')));
    expect(checkerProblems(es, checkerFlags)).toEqual([]);
  });

  it('is written in Spanish, not copied', () => {
    const words = (c: typeof siteChecker) =>
      [...c.pages.values()].flatMap((p) => (p.kind === 'step' ? [p.question, ...p.answers.map((a) => a.text)] : []));
    const english = new Set(words(siteChecker));
    expect(words(es).filter((w) => english.has(w))).toEqual([]);
    expect(spanishEntry.label).not.toBe(checkEntry.label);
    expect(spanish.progress).toBe('Pregunta {n} de {total}');
  });
});
