import { pendingProposals, regulations, rulesInForce } from './regulations';

describe('shop-cat rules', () => {
  it('takes every rule from the sourced data, with at least one source each', () => {
    for (const rule of [...rulesInForce, ...pendingProposals]) {
      const record = regulations.find((r) => r.id === rule.id);
      expect(record?.name).toBe(rule.name);
      expect(rule.sources.length).toBeGreaterThan(0);
    }
  });

  it('keeps the city health code, the state food store rules and the rabies law in force', () => {
    expect(rulesInForce.map((r) => r.name).join('\n')).toMatch(/Health Code[\s\S]*Agriculture & Markets[\s\S]*rabies/);
  });

  it('shows pending bills with the status the data records', () => {
    expect(pendingProposals.length).toBeGreaterThan(0);
    for (const bill of pendingProposals) expect(bill.status).toBe(regulations.find((r) => r.id === bill.id)?.stage);
  });

  it('formats the last-confirmed date for people, not as an ISO string', () => {
    const bill = pendingProposals.find((b) => b.id.startsWith('nyc-council-int-no-1471'));
    expect(bill?.lastConfirmed).toBe('November 2025');
  });
});
