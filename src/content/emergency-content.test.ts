import { phonesIn } from '../core/phone.ts';
import { emergencyContact } from './contacts';
import { testResource } from '@/test/resource';
import { callNowHospitals, selectEmergencyHospitals } from './emergency-hospitals';
import { breathingPage } from './pages/breathing';
import { emergencyPage } from './pages/emergency';
import { firstAidPage, firstAidTopics } from './pages/first-aid';
import { homePage } from './pages/home';
import { feeVerified, poisonControlLines } from './poison-control';

/** Every string in a content object, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const emergencyCopy = strings([emergencyPage, firstAidPage, firstAidTopics, breathingPage, homePage]);

describe('emergency copy follows the safety rules (docs/assistant-safety.md)', () => {
  it('never gives a dose', () => {
    for (const s of emergencyCopy) expect(s).not.toMatch(/\d\s*(mg|ml|milligram|millilit|tablet|pill|cc)\b/i);
  });

  it('only ever mentions making a cat vomit to forbid it', () => {
    const mentions = emergencyCopy.filter((s) => /make (the|a|your) cat vomit|induce vomiting/i.test(s));
    expect(mentions.length).toBeGreaterThan(0);
    for (const s of mentions) expect(s).toMatch(/^(never|do not)/i);
  });

  it('names the human painkillers and lilies as poison', () => {
    const poison = strings([emergencyPage.situations.find((s) => s.id === 'poisoning'), firstAidTopics]).join(' ');
    for (const word of ['Tylenol', 'acetaminophen', 'ibuprofen', 'Lilies'])
      expect(poison).toMatch(new RegExp(word, 'i'));
  });

  it('keeps every phone number out of the page copy (numbers come from the data)', () => {
    for (const s of emergencyCopy) expect(phonesIn(s), s).toEqual([]);
  });
});

describe('emergency hospital lists (docs/data-rules.md)', () => {
  const open24h = { is24h: true, verification: { is24h: { level: 'official-page' as const } } };
  const hospitals = [
    testResource({ id: 'queens-24h', borough: 'Queens', ...open24h }),
    testResource({
      id: 'bronx-claims-24h',
      borough: 'Bronx',
      is24h: true,
      verification: { is24h: { level: 'single-source' } },
    }),
    testResource({ id: 'bronx-daytime', borough: 'Bronx', is24h: false }),
    testResource({ id: 'jersey-24h', borough: 'New Jersey', ...open24h }),
    testResource({
      id: 'sticky-bar',
      borough: 'Manhattan',
      phone: '(212) 555-0100',
      ...open24h,
      verification: { ...open24h.verification, phone: { level: 'corroborated' } },
    }),
    testResource({
      id: 'weak-phone',
      borough: 'Brooklyn',
      phone: '(718) 555-0101',
      ...open24h,
      verification: { ...open24h.verification, phone: { level: 'single-source' } },
    }),
  ];
  const lists = selectEmergencyHospitals(hospitals, 'sticky-bar');

  it('list only hospitals whose 24/7 status is supported, in the city first with the sticky-bar hospital on top', () => {
    expect(lists.nycOpen24h.map((h) => h.id)).toEqual(['sticky-bar', 'queens-24h', 'weak-phone']);
    expect(lists.nearbyOpen24h.map((h) => h.id)).toEqual(['jersey-24h']);
  });

  it('put only corroborated or official phones in the call box', () => {
    expect(lists.callNow.map((h) => h.id)).toEqual(['sticky-bar']);
  });

  it("start the site's call box with the sticky-bar hospital", () => {
    expect(callNowHospitals[0]?.id).toBe(emergencyContact.resource.id);
  });

  it('has the two poison lines, neither with a verified current fee in the data', () => {
    expect(poisonControlLines).toHaveLength(2);
    for (const line of poisonControlLines) expect(feeVerified(line), line.name).toBe(false);
  });
});

describe('first-aid content (docs/requirements.md)', () => {
  it('has the six topics in the spec order, each with steps, warnings and when to call', () => {
    expect(firstAidTopics.map((t) => t.title)).toEqual([
      'Cuts and Wounds',
      'Difficulty Breathing',
      'Poisoning/Chemical Exposure',
      'Seizures',
      'Burns',
      'Heat Stroke',
    ]);
    for (const t of firstAidTopics) {
      expect(t.steps.length && t.warnings.length && t.whenToCall.length, t.title).toBeGreaterThan(0);
    }
  });

  it('lists a male cat straining to pee among the 7 always-emergencies', () => {
    expect(firstAidPage.alwaysEmergency.items).toHaveLength(7);
    expect(firstAidPage.alwaysEmergency.items.some((i) => /male cat straining to pee/.test(i))).toBe(true);
  });
});
