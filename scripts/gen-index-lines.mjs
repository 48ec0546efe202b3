#!/usr/bin/env node
// `npm run gen:index-lines`: writes src/content/guide-index/data-lines.json, the lines of the guide index that
// come from the sourced data (clinics by borough, the poison line, ASPCA's mobile clinics), from `dataLines()` in
// src/content/guide-index/clinics.ts. Run it after the data changes; entries.test.ts fails until the file matches.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './lib/ts-import.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { dataLines } = await importTs(root, 'src/content/guide-index/clinics.ts');
const path = 'src/content/guide-index/data-lines.json';
writeFileSync(join(root, path), `${JSON.stringify(dataLines(), null, 2)}\n`);
console.log(`wrote ${path}`);
