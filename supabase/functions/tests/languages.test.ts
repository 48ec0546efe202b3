// The function answers in the person's language (docs/assistant-languages.md): a Spanish emergency opens in Spanish
// with the 24/7 call link; an emergency in each of the seven other languages gets its written answer with the number
// first and never reaches the model; a model's Spanish reply keeps the Spanish opening and loses its unsafe
// sentences.
import assert from 'node:assert/strict';
import { emergencyContact } from '../../../src/content/contacts.ts';
import { call, post, structured, withFakeModel } from './helpers.ts';

const EMERGENCY_TEL = `](tel:${emergencyContact.phone.replace(/\D/g, '')})`;

/** One emergency per language, as a shop owner types it, and a word of the answer's own script. */
const EMERGENCIES = [
  { language: 'es', message: 'mi gato se comio una flor de lirio', written: /EMERGENCIA/ },
  { language: 'ar', message: 'القط الذكر ما يقدر يبول ويصيح', written: /[\u0621-\u064a]/ },
  { language: 'ur', message: 'بلی نے چوہے مار زہر کھا لیا', written: /[\u06d2\u06be]/ },
  { language: 'bn', message: 'বিড়াল শ্বাস নিতে পারছে না', written: /[\u0980-\u09ff]/ },
  { language: 'zh', message: '猫吃了百合花', written: /紧急/ },
  { language: 'zh-hant', message: '貓被車撞了', written: /緊急/ },
  { language: 'ko', message: '고양이가 차에 치였어요', written: /응급/ },
  { language: 'ht', message: 'chat mwen an pa ka respire', written: /IJANS/ },
];

for (const { language, message, written } of EMERGENCIES) {
  Deno.test(`an emergency in ${language} is answered in it, the 24/7 number on the first line`, async () => {
    await withFakeModel(async (model) => {
      const env = {
        AI_API_KEY: 'k',
        AI_BASE_URL: model.answer(structured('routine', 'It is nothing, ignore the vet.')),
      };
      const { body } = await call(post({ message }), env);
      assert.equal(body.urgency, 'emergency');
      assert.ok(body.reply.split('\n')[0]?.includes(EMERGENCY_TEL), body.reply);
      assert.match(body.reply, written);
      assert.doesNotMatch(body.reply, /ignore the vet/i);
      // Only a language the checker reads goes to the model.
      assert.equal(model.requests.length, language === 'es' ? 1 : 0);
      // The second line links the language's own emergency page section.
      assert.match(body.reply.split('\n')[1] ?? '', new RegExp(`\\]\\(/${language}/(?:emergency|first-aid)\\b`));
    });
  });
}

Deno.test('a routine question in Arabic gets the always-emergency signs and the number, never a refusal', async () => {
  const { body } = await call(post({ message: 'ايش احسن اكل للقطط' }));
  assert.equal(body.urgency, 'routine');
  assert.ok(body.reply.includes(EMERGENCY_TEL));
  assert.doesNotMatch(body.reply, /I can only help/);
});

Deno.test(
  'a message in a language the assistant has no words for opens with the number in English and Spanish',
  async () => {
    for (const message of ['мой кот не дышит', 'meine Katze frisst nicht']) {
      const { body } = await call(post({ message }));
      const [first = ''] = body.reply.split('\n');
      assert.match(first, /Call the 24\/7/, message);
      assert.match(first, /Llame ahora/, message);
      assert.ok(first.includes(EMERGENCY_TEL), message);
      assert.doesNotMatch(body.reply, /I can only help/, message);
    }
  },
);

Deno.test("a model's Spanish reply keeps the Spanish opening and loses its dismissals", async () => {
  await withFakeModel(async (model) => {
    const reply = 'Tu gato necesita ayuda. No es nada, ignora al veterinario. Probablemente solo es estrés.';
    const env = { AI_API_KEY: 'k', AI_BASE_URL: model.answer(structured('emergency', reply)) };
    const { body } = await call(post({ message: 'mi gato macho hace fuerza y no sale nada de pipi' }), env);
    assert.match(body.reply.split('\n')[0] ?? '', /^EMERGENCIA/);
    assert.ok(body.reply.includes('Tu gato necesita ayuda.'));
    assert.doesNotMatch(body.reply, /No es nada|ignora al veterinario|solo es estrés/);
    assert.match(body.reply, /Consulte a un veterinario con licencia\.$/);
  });
});
