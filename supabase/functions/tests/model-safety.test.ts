// The model path against a local fake OpenAI-compatible model: every unsafe reply in eval/reply-checker/unsafe-replies.json
// must be kept from the person, and no sentence of eval/reply-checker/good-replies.json dropped. Also: the model may raise
// the urgency but never lower it, and malformed output falls back to the no-key answer.
import assert from 'node:assert/strict';
import { CHAT_DISCLAIMER, URGENT_OPENING } from '../../../src/core/chat-copy.ts';
import { splitSentences } from '../../../src/core/reply-format.ts';
import { emergencyContact } from '../../../src/content/contacts.ts';
import good from '../../../eval/reply-checker/good-replies.json' with { type: 'json' };
import unsafe from '../../../eval/reply-checker/unsafe-replies.json' with { type: 'json' };
import { call, post, structured, withFakeModel } from './helpers.ts';

/** A question triage rates routine, so the urgency comes from the model's answer. */
const QUESTION = 'I have a question about my cat';
const EMERGENCY_TEL = `tel:${emergencyContact.phone.replace(/\D/g, '')}`;

function sentencesOf(reply: string): string[] {
  return reply.split('\n').flatMap((line) => splitSentences(line).map((s) => s.text));
}

/** The reply as a person reads it: tap-to-call links back to their digits. */
function readable(reply: string): string {
  return reply.replace(/\[([^\]]*)\]\(tel:[^)]*\)/g, '$1');
}

Deno.test(`no unsafe model reply reaches the person (${unsafe.cases.length} replies)`, async () => {
  assert.ok(unsafe.cases.length >= 40);
  await withFakeModel(async (model) => {
    const reached: string[] = [];
    for (const c of unsafe.cases) {
      const env = { AI_API_KEY: 'k', AI_BASE_URL: model.answer(structured(c.urgency, c.reply)) };
      const { res, body } = await call(post({ message: QUESTION }), env);
      assert.equal(res.status, 200);
      const shown = readable(body.reply);
      reached.push(...sentencesOf(c.reply).filter((s) => shown.includes(s)));
      assert.ok(body.reply.endsWith(CHAT_DISCLAIMER));
    }
    console.log(`unsafe replies: ${unsafe.cases.length}, unsafe sentences that reached the person: ${reached.length}`);
    assert.deepEqual(reached, []);
  });
});

Deno.test(`no sentence of a good model reply is dropped (${good.cases.length} replies)`, async () => {
  assert.ok(good.cases.length >= 40);
  await withFakeModel(async (model) => {
    const dropped: string[] = [];
    let total = 0;
    for (const c of good.cases) {
      const env = { AI_API_KEY: 'k', AI_BASE_URL: model.answer(structured(c.urgency, c.reply)) };
      const { body } = await call(post({ message: QUESTION }), env);
      const shown = readable(body.reply);
      const sentences = sentencesOf(c.reply);
      total += sentences.length;
      dropped.push(...sentences.filter((s) => !shown.includes(s)));
      assert.equal(body.urgency, c.urgency);
      if (c.urgency === 'emergency') assert.ok(body.reply.split('\n')[0]?.includes(`](${EMERGENCY_TEL})`), body.reply);
      if (c.urgency === 'urgent') assert.ok(body.reply.startsWith(URGENT_OPENING));
    }
    console.log(`good replies: ${good.cases.length} (${total} sentences), dropped: ${dropped.length}`);
    assert.deepEqual(dropped, []);
  });
});

Deno.test('the model raises the urgency but never lowers it; an emergency opens with the 24/7 call link', async () => {
  await withFakeModel(async (model) => {
    const raised = await call(post({ message: QUESTION }), {
      AI_API_KEY: 'k',
      AI_BASE_URL: model.answer(structured('emergency', 'Take her to the vet now.')),
    });
    assert.equal(raised.body.urgency, 'emergency');
    assert.equal(raised.body.emergency, true);
    const first = raised.body.reply.split('\n')[0] ?? '';
    assert.ok(first.startsWith('EMERGENCY') && first.includes(`[${emergencyContact.phone}](${EMERGENCY_TEL})`), first);

    const lowered = await call(post({ message: 'my cat ate rat poison' }), {
      AI_API_KEY: 'k',
      AI_BASE_URL: model.answer(structured('routine', 'Bring the box of poison to the vet.')),
    });
    assert.equal(lowered.body.urgency, 'emergency');
    assert.ok(lowered.body.reply.split('\n')[0]?.includes(EMERGENCY_TEL));

    const unknownLevel = await call(post({ message: QUESTION }), {
      AI_API_KEY: 'k',
      AI_BASE_URL: model.answer(structured('whenever', 'Feed her twice a day.')),
    });
    assert.equal(unknownLevel.body.urgency, 'routine');
    assert.ok(unknownLevel.body.reply.startsWith('Feed her twice a day.'));
  });
});

Deno.test(
  'malformed or wholly unsafe model output gets the no-key answer; fenced or wrapped JSON is read',
  async () => {
    await withFakeModel(async (model) => {
      const noKey = (await call(post({ message: QUESTION }))).body;
      assert.equal(noKey.urgency, 'routine');
      for (const content of [
        '{"urgency": "routine"}',
        '{"reply": 7}',
        '{"reply": "',
        '[]',
        '   ',
        structured('routine', 'Give him half a Tylenol.'),
      ]) {
        const { body } = await call(post({ message: QUESTION }), {
          AI_API_KEY: 'k',
          AI_BASE_URL: model.answer(content),
        });
        assert.deepEqual(body, noKey, content);
      }
      for (const content of [
        '```json\n{"urgency":"urgent","reply":"Call your vet today."}\n```',
        'Here: {"reply":"Call your vet today.","urgency":"urgent"}',
      ]) {
        const { body } = await call(post({ message: QUESTION }), {
          AI_API_KEY: 'k',
          AI_BASE_URL: model.answer(content),
        });
        assert.equal(body.urgency, 'urgent', content);
        assert.ok(body.reply.includes('Call your vet today.'));
      }
    });
  },
);
