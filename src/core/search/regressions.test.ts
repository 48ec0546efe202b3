import regressions from '../../../eval/search/regressions.json' with { type: 'json' };
import { createSiteSearch } from '../../composition/site-search.ts';
import { guideIndex } from '../../content/guide-index/entries.ts';

/** One row of eval/search/regressions.json: a query and what the site search must show for it. */
interface Regression {
  q: string;
  why: string;
  first?: string;
  top2?: string;
  top3?: string;
  emergencyFirst?: boolean;
  emergenciesLead?: boolean;
  noEmergency?: boolean;
  knownFailure?: string;
}

const rows: Regression[] = regressions.rows;

// On the site's search (its index, lexicon and entry reader), so a change to an entry's words or a retrained
// reader that breaks a row fails here.
describe('phrase-level regressions (eval/search/regressions.json)', () => {
  const engine = createSiteSearch();

  it('has something to check in every row, and names only entries of the guide index', () => {
    const empty = rows.filter(
      (r) => !r.first && !r.top2 && !r.top3 && !r.emergencyFirst && !r.emergenciesLead && !r.noEmergency,
    );
    expect(empty.map((r) => r.q)).toEqual([]);
    const ids = new Set(guideIndex.map((e) => e.id));
    const named = rows.flatMap((r) => [r.first, r.top2, r.top3]).filter((id) => id !== undefined);
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  const check = (row: Regression) => {
    const results = engine.search(row.q);
    const ids = results.map((r) => r.id);
    const emergency = results.map((r) => r.urgency === 'emergency');
    if (row.first) expect(ids[0]).toBe(row.first);
    if (row.top2) expect(ids.slice(0, 2)).toContain(row.top2);
    if (row.top3) expect(ids.slice(0, 3)).toContain(row.top3);
    if (row.emergencyFirst) expect(emergency[0]).toBe(true);
    if (row.emergenciesLead) expect(emergency).toEqual([...emergency].sort((a, b) => Number(b) - Number(a)));
    if (row.noEmergency) expect(emergency.filter(Boolean)).toEqual([]);
  };

  it.each(rows.filter((r) => r.knownFailure === undefined))('$why: "$q"', check);
  // A regression known and not yet fixed: the row must still fail, so a fix turns this red and the row's
  // `knownFailure` is removed with it.
  it.fails.each(rows.filter((r) => r.knownFailure !== undefined))('KNOWN REGRESSION, $knownFailure: "$q"', check);
});
