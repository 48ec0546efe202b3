#!/usr/bin/env node
// `node scripts/gen-emergency-contact.mjs`: writes src/content/emergency-contact.json, the record of the 24/7
// hospital the sticky emergency bar calls (docs/data-rules.md), copied from data/emergency-hospitals.json.
// The layout needs that one record on every page; importing the hospital list for it put every hospital in every
// page's first load (6 kB gz, scripts/size.mjs). Run it after the data changes; content.test.ts fails until the
// file matches.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

const EMERGENCY_CONTACT_ID = 'schwarzman-animal-medical-center-amc';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const hospitals = JSON.parse(readFileSync(join(root, 'src/content/data/emergency-hospitals.json'), 'utf8'));
const record = hospitals.find((r) => r.id === EMERGENCY_CONTACT_ID);
if (!record) throw new Error(`${EMERGENCY_CONTACT_ID} is missing from emergency-hospitals.json`);
const path = join(root, 'src/content/emergency-contact.json');
const options = { ...(await resolveConfig(path)), filepath: path };
writeFileSync(path, await format(JSON.stringify(record), options));
console.log('wrote src/content/emergency-contact.json');
