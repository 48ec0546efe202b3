#!/usr/bin/env node
// Maintainer tool: how many listings src/content/data holds, per category and borough, and how many of them
// have a phone the site may offer as tap-to-call (src/content/resources.ts `phoneDisplay`, docs/data-rules.md).
// Run it before and after an import (`npm run count:resources`) and compare: a borough that loses its callable
// listings shows up here before anyone reaches it from /vets.
//
//   node scripts/count-resources.mjs            a table
//   node scripts/count-resources.mjs --json     the same counts as JSON
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './lib/ts-import.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = join(root, 'src', 'content', 'data');
const { phoneDisplay } = await importTs(root, 'src/content/resources.ts');

/** Files that hold resources (every record has a category and verification); the ZIP table and lists don't. */
const resourceFiles = readdirSync(dataDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(dataDir, f), 'utf8')))
  .filter((records) => Array.isArray(records) && records.every((r) => r.category && r.verification));

/** counts[category][borough] = { total, callable } */
const counts = {};
for (const records of resourceFiles) {
  for (const r of records) {
    const borough = r.borough ?? '(none)';
    const cell = ((counts[r.category] ??= {})[borough] ??= { total: 0, callable: 0 });
    cell.total += 1;
    if (phoneDisplay(r) === 'call') cell.callable += 1;
  }
}

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(counts, null, 1));
} else {
  const rows = [['category', 'borough', 'listings', 'callable phone', 'no callable phone']];
  for (const category of Object.keys(counts).sort()) {
    for (const borough of Object.keys(counts[category]).sort()) {
      const { total, callable } = counts[category][borough];
      rows.push([category, borough, String(total), String(callable), String(total - callable)]);
    }
    const all = Object.values(counts[category]);
    const total = all.reduce((s, c) => s + c.total, 0);
    const callable = all.reduce((s, c) => s + c.callable, 0);
    rows.push([category, '= all', String(total), String(callable), String(total - callable)]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}
