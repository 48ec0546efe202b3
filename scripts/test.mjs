#!/usr/bin/env node
// `npm test`: every check, in order, stopping at the first that fails. The site, the chat function and the
// feedback collector get free ports for this run, and the build bakes those URLs in (Vite reads VITE_* from the
// environment before .env), so the suite runs beside `npm start` (which keeps 4173, 54321 and 8788).
//
//   npm test                                                        every step
//   node scripts/test.mjs build test:e2e -- tests/layout.spec.ts    some steps; args after -- go to the last one
import { spawnSync } from 'node:child_process';
import { freePorts } from './lib/ports.mjs';

const ALL_STEPS = ['typecheck', 'lint', 'test:unit', 'test:deno', 'build', 'size', 'check-links', 'test:e2e', 'audit'];

const argv = process.argv.slice(2);
const dashes = argv.indexOf('--');
const named = dashes < 0 ? argv : argv.slice(0, dashes);
const extra = dashes < 0 ? [] : argv.slice(dashes + 1);
const unknown = named.filter((s) => !ALL_STEPS.includes(s));
if (unknown.length > 0) {
  console.error(`[test] unknown step(s): ${unknown.join(', ')}; steps are ${ALL_STEPS.join(', ')}`);
  process.exit(2);
}
const steps = named.length > 0 ? ALL_STEPS.filter((s) => named.includes(s)) : ALL_STEPS;

const [site, chat, feedback] = await freePorts(3);
const env = {
  ...process.env,
  // scripts/start.mjs (Playwright's web server) serves the site on PORT and starts each local service on the
  // port of its URL below.
  PORT: String(site),
  VITE_SITE_URL: `http://127.0.0.1:${site}`,
  VITE_SUPABASE_URL: `http://127.0.0.1:${chat}`,
  VITE_FEEDBACK_ENDPOINT: `http://127.0.0.1:${feedback}/feedback`,
  // The audit step gates on Lighthouse's accessibility, SEO and best-practice scores, which don't vary from run to
  // run; the median of three (`npm run audit`'s default) is for comparing timings, which the test doesn't gate.
  AUDIT_RUNS: process.env.AUDIT_RUNS ?? '1',
};
console.log(`[test] site :${site}, chat function :${chat}, feedback collector :${feedback}`);

for (const step of steps) {
  const started = Date.now();
  const args = step === steps.at(-1) && extra.length > 0 ? ['--', ...extra] : [];
  const run = spawnSync('npm', ['run', step, ...args], { stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (run.status !== 0) {
    console.error(`[test] ${step} failed after ${seconds} s`);
    process.exit(run.status ?? 1);
  }
  console.log(`[test] ${step} passed in ${seconds} s`);
}
