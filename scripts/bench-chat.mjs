#!/usr/bin/env node
// `npm run bench:chat`: latency of the chat-assistant function without a model key over the question set in
// eval/chat/questions.json — in-process (Deno, the handler called directly) and over HTTP on localhost (the
// function served by Deno as `npm start` does) — and the gzipped size of the chat's lazy chunks from the last
// build (`npm run build` first). Goal: p95 under 50 ms.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { start } from './local-services/chat-function.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { questions } = JSON.parse(readFileSync(join(root, 'eval/chat/questions.json'), 'utf8'));
const ROUNDS = 10;
const ms = (n) => `${n.toFixed(2)} ms`;

const inProcess = spawnSync(
  join(root, 'node_modules/.bin/deno'),
  [
    'run',
    '--config',
    join(root, 'supabase/functions/chat-assistant/deno.json'),
    '--allow-read',
    '--allow-env',
    join(root, 'supabase/functions/_bench/chat-in-process.ts'),
  ],
  { cwd: root, encoding: 'utf8' },
);
if (inProcess.status !== 0) {
  console.error(inProcess.stderr);
  process.exit(1);
}
const local = JSON.parse(inProcess.stdout.trim().split('\n').pop());
console.log(
  `in-process (Deno, no key): p50 ${ms(local.p50)}, p95 ${ms(local.p95)}, max ${ms(local.max)} over ${local.samples} requests`,
);

const service = await start({
  root,
  port: Number(process.env.BENCH_CHAT_PORT ?? 54397),
  env: { RATE_LIMIT_PER_MINUTE: '1000000' },
});
const times = [];
try {
  const ask = async (q) => {
    const started = performance.now();
    const res = await fetch(service.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ message: q }),
    });
    await res.json();
    return performance.now() - started;
  };
  for (const { q } of questions) await ask(q); // warm-up
  for (let i = 0; i < ROUNDS; i++) for (const { q } of questions) times.push(await ask(q));
} finally {
  await service.stop();
}
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
console.log(
  `over HTTP on localhost (no key): p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}, max ${ms(times[times.length - 1])} over ${times.length} requests`,
);

const manifestPath = join(root, 'dist/.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.log('chat chunk size: no build found (run `npm run build` first)');
} else {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gz = (file) => gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (/features\/chat\/chat-widget|features\/chat\/api|@supabase\/supabase-js\/dist/.test(key)) {
      console.log(
        `chunk ${key.replace(/^.*node_modules\//, '')}: ${(gz(chunk.file) / 1000).toFixed(1)} kB gzipped (${chunk.file})`,
      );
    }
  }
}
