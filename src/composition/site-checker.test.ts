import { RED_FLAGS } from '../core/triage/flags';
import { checkerProblems, MAX_TAPS, MAX_TAPS_TO_GO_NOW, tapsToEveryPage } from '../core/checker';
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
