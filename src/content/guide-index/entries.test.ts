import { phoneKey, phonesIn } from '../../core/phone.ts';
import { routeList } from '@/config/routes';
import { emergencyContact } from '../contacts';
import emergencyHospitals from '../data/emergency-hospitals.json';
import lowCostClinics from '../data/low-cost-clinics.json';
import poisonControl from '../data/poison-control.json';
import spayNeuter from '../data/spay-neuter.json';
import { dataLines } from './clinics';
import dataLinesFile from './data-lines.json';
import { guideIndex } from './entries';

/** Why a guide link is not a registry route (+ registry anchor), or null when it is. */
function linkProblem(path: string): string | null {
  const url = new URL(path, 'https://example.test');
  if (`${url.pathname}${url.search}${url.hash}` !== path || (url.pathname.length > 1 && url.pathname.endsWith('/')))
    return 'not in canonical form';
  const route = routeList.find((r) => r.path === url.pathname);
  if (!route) return `no route ${url.pathname}`;
  const anchor = url.hash.slice(1);
  if (anchor && !(route.anchors ?? []).includes(anchor)) return `no anchor #${anchor} on ${url.pathname}`;
  return null;
}

const SECTIONS = ['Emergency', 'Find Help', 'Cost Guide', 'Financial Help', 'Daily Care', 'Working with Rescues'];

describe('guide index', () => {
  it('has unique ids', () => {
    expect(new Set(guideIndex.map((e) => e.id)).size).toBe(guideIndex.length);
  });

  it('uses every section, and every entry is complete', () => {
    expect(new Set(guideIndex.map((e) => e.section))).toEqual(new Set(SECTIONS));
    for (const e of guideIndex) {
      expect(e.title.length, e.id).toBeGreaterThan(3);
      expect(e.description.length, e.id).toBeGreaterThan(20);
      expect(e.content.length, e.id).toBeGreaterThan(40);
      expect(e.keywords.length, e.id).toBeGreaterThan(0);
      expect(e.synonyms.length, e.id).toBeGreaterThan(0);
    }
  });

  it.each([
    ['/spay-neuter#costs', null],
    ['/grooming?tab=problems', null],
    ['/vets?location=bronx&q=cheap', null],
    ['/emergency#no-such-anchor', 'no anchor #no-such-anchor on /emergency'],
    ['/poison', 'no route /poison'],
    ['/feeding/', 'not in canonical form'],
  ])('the link check on %s says %s', (path, problem) => {
    expect(linkProblem(path)).toBe(problem);
  });

  it.each(guideIndex.map((e) => [e.id, e.path] as const))(
    '%s points at a registry route and anchor (%s)',
    (_id, path) => {
      expect(linkProblem(path)).toBeNull();
    },
  );

  it('names only phones that are in the sourced data', () => {
    const dataPhones = [...emergencyHospitals, ...lowCostClinics, ...poisonControl, ...spayNeuter]
      .map((r) => r.phone)
      .filter((p): p is string => typeof p === 'string');
    const text = guideIndex.map((e) => `${e.title} ${e.description} ${e.content}`).join('\n');
    const phones = phonesIn(text);
    expect(phones.length).toBeGreaterThan(0);
    for (const phone of phones)
      expect(
        dataPhones.some((p) => phonesIn(p).map(phoneKey).includes(phoneKey(phone))),
        phone,
      ).toBe(true);
  });

  it('gives the 24/7 number in every emergency entry that sends people to a vet', () => {
    const emergencies = guideIndex.filter((e) => e.urgency === 'emergency');
    expect(emergencies.length).toBeGreaterThanOrEqual(8);
    for (const e of emergencies) expect(e.content, e.id).toContain(emergencyContact.phone);
  });

  it('has a low-cost clinic entry, with data, for each of the four boroughs', () => {
    for (const borough of ['Manhattan', 'Brooklyn', 'Queens', 'Bronx']) {
      const e = guideIndex.find((g) => g.id === `low-cost-vets-${borough.toLowerCase()}`);
      expect(e?.path).toBe(`/vets?location=${borough.toLowerCase()}&q=cheap`);
      const names = lowCostClinics.filter((c) => c.borough === borough).map((c) => c.name);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(e?.content).toContain(name);
    }
  });

  it('carries the data lines the data gives today (else run npm run gen:index-lines)', () => {
    expect(dataLinesFile).toEqual(dataLines());
  });
});
