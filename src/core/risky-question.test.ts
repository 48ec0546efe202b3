import { assistant } from '../composition/site-assistant.ts';
import { chatCopyEs } from '../content/locales/es/chat.ts';
import { CHAT_COPY_EN } from './chat-copy.ts';
import development from '../../eval/risky-questions/development.json' with { type: 'json' };
import heldBack from '../../eval/risky-questions/held-back.json' with { type: 'json' };
import { riskyQuestion } from './risky-question.ts';

type Case = (typeof development.cases)[number];

function misses(set: readonly Case[]): string[] {
  return set
    .filter((c) => {
      const got = riskyQuestion(c.q);
      return got.medicine !== c.medicine || got.vomit !== c.vomit;
    })
    .map((c) => `${c.q} → ${JSON.stringify(riskyQuestion(c.q))}`);
}

describe('riskyQuestion', () => {
  it('has development and held-back questions, risky and not', () => {
    for (const set of [development.cases, heldBack.cases]) {
      expect(set.some((c) => c.medicine)).toBe(true);
      expect(set.some((c) => c.vomit)).toBe(true);
      expect(set.some((c) => !c.medicine && !c.vomit)).toBe(true);
    }
  });

  it.each(development.cases.map((c) => [c.q, c] as const))('development: %s', (_q, c) => {
    expect(riskyQuestion(c.q)).toEqual({ medicine: c.medicine, vomit: c.vomit });
  });

  // The held-back half is measured, never tuned to: it must stay at 90 % or better, and the figure is printed.
  it('held back: at least 90 % right', () => {
    const missed = misses(heldBack.cases);
    const right = heldBack.cases.length - missed.length;
    console.log(
      `risky questions held back: ${right}/${heldBack.cases.length} right${missed.length ? `; missed:\n  ${missed.join('\n  ')}` : ''}`,
    );
    expect(right / heldBack.cases.length).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the no-key answer to a risky question', () => {
  const risky = [...development.cases, ...heldBack.cases].filter((c) => c.medicine || c.vomit);

  it.each(risky.map((c) => [c.q, c] as const))('leads with the safe text: %s', (_q, c) => {
    const composed = assistant.compose(c.q);
    const body = composed.emergency ? composed.reply.split('\n\n').slice(1).join('\n\n') : composed.reply;
    // A Spanish question gets the Spanish safe texts.
    const copy = composed.language === 'es' ? chatCopyEs : CHAT_COPY_EN;
    const lead = c.medicine ? copy.safeMedicine : copy.safeVomit;
    expect(body.startsWith(lead)).toBe(true);
    if (c.medicine && c.vomit) expect(body).toContain(copy.safeVomit);
  });
});
