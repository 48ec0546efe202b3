import regulations from './data/regulations.json' with { type: 'json' };
import sheltersData from './data/shelters.json' with { type: 'json' };
import { phoneDisplay } from './resources';
import type { Resource } from './resource-schema';
import { accCareCenters, accGeneralLine, cityHelpLines, otherShelters } from './shelters';

describe('cityHelpLines', () => {
  it('are both in the city procedure record, at a level that allows tap-to-call', () => {
    const record = (regulations as Resource[]).find((r) => r.id === cityHelpLines.sourceId);
    expect(record?.phone).toContain(cityHelpLines.nonEmergency);
    expect(record?.phone).toContain(cityHelpLines.emergency);
    expect(record && phoneDisplay(record)).toBe('call');
  });
});

describe('surrender shelters', () => {
  it('offer the ACC general line as tap-to-call, from the data', () => {
    expect(phoneDisplay(accGeneralLine.resource)).toBe('call');
    expect((sheltersData as Resource[]).some((r) => r.phone === accGeneralLine.phone)).toBe(true);
  });

  it('say when a fact is not published instead of guessing', () => {
    const all = [accGeneralLine, ...accCareCenters, ...otherShelters];
    for (const s of all) {
      expect(s.waitTime.length).toBeGreaterThan(0);
      expect(s.requirements.length).toBeGreaterThan(0);
    }
    expect(all.some((s) => s.waitTime.startsWith('Not stated'))).toBe(true);
  });

  it('keep what happens to an animal that cannot be placed out of the requirements', () => {
    const all = [accGeneralLine, ...accCareCenters, ...otherShelters];
    for (const s of all) expect(s.requirements).not.toMatch(/euthani/i);
    expect(accGeneralLine.ifNotPlaced).toMatch(/euthani/i);
  });

  it('keep the closures the data records', () => {
    expect(accCareCenters.some((s) => s.status === 'closed-for-renovation')).toBe(true);
  });
});
