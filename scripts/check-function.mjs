#!/usr/bin/env node
// `npm run test:deno` ends here: the chat function's import graph must stay inside the files held to the
// Deno-safe rules (eslint.config.js, DENO_SAFE), and the function must bundle as Supabase deploys it. A page
// module, a path alias or a Vite-only import reaching the function fails here, not at deploy time
// (docs/decisions/0007-function-imports-shared-core.md).
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DENO_SAFE_ROOTS } from './lib/deno-safe.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const config = join(root, 'supabase/functions/chat-assistant/deno.json');
const entry = join(root, 'supabase/functions/chat-assistant/index.ts');
const deno = (args) =>
  execFileSync('npx', ['deno', ...args], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

const graph = JSON.parse(deno(['info', '--json', '--config', config, entry]));
const local = graph.modules
  .map((m) => m.specifier)
  .filter((s) => s.startsWith('file://'))
  .map((s) => relative(root, fileURLToPath(s)))
  .filter((p) => !p.startsWith('node_modules/'));
const outside = local.filter((p) => !DENO_SAFE_ROOTS.some((r) => (r.endsWith('/') ? p.startsWith(r) : p === r)));
if (outside.length > 0) {
  console.error(
    `The chat function imports files outside the Deno-safe set (scripts/lib/deno-safe.mjs):\n  ${outside.join('\n  ')}`,
  );
  process.exit(1);
}

mkdirSync(join(root, '.local'), { recursive: true });
deno(['bundle', '--quiet', '--config', config, '-o', join(root, '.local/chat-assistant.bundle.js'), entry]);
console.log(`chat function: ${local.length} local modules, all Deno-safe; bundled to .local/chat-assistant.bundle.js`);
