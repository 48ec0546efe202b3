import { emergencyContact } from '../content/contacts.ts';
import { REMOVED_CONTACT_TEXT, REMOVED_PRICE_TEXT, SAFE_MEDICINE_TEXT, SAFE_VOMIT_TEXT } from './chat-copy.ts';
import { parseReply } from './reply-format.ts';
import { checkReply } from './safety.ts';
import { buildSiteFacts } from './site-facts.ts';

const facts = buildSiteFacts(['A checkup is typically $75-200.'], ['/feeding', '/emergency#poisoning']);

describe('checkReply', () => {
  it('keeps what is in the site data and links known numbers', () => {
    const reply = `Call ${emergencyContact.phone} at 510 East 62nd Street. A checkup is $75-200. See [Feeding](/feeding).`;
    const { text, changes } = checkReply(reply, facts);
    expect(changes).toEqual([]);
    expect(text).toContain(`[${emergencyContact.phone}](tel:${emergencyContact.phone.replace(/\D/g, '')})`);
    expect(text).toContain('[Feeding](/feeding)');
  });

  it.each([
    ['Call (646) 555-0199 today.', 'phone', REMOVED_CONTACT_TEXT],
    ['It costs $9,999.', 'price', REMOVED_PRICE_TEXT],
    ['Go to 123 Fake Street.', 'address', REMOVED_CONTACT_TEXT],
    ['See https://evil.example.com now.', 'url', REMOVED_CONTACT_TEXT],
  ])('removes what is not in the data: %s', (reply, change, replacement) => {
    const { text, changes } = checkReply(reply, facts);
    expect(changes).toContain(change);
    expect(text).toContain(replacement);
  });

  it.each([
    'Give 10 mg of Tylenol.',
    'A quarter of a baby aspirin is fine.',
    'Try 0.5 ml of Benadryl per pound.',
    'You can give ibuprofen, 1 tablet.',
  ])('replaces a dose: %s', (reply) => {
    expect(checkReply(reply, facts).text).toBe(SAFE_MEDICINE_TEXT);
  });

  it.each(['Induce vomiting with hydrogen peroxide.', 'Make the cat vomit right away.', 'Use salt water to make her throw up.'])(
    'replaces an instruction to make the cat vomit: %s',
    (reply) => {
      expect(checkReply(reply, facts).text).toBe(SAFE_VOMIT_TEXT);
    },
  );

  it('keeps a warning not to induce vomiting', () => {
    const reply = 'Do not make the cat vomit.';
    expect(checkReply(reply, facts)).toEqual({ text: reply, changes: [] });
  });

  it('strips links to unknown pages and non-digit tel links, keeping their text', () => {
    const { text } = checkReply('[Secret](/admin) and [x](javascript:alert(1)) and [Call](tel:6465550199)', facts);
    expect(parseReply(text).filter((s) => s.type === 'link')).toEqual([]);
    expect(text).toContain('Secret');
  });
});
