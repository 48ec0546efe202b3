import { testResource } from '@/test/resource';
import { pendingProposals, rulesInForce, selectShopCatRules } from './regulations';

const records = [
  testResource({
    id: 'health-code',
    services: ['No live animals'],
    lastConfirmed: '2025-11-03',
    sources: [{ url: 'https://example.org/code', kind: 'official', date: null }],
  }),
  testResource({ id: 'rabies-law', lastConfirmed: null }),
  testResource({ id: 'bill', stage: 'In committee', lastConfirmed: '2024' }),
  testResource({ id: 'bill-without-status' }),
];

describe('selectShopCatRules', () => {
  it('keeps the order it is given and shows dates as people write them', () => {
    const { inForce, pending } = selectShopCatRules(records, {
      inForce: ['rabies-law', 'health-code'],
      pending: ['bill'],
    });
    expect(inForce.map((r) => [r.id, r.lastConfirmed])).toEqual([
      ['rabies-law', null],
      ['health-code', 'November 2025'],
    ]);
    expect(inForce[1]?.points).toEqual(['No live animals']);
    expect(pending.map((r) => [r.status, r.lastConfirmed])).toEqual([['In committee', '2024']]);
  });

  it('fails on a rule the data lacks instead of leaving it out', () => {
    expect(() => selectShopCatRules(records, { inForce: ['repealed-rule'], pending: [] })).toThrow(/repealed-rule/);
  });

  it('fails on a pending bill with no recorded status', () => {
    expect(() => selectShopCatRules(records, { inForce: [], pending: ['bill-without-status'] })).toThrow(
      /bill-without-status/,
    );
  });
});

describe("the site's rules", () => {
  it('cite at least one source each', () => {
    for (const rule of [...rulesInForce, ...pendingProposals]) expect(rule.sources.length, rule.id).toBeGreaterThan(0);
  });

  it('are the city health code, the state food store rules and the rabies law, then two bills', () => {
    expect(rulesInForce.map((r) => r.name).join('\n')).toMatch(/Health Code[\s\S]*Agriculture & Markets[\s\S]*rabies/);
    expect(pendingProposals).toHaveLength(2);
  });
});
