#!/usr/bin/env node
// `node scripts/typo-net-check.mjs`: real words the triage lexicon reads as another concept only through its typo
// net ("plata" read as a plant, "staring" as straining). It runs every word of Debian's English and Spanish word
// lists (`apt-get install wamerican wspanish`; a maintenance tool, not part of the tests) through the lexicon
// twice, with and without the typo net, and prints the words that differ and that people actually write here:
// in the development triage cases and search questions, or the site's own text. Each is either a real misreading (add it to
// REAL_WORDS in src/core/triage/lexicon/spelling.ts) or a spelling the concept means (leave it, or add it as a term).
// How the typo net works: docs/triage.md.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './lib/ts-import.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DICTIONARIES = ['/usr/share/dict/american-english', '/usr/share/dict/spanish'];
const missing = DICTIONARIES.filter((f) => !existsSync(f));
if (missing.length > 0) {
  console.error(`Missing ${missing.join(', ')}: apt-get install -y wamerican wspanish`);
  process.exit(2);
}

const { compileLexicon } = await importTs(root, 'src/core/triage/lexicon.ts');
const { CONCEPTS } = await importTs(root, 'src/core/triage/lexicon/concepts.ts');
const { MISSPELLINGS } = await importTs(root, 'src/core/triage/lexicon/spelling.ts');
const { foldText } = await importTs(root, 'src/core/triage/normalise.ts');

const words = new Set();
for (const file of DICTIONARIES) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const word = foldText(line.trim());
    if (/^[a-z]{4,}$/.test(word)) words.add(word);
  }
}

// What people write here: the development halves of the triage cases and the search questions (never the
// held-back halves: their words would be tuned on), and the site's own text.
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));
const texts = [
  ...readJson('eval/triage/development.json').cases.flatMap((c) => [
    c.text,
    ...(c.history ?? []).map((t) => t.content),
  ]),
  ...readJson('eval/search/development.json').questions.map((q) => q.q),
  ...readdirSync(join(root, 'src/content/pages'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(join(root, 'src/content/pages', f), 'utf8')),
];
const used = new Map();
for (const text of texts) {
  for (const word of foldText(text).split(/[^a-z0-9]+/)) {
    if (words.has(word)) used.set(word, (used.get(word) ?? 0) + 1);
  }
}

const withNet = compileLexicon(CONCEPTS, MISSPELLINGS);
const withoutNet = compileLexicon(CONCEPTS, {
  ...Object.fromEntries([...used.keys()].map((w) => [w, w])),
  ...MISSPELLINGS,
});
const rows = [];
for (const [word, count] of used) {
  if (word in MISSPELLINGS) continue;
  const plain = new Set(withoutNet.find([word]).map((h) => h.concept));
  const byNet = [...new Set(withNet.find([word]).map((h) => h.concept))].filter((c) => !plain.has(c));
  if (byNet.length > 0) rows.push({ word, count, byNet });
}
rows.sort((a, b) => b.count - a.count);
console.log(`${rows.length} real words read as another concept only by the typo net (times used, word, concepts):`);
for (const { word, count, byNet } of rows)
  console.log(`${String(count).padStart(5)}  ${word.padEnd(16)} ${byNet.join(', ')}`);
