// Local stand-in for Supabase's edge runtime: runs the real `chat-assistant` function file with Deno (the
// `deno` npm package) on 127.0.0.1 at the port of VITE_SUPABASE_URL (54321 in .env), where the site calls
// /functions/v1/chat-assistant. No key: it answers from the site's own guides. AI_API_KEY, AI_BASE_URL and
// AI_MODEL in the environment are passed through, so a model can be tried locally too. Its rate limit keys on the
// socket's address here (index.ts, when CHAT_FUNCTION_PORT is set), never on a header a client can write.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { portOf } from '../lib/ports.mjs';

// The port of Supabase's local API gateway, when the build's VITE_SUPABASE_URL names none.
const DEFAULT_PORT = 54321;

async function waitUntilUp(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`chat function exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { method: 'OPTIONS' });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`chat function did not start within ${timeoutMs} ms`);
}

/**
 * `site` is the build's VITE_* variables (scripts/start.mjs); `port` and `env` let the evaluation and benchmark
 * scripts run their own copy beside `npm start`.
 */
export async function start({ root, site = {}, port = portOf(site.VITE_SUPABASE_URL, DEFAULT_PORT), env = {} }) {
  const url = `http://127.0.0.1:${port}/functions/v1/chat-assistant`;
  const denoBin = join(root, 'node_modules', '.bin', 'deno');
  const child = spawn(
    denoBin,
    [
      'run',
      '--config',
      join(root, 'supabase/functions/chat-assistant/deno.json'),
      '--allow-net',
      '--allow-env',
      '--allow-read',
      join(root, 'supabase/functions/chat-assistant/index.ts'),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        CHAT_FUNCTION_PORT: String(port),
        // The end-to-end suites send many questions from one address within a minute.
        RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE ?? '600',
        ...env,
      },
    },
  );
  await waitUntilUp(url, child);
  return {
    name: 'chat-assistant Edge Function (Deno)',
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
