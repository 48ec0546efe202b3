import { emergencyContact } from '../content/contacts.ts';
import good from '../../eval/reply-checker/good-replies.json' with { type: 'json' };
import unsafe from '../../eval/reply-checker/unsafe-replies.json' with { type: 'json' };
import { SAFE_MEDICINE_TEXT, SAFE_VOMIT_TEXT } from './chat-copy.ts';
import { siteFacts } from '../composition/site-assistant.ts';
import { parseReply, splitSentences } from './reply-format.ts';
import { checkReply } from './safety.ts';
import { buildSiteFacts } from './site-facts.ts';
import { isUrgency, type Urgency } from './urgency.ts';

// A one-record fixture: the 24/7 hospital, callable, with its address.
const facts = buildSiteFacts(
  [{ phone: emergencyContact.phone, phoneCallable: true, address: emergencyContact.address, website: null, texts: [] }],
  ['A checkup is typically $75-200.'],
  ['/feeding', '/emergency#poisoning'],
);
const routine = { urgency: 'routine' as const };

function urgencyOf(value: string): Urgency {
  if (!isUrgency(value)) throw new Error(`bad urgency in a fixture: ${value}`);
  return value;
}

describe('checkReply on the unsafe table', () => {
  it('has at least 40 cases', () => expect(unsafe.cases.length).toBeGreaterThanOrEqual(40));

  it.each(unsafe.cases.map((c) => [c.rule, c.reply, c.urgency] as const))('drops %s: %s', (rule, reply, urgency) => {
    const result = checkReply(reply, siteFacts, { urgency: urgencyOf(urgency) });
    expect(result.kept).toBe(0);
    expect(result.changes[0]).toBe(rule);
    for (const { text } of splitSentences(reply)) expect(result.text).not.toContain(text);
  });
});

describe('checkReply on the good table', () => {
  it('has at least 40 cases', () => expect(good.cases.length).toBeGreaterThanOrEqual(40));

  it.each(good.cases.map((c) => [c.reply, c.urgency] as const))('keeps every sentence: %s', (reply, urgency) => {
    const result = checkReply(reply, siteFacts, { urgency: urgencyOf(urgency) });
    expect(result.dropped).toEqual([]);
    expect(result.kept).toBe(splitSentences(reply).length);
  });
});

describe('checkReply', () => {
  it('keeps what is in the site data and links known numbers', () => {
    const reply = `Call ${emergencyContact.phone} at 510 East 62nd Street. A checkup is $75-200. See [Feeding](/feeding).`;
    const { text, changes } = checkReply(reply, facts, routine);
    expect(changes).toEqual([]);
    expect(text).toContain(`[${emergencyContact.phone}](tel:${emergencyContact.phone.replace(/\D/g, '')})`);
    expect(text).toContain('[Feeding](/feeding)');
  });

  it.each([
    ['Call (646) 555-0199 today.', 'phone'],
    ['It costs $9,999.', 'price'],
    ['Go to 123 Fake Street.', 'address'],
    ['See https://evil.example.com now.', 'url'],
  ])('drops a sentence with what is not in the data: %s', (reply, change) => {
    const { text, changes } = checkReply(`Cats like routine. ${reply}`, facts, routine);
    expect(changes).toEqual([change]);
    expect(text).toBe('Cats like routine.');
  });

  it('puts the safe text once where the first dose or vomiting sentence was', () => {
    const reply = 'Give 10 mg of Tylenol. Or half an aspirin. Induce vomiting with peroxide. Then call the vet.';
    const { text, changes } = checkReply(reply, facts, routine);
    expect(changes).toEqual(['dose', 'dose', 'vomit']);
    expect(text).toBe(`${SAFE_MEDICINE_TEXT} ${SAFE_VOMIT_TEXT} Then call the vet.`);
  });

  it('drops reassurance only when the cat needs a vet', () => {
    const reply = 'Keep an eye on her for a few days.';
    expect(checkReply(reply, facts, routine).kept).toBe(1);
    expect(checkReply(reply, facts, { urgency: 'urgent' }).kept).toBe(0);
    expect(checkReply(reply, facts, { urgency: 'emergency' }).kept).toBe(0);
  });

  it('keeps lists and blank lines, dropping only the bad item', () => {
    const reply = 'Try this:\n\n- Feed twice a day.\n- Give a teaspoon of olive oil.\n- Brush her weekly.';
    expect(checkReply(reply, facts, routine).text).toBe(
      `Try this:\n\n- Feed twice a day.\n- ${SAFE_MEDICINE_TEXT}\n- Brush her weekly.`,
    );
  });

  it('strips links to unknown pages and non-digit tel links, keeping their text', () => {
    const { text, changes } = checkReply(
      '[Secret](/admin) and [x](javascript:alert(1)). [Call](tel:6465550199)',
      facts,
      routine,
    );
    expect(parseReply(text).filter((s) => s.type === 'link')).toEqual([]);
    expect(text).toMatch(/^Secret and /);
    expect(changes).toEqual(['phone', 'link']);
  });

  it('passes the fixed safe texts unchanged', () => {
    for (const safe of [SAFE_MEDICINE_TEXT, SAFE_VOMIT_TEXT]) {
      expect(checkReply(safe, siteFacts, { urgency: 'emergency' })).toMatchObject({ text: safe, changes: [] });
    }
  });
});
