// `npm run bench:triage`: median time to triage a 2,000-character message (the longest the function accepts),
// three ways: real case sentences run together; words never seen before (so no per-word cache helps); and the
// same message with ten earlier 2,000-character turns in the history. Goal: under 1 ms median. On a busy
// machine the wall-clock median includes time the process waited for a core, so the mean CPU time per call is
// printed too.
import process from 'node:process';
import { siteTriage } from '../../../src/composition/site-assistant.ts';
import dev from '../../../eval/triage/development.json' with { type: 'json' };

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
  fill(() =>
    Array.from({ length: 5 + Math.floor(Math.random() * 6) }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join(''),
  );

/** Median wall-clock time and mean CPU time of `run`, in ms. */
function measure(run: () => void, prepare: () => unknown = () => undefined): string {
  const times: number[] = [];
  let cpu = 0;
  for (let r = 0; r < ROUNDS; r += 1) {
    prepare();
    const c = process.cpuUsage();
    const t = performance.now();
    run();
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu += (used.user + used.system) / 1000;
  }
  times.sort((a, b) => a - b);
  return `median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(3)} ms, mean CPU ${(cpu / ROUNDS).toFixed(3)} ms`;
}

for (let w = 0; w < 50; w += 1) siteTriage(realText()); // warm up the JIT and the compiled lexicon

let message = '';
let history: { role: 'user'; content: string }[] = [];
console.log(`triage of a 2,000-character message, ${ROUNDS} rounds each:`);
console.log(
  `  real case sentences:            ${measure(
    () => siteTriage(message),
    () => (message = realText()),
  )}`,
);
console.log(
  `  words never seen before:        ${measure(
    () => siteTriage(message),
    () => (message = freshWords()),
  )}`,
);
const followUp = () => {
  message = 'what do I do now';
  history = Array.from({ length: 10 }, () => ({ role: 'user' as const, content: freshWords() }));
};
console.log(
  `  a follow-up with 10 turns of 2,000 new characters: ${measure(() => siteTriage(message, history), followUp)}`,
);
