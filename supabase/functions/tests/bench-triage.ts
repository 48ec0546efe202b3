// `npm run bench:triage`: median time to triage a 2,000-character message (the longest the function accepts),
// three ways: real case sentences run together; words never seen before (so no per-word cache helps); and the
// same message with ten earlier 2,000-character turns in the history. Goal: under 1 ms median.
import { siteTriage } from '../../../src/core/chat-assistant.ts';
import dev from '../../../src/core/triage/cases/dev.json' with { type: 'json' };

const LENGTH = 2000;
const ROUNDS = 300;

function fill(next: () => string): string {
  let text = '';
  while (text.length < LENGTH) text += `${next()} `;
  return text.slice(0, LENGTH);
}

let i = 0;
const texts = dev.cases.map((c) => c.text);
const realText = () => fill(() => texts[i++ % texts.length] ?? '');
const freshWords = () =>
  fill(() => Array.from({ length: 5 + Math.floor(Math.random() * 6) }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(''));

function median(run: () => void, prepare: () => unknown = () => undefined): number {
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r += 1) {
    prepare();
    const t = performance.now();
    run();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

for (let w = 0; w < 50; w += 1) siteTriage(realText()); // warm up the JIT and the compiled lexicon

let message = '';
const real = median(() => siteTriage(message), () => (message = realText()));
const fresh = median(() => siteTriage(message), () => (message = freshWords()));
let history: { role: 'user'; content: string }[] = [];
const withHistory = median(
  () => siteTriage(message, history),
  () => {
    message = realText().replace(/\b(?:ate|lily|bleed\w*|vomit\w*)\b/g, 'x');
    history = Array.from({ length: 10 }, () => ({ role: 'user' as const, content: freshWords() }));
  },
);
const ms = (n: number) => `${n.toFixed(3)} ms`;
console.log(`triage, 2,000 characters, median of ${ROUNDS}:`);
console.log(`  real case sentences:            ${ms(real)}`);
console.log(`  words never seen before:        ${ms(fresh)}`);
console.log(`  fresh words + 10 history turns: ${ms(withHistory)}`);
