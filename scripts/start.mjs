#!/usr/bin/env node
// `npm start`: the whole site on this machine with no accounts and no keys.
//   1. builds the site (unless --skip-build) against the local services below (their URLs are the defaults in
//      .env);
//   2. starts every local service in scripts/local-services/ (the chat Edge Function under Deno, the feedback
//      collector), each a module exporting `start()`, on the port of the URL the build gave it
//      (VITE_SUPABASE_URL, VITE_FEEDBACK_ENDPOINT: .env, or the environment, which Vite reads first);
//   3. serves the built site on http://127.0.0.1:$PORT (default 4173) the way the production CDN does
//      (scripts/static-server.mjs: _headers, _redirects, 404.html).
// Playwright's webServer runs this same script, so end-to-end tests exercise what a newcomer runs; `npm test`
// (scripts/test.mjs) sets PORT and the VITE_* URLs to free ports.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';
import { startStaticServer } from './static-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const skipBuild = process.argv.includes('--skip-build');

if (!skipBuild) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The same variables the build read (`vite build` runs in production mode).
const site = loadEnv('production', root, 'VITE_');
const servicesDir = join(root, 'scripts', 'local-services');
const running = [];
for (const file of readdirSync(servicesDir)
  .filter((f) => f.endsWith('.mjs') && !f.endsWith('.test.mjs'))
  .sort()) {
  const service = await import(pathToFileURL(join(servicesDir, file)).href);
  const handle = await service.start({ root, site });
  running.push(handle);
  console.log(`[start] ${handle.name} listening on ${handle.url}`);
}

const server = await startStaticServer({ dist: join(root, 'dist'), port });
console.log(`[start] Bodega Cat Care NYC on ${server.url}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([server.close(), ...running.map((s) => s.stop())]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
