import regressions from '../../../eval/triage/regressions.json' with { type: 'json' };
import { siteTriage } from '../../composition/site-assistant.ts';

/** One row of eval/triage/regressions.json: a message and what triage must decide for it. */
interface Regression {
  text: string;
  why: string;
  urgency?: string;
  notUrgency?: string;
  flags?: string[];
  notFlags?: string[];
  exactFlags?: string[];
}

const rows: Regression[] = regressions.rows;

describe('phrase-level regressions (eval/triage/regressions.json)', () => {
  it('has something to check in every row', () => {
    const empty = rows.filter(
      (r) => !r.urgency && !r.notUrgency && !r.flags?.length && !r.notFlags?.length && r.exactFlags === undefined,
    );
    expect(empty.map((r) => r.text)).toEqual([]);
  });

  it.each(rows)('$why: $text', (row) => {
    const result = siteTriage(row.text);
    const ids = result.matches.map((m) => m.id);
    if (row.urgency) expect(result.urgency).toBe(row.urgency);
    if (row.notUrgency) expect(result.urgency).not.toBe(row.notUrgency);
    for (const id of row.flags ?? []) expect(ids).toContain(id);
    for (const id of row.notFlags ?? []) expect(ids).not.toContain(id);
    if (row.exactFlags) expect(ids).toEqual(row.exactFlags);
  });
});
