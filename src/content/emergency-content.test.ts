import { emergencyContact } from './contacts';
import { callNowHospitals, nearbyOpen24hHospitals, nycOpen24hHospitals } from './emergency-hospitals';
import { breathingPage } from './pages/breathing';
import { emergencyPage } from './pages/emergency';
import { firstAidPage, firstAidTopics } from './pages/first-aid';
import { homePage } from './pages/home';
import { feeVerified, poisonControlLines } from './poison-control';
import { isSupported24h, phoneDisplay } from './resources';

/** Every string in a content object, however deeply nested. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const emergencyCopy = strings([emergencyPage, firstAidPage, firstAidTopics, breathingPage, homePage]);

describe('emergency copy follows the safety rules (ARCHITECTURE.md)', () => {
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
    for (const word of ['Tylenol', 'acetaminophen', 'ibuprofen', 'Lilies']) expect(poison).toMatch(new RegExp(word, 'i'));
  });

  it('keeps every phone number out of the page copy (numbers come from the data)', () => {
    for (const s of emergencyCopy) expect(s).not.toMatch(/\d{3}\D{0,2}\d{3}\D\d{4}/);
  });
});

describe('emergency hospital lists (data README rules 2 and 3)', () => {
  it('list only hospitals whose 24/7 status is supported', () => {
    for (const h of [...nycOpen24hHospitals, ...nearbyOpen24hHospitals]) expect(isSupported24h(h), h.name).toBe(true);
  });

  it('put only corroborated or official phones in the call box, the sticky-bar hospital first', () => {
    expect(callNowHospitals[0]?.id).toBe(emergencyContact.resource.id);
    for (const h of callNowHospitals) expect(phoneDisplay(h), h.name).toBe('call');
  });

  it('has the two poison lines, neither with a verified current fee in the data', () => {
    expect(poisonControlLines).toHaveLength(2);
    for (const line of poisonControlLines) expect(feeVerified(line), line.name).toBe(false);
  });
});

describe('first-aid content (spec section 2 and 9)', () => {
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
