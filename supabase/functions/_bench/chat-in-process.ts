// In-process latency of the chat-assistant handler without a model key, over eval/chat/questions.json.
// Run by scripts/bench-chat.mjs (`npm run bench:chat`); prints one JSON line. A benchmark, not a test: it lives
// outside tests/ so `deno test` never runs it, and in a folder starting with `_` so Supabase never deploys it.
import { createHandler } from '../chat-assistant/handler.ts';

const { questions } = JSON.parse(
  await Deno.readTextFile(new URL('../../../eval/chat/questions.json', import.meta.url)),
);
const handle = createHandler({ env: (k) => (k === 'RATE_LIMIT_PER_MINUTE' ? '1000000' : undefined) });
const ROUNDS = 20;

async function once(q: string): Promise<number> {
  const started = performance.now();
  const res = await handle(
    new Request('http://127.0.0.1/functions/v1/chat-assistant', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: q }),
    }),
  );
  await res.json();
  return performance.now() - started;
}

// Warm-up round (JIT, Fuse index), not measured.
for (const { q } of questions) await once(q);
const times: number[] = [];
for (let i = 0; i < ROUNDS; i++) for (const { q } of questions) times.push(await once(q));
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
console.log(JSON.stringify({ samples: times.length, p50: at(0.5), p95: at(0.95), max: times[times.length - 1] }));
