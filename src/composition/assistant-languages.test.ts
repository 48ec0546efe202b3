import { pageOf } from '@/core/search/links';
import { OFF_TOPIC_REPLY } from '@/core/chat-copy';
import { createAssistant } from '@/core/answer';
import { WORLD_FLAGS } from '@/core/triage/world';
import { emergencyContact } from '@/content/contacts';
import { chatCopyEs, pageNamesEs } from '@/content/locales/es/chat';
import { firstAidPage as firstAidPageEs } from '@/content/locales/es/first-aid';
import { redFlagsEs } from '@/content/locales/es/red-flags';
import { DESCRIBED_EMERGENCY, RED_FLAGS } from './red-flags';
import { assistant, assistantLanguages, assistantOptions, sitePassages } from './site-assistant';

const TEL = `](tel:${emergencyContact.phone.replace(/\D/g, '')})`;
const firstLines = (reply: string, n: number) => reply.split('\n').slice(0, n).join('\n');

/** Per language: an emergency, an everyday question, and a character of the script the answer is written in. */
const LANGUAGES = [
  { locale: 'ar', emergency: 'صدمته سيارة قدام المحل', everyday: 'كم سعر تعقيم القطة', script: /[\u0621-\u064a]/ },
  {
    locale: 'ur',
    emergency: 'بلی کو سانس لینے میں بہت تکلیف ہے',
    everyday: 'ناخن کیسے کاٹوں',
    script: /[\u06d2\u06be]/,
  },
  { locale: 'bn', emergency: 'বিড়াল লিলি ফুল খেয়ে ফেলেছে', everyday: 'নখ কীভাবে কাটব', script: /[\u0980-\u09ff]/ },
  { locale: 'zh', emergency: '公猫一直用力但是尿不出来', everyday: '猫砂多久换一次', script: /[\u4e00-\u9fff]/ },
  { locale: 'zh-hant', emergency: '貓咪抽筋 口吐白沫', everyday: '貓需要打什麼疫苗', script: /緊急|請/ },
  { locale: 'ko', emergency: '피가 많이 나고 안 멈춰요', everyday: '발톱 어떻게 깎아요', script: /[\uac00-\ud7a3]/ },
  {
    locale: 'ht',
    emergency: 'yon machin frape l devan boutik la',
    everyday: 'ki manje ki bon pou chat',
    script: /Rele/,
  },
] as const;

describe.each(LANGUAGES)('the assistant in $locale', ({ locale, emergency, everyday, script }) => {
  const { copy, flags } = assistantLanguages.world[locale];

  it('has a label and a section title for every red flag it reads', () => {
    expect(WORLD_FLAGS.map((f) => f.id).filter((id) => !flags[id])).toEqual([]);
  });

  it('answers an emergency in the language: the 24/7 number first, then its own emergency page', () => {
    const answer = assistant.compose(emergency);
    expect(answer).toMatchObject({ kind: 'emergency', urgency: 'emergency', language: locale });
    expect(answer.reply.split('\n')[0]).toContain(TEL);
    expect(firstLines(answer.reply, 2)).toMatch(new RegExp(`\\]\\(/${locale}/(?:emergency|first-aid)\\b`));
    expect(answer.reply).toMatch(script);
    expect(answer.reply.endsWith(copy.disclaimer)).toBe(true);
  });

  it('answers anything else with the always-emergency signs, the number and the emergency page, never a refusal', () => {
    const answer = assistant.compose(everyday);
    expect(answer.urgency).not.toBe('emergency');
    expect(answer.reply).not.toContain(OFF_TOPIC_REPLY);
    for (const sign of copy.alwaysSigns) expect(answer.reply).toContain(sign);
    expect(answer.reply).toContain(TEL);
    expect(answer.reply).toContain(`](/${locale}/emergency)`);
    // The checker isn't in the site's route list yet, so it isn't linked.
    expect(answer.reply).not.toContain('/check');
  });

  it('links the checker once the route list has it', () => {
    const routes = new Set([...assistantLanguages.routes, `/${locale}/check`]);
    const withChecker = createAssistant({ ...assistantOptions, languages: { ...assistantLanguages, routes } });
    expect(withChecker.compose(everyday).reply).toContain(`[${copy.checker}](/${locale}/check)`);
  });
});

describe('the assistant in Spanish', () => {
  it('has Spanish words for every red flag', () => {
    expect([...RED_FLAGS, DESCRIBED_EMERGENCY].map((f) => f.id).filter((id) => !redFlagsEs[id])).toEqual([]);
  });

  it('names every page an answer can link', () => {
    const pages = new Set(sitePassages.map((p) => pageOf(p.path)));
    expect([...pages].filter((p) => !pageNamesEs[p])).toEqual([]);
  });

  it.each([
    ['mi gato se comio una flor de lirio', 'EMERGENCIA: posible envenenamiento', '/es/emergency#poisoning'],
    [
      'tiene diarrea desde ayer pero come bien',
      'Vea a un veterinario en las próximas 24 horas: diarrea',
      '/es/daily-care',
    ],
  ])('opens %s in Spanish and links the Spanish guide', (message, opening, path) => {
    const answer = assistant.compose(message);
    expect(answer.language).toBe('es');
    expect(answer.reply.startsWith(opening)).toBe(true);
    expect(answer.reply).toContain(`](${path}`);
    expect(answer.reply.endsWith(chatCopyEs.disclaimer)).toBe(true);
  });

  it('leads a dose question with the Spanish safe text', () => {
    expect(assistant.compose('cuanto tylenol le puedo dar a mi gato').reply).toContain(chatCopyEs.safeMedicine);
  });
});

describe('a language the assistant has no words for', () => {
  it.each(['мой кот не дышит', 'mon chat ne respire plus'])(
    '%s gets the number and the signs in English and Spanish first',
    (message) => {
      const reply = assistant.compose(message).reply;
      const [first = ''] = reply.split('\n');
      expect(first).toMatch(/^Call the 24\/7 .* \/ Llame ahora/);
      expect(first).toContain(TEL);
      expect(firstLines(reply, 3)).toContain(firstAidPageEs.alwaysEmergency.items[0]);
      expect(reply).not.toContain(OFF_TOPIC_REPLY);
    },
  );

  // Latin letters with no word of any language the assistant reads: read as English, but never refused in English.
  it.each(['meine Katze frisst nicht', 'kedim yemek yemiyor', 'pusa ko ayaw kumain'])(
    '%s gets the number and the signs, not the English refusal',
    (message) => {
      const answer = assistant.compose(message);
      expect(answer.language).toBe('unknown');
      expect(answer.reply.split('\n')[0]).toMatch(/^Call the 24\/7 .* \/ Llame ahora/);
      expect(answer.reply).toContain(TEL);
      expect(answer.reply).not.toContain(OFF_TOPIC_REPLY);
    },
  );

  it('still refuses a message surely written in English that is off-topic', () => {
    expect(assistant.compose('what is the capital of France').reply).toBe(OFF_TOPIC_REPLY);
  });
});
