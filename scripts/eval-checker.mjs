#!/usr/bin/env node
// The checker's evaluation (docs/checker.md): owner-written vignettes (eval/checker/), each with the
// taps an owner would make on the checker, are walked through the site's checker, and where each ends is compared
// with the level the vignette was written for. Per half: how many emergencies end below "go now" (target 0) and
// how many end at the right level (target ≥ 85 %). The vignettes were written before the questions were; the taps
// were recorded by walking each vignette as its owner would.
//
//   npm run eval:checker            both halves, and every vignette that ends at the wrong level
//   npm run eval:checker -- --dev   the development half only, for tuning without seeing a held-back figure
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './lib/ts-import.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { siteChecker } = await importTs(root, 'src/composition/site-checker.ts');
const { walkTaps } = await importTs(root, 'src/core/checker.ts');

const LEVEL_OF = { 'go-now': 'emergency', 'vet-24h': 'urgent', home: 'routine' };
const RANK = { routine: 0, urgent: 1, emergency: 2 };
const halves = process.argv.includes('--dev') ? ['dev'] : ['dev', 'heldback'];

let failed = false;
const rows = [];
const misses = [];
for (const half of halves) {
  const vignettes = JSON.parse(readFileSync(join(root, 'eval', 'checker', `vignettes.${half}.json`), 'utf8'));
  let right = 0;
  let emergencies = 0;
  let emergencyBelow = 0;
  let maxTaps = 0;
  let totalTaps = 0;
  for (const v of vignettes) {
    if (v.taps.length === 0) throw new Error(`${v.id} has no recorded taps`);
    const end = walkTaps(siteChecker, v.taps);
    if (end.kind === 'step') throw new Error(`${v.id}: the taps stop on a question (${end.path})`);
    const level = LEVEL_OF[end.kind];
    totalTaps += v.taps.length;
    maxTaps = Math.max(maxTaps, v.taps.length);
    if (level === v.level) right++;
    else misses.push(`${half} ${v.id} (${v.level} → ${level}, ${end.path}): ${v.text}`);
    if (v.level === 'emergency') {
      emergencies++;
      if (RANK[level] < RANK.emergency) emergencyBelow++;
    }
  }
  const share = right / vignettes.length;
  if (emergencyBelow > 0 || share < 0.85) failed = true;
  rows.push({
    half,
    n: vignettes.length,
    emergencies,
    emergencyBelow,
    right: `${right} (${(share * 100).toFixed(0)} %)`,
    taps: `${(totalTaps / vignettes.length).toFixed(1)} / ${maxTaps}`,
  });
}

console.log('| half | vignettes | emergencies | emergencies below "go now" | right level | taps (mean / max) |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  console.log(`| ${r.half} | ${r.n} | ${r.emergencies} | ${r.emergencyBelow} | ${r.right} | ${r.taps} |`);
}
if (misses.length > 0) console.log(`\nAt another level:\n${misses.map((m) => `- ${m}`).join('\n')}`);
if (failed) {
  console.error('\nBelow target: every emergency at "go now", and at least 85 % at the right level, per half.');
  process.exit(1);
}
