#!/usr/bin/env node
// Maintainer tool: turns the research team's nyc-resources.json (which records a source and a verification
// level for every field) into the trimmed, committed files in src/content/data/. The site, its build and its
// tests never read the research file; they read only what this script wrote and a maintainer reviewed.
//
//   node scripts/import-resources.mjs path/to/nyc-resources.json [path/to/additions.json ...]
//
// Additions files (research done since the main file was compiled) have the same record shape. Their category
// lists are appended (new categories get their own file), their `closedOrHistorical` names are excluded, and
// their `updatesToExisting` are merged into the named record by scripts/merge-additions.mjs, which keeps every
// value it did not show in the record's research.
//
// Rules applied here (docs/data-rules.md):
// - phones whose level is `conflict` or `unverified` are dropped (they may never be shown);
// - `closedOrHistorical` and `unverifiedLeads` are not imported as resources; only their names are kept, in
//   excluded-names.json, so a test can prove none of them is ever shown as active;
// - each record keeps its per-field verification level, its sources (url, kind, date) and its newest source
//   date as `lastConfirmed`;
// - pages get only public wording (scripts/public-text.mjs): the text fields are cleaned of research notes, a
//   programme's status becomes `unknown` or `closed-for-renovation`, and the notes and the original wording
//   move to `research`. The import fails if a public field still reads like a note.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { geocode, nycZipTable } from './geocode.mjs';
import { hasEnded, mergeAdditions } from './merge-additions.mjs';
import { lintPublicRecord, noteWordsIn, programStatus, publicText } from './public-text.mjs';

const [input, ...additionFiles] = process.argv.slice(2);
if (!input) {
  console.error('usage: node scripts/import-resources.mjs path/to/nyc-resources.json [path/to/additions.json ...]');
  process.exit(2);
}
const outDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'content', 'data');
const raw = mergeAdditions(
  JSON.parse(readFileSync(input, 'utf8')),
  additionFiles.map((f) => JSON.parse(readFileSync(f, 'utf8'))),
);

const CATEGORIES = [
  'emergencyHospitals',
  'poisonControl',
  'lowCostClinics',
  'veterinaryClinics',
  'spayNeuter',
  'shelters',
  'rescues',
  'financialAssistance',
  'foodPantries',
  'tnr',
  'regulations',
  'fostering',
  'communityCats',
  'lostAndFound',
];
const SHOWN_PHONE_LEVELS = new Set(['corroborated', 'official-page', 'single-source']);
/** An email or a text-only line is shown only from the organisation's own page or two sources (no "unconfirmed"). */
const SHOWN_CONTACT_LEVELS = new Set(['corroborated', 'official-page']);
/** The verification fields the site reads (src/content/resource-schema.ts); others stay in the research file. */
const VERIFIED_FIELDS = new Set(['phone', 'address', 'hours', 'is24h', 'latLng', 'email', 'textLine']);

const slug = (s) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Newest YYYY, YYYY-MM or YYYY-MM-DD found in a free-text date ("2022-05-07 (commit date)", "~2014-2016"). */
function newestDate(texts) {
  let best = null;
  for (const t of texts) {
    if (!t) continue;
    for (const m of String(t).matchAll(/\b((?:19|20)\d\d)(?:-(\d\d))?(?:-(\d\d))?\b/g)) {
      const d = [m[1], m[2], m[3]].filter(Boolean).join('-');
      if (!best || d.localeCompare(best) > 0) best = d;
    }
  }
  return best;
}

/**
 * A record's public name. Some research titles carry a subtitle that reads like a note ("Cats in food stores:
 * who regulates and what fines are reported"); the title before the subtitle is the name then.
 */
function publicName(name) {
  const whole = publicText(name) ?? name;
  if (noteWordsIn(whole).length === 0) return whole;
  const title = publicText(name.split(/:\s| - /)[0]);
  return title && noteWordsIn(title).length === 0 ? title : whole;
}

function trimVerification(v = {}) {
  const out = {};
  for (const [field, info] of Object.entries(v)) {
    if (!VERIFIED_FIELDS.has(field)) continue;
    out[field] = { level: info.level };
    if (info.caveat) out[field].caveat = info.caveat;
  }
  return out;
}

const today = new Date().toISOString().slice(0, 10);

function trimRecord(r, category) {
  const phoneLevel = r.verification?.phone?.level ?? 'unverified';
  const contactAt = (field) => SHOWN_CONTACT_LEVELS.has(r.verification?.[field]?.level ?? 'unverified');
  const sources = (r.sources ?? []).map((s) => ({
    url: s.url,
    kind: s.reliability ?? null,
    date: newestDate([s.pageDate, s.apparentDate]),
  }));
  const isRule = category === 'regulations';
  const original = {
    name: r.name,
    address: r.address ?? null,
    phone: r.phone ?? null,
    hours: r.hours ?? null,
    costNotes: r.costNotes ?? null,
    eligibility: r.eligibility ?? null,
    status: r.status ?? null,
    services: r.services ?? [],
  };
  const record = {
    id: slug(r.name),
    category,
    name: publicName(r.name),
    borough: r.borough ?? null,
    neighborhood: r.neighborhood ?? null,
    address: publicText(r.address),
    phone: SHOWN_PHONE_LEVELS.has(phoneLevel) ? publicText(r.phone) : null,
    email: contactAt('email') ? (r.email ?? null) : null,
    // Only the number: the research value says what it is for ("(203) 529-5372 (text only, …)").
    textLine: contactAt('textLine') ? (/^[\d() +-]+\d/.exec(r.verification.textLine.value ?? '')?.[0] ?? null) : null,
    website: r.website ?? null,
    hours: publicText(r.hours),
    is24h: r.is24h ?? null,
    services: (r.services ?? []).map(publicText).filter(Boolean),
    costNotes: publicText(r.costNotes),
    eligibility: publicText(r.eligibility),
    ...geocode(r),
    status: isRule ? null : programStatus(r.status, today),
    stage: isRule ? publicText(r.status) : null,
    unverifiedFields: r.unverifiedFields ?? [],
    staleFields: r.staleFields ?? [],
    conflicts: r.conflicts ?? [],
    verification: trimVerification(r.verification),
    sources,
    lastConfirmed: newestDate(sources.map((s) => s.date)),
  };
  const changed = Object.fromEntries(
    Object.entries(original).filter(
      ([k, v]) => JSON.stringify(v) !== JSON.stringify(record[k === 'status' && isRule ? 'stage' : k]),
    ),
  );
  record.research = { notes: r.notes ?? null, original: changed };
  if (r.additions) record.research.additions = r.additions;
  const hits = lintPublicRecord(record);
  if (hits.length > 0) {
    for (const h of hits) console.error(`${category}/${record.id}.${h.field}: ${h.patterns.join(', ')} in "${h.text}"`);
    throw new Error(`public fields of "${r.name}" read like research notes; fix scripts/public-text.mjs or the data`);
  }
  return record;
}

mkdirSync(outDir, { recursive: true });
for (const category of CATEGORIES) {
  // A programme that has ended is history, not a resource: its name joins the excluded names below.
  const records = (raw[category] ?? []).filter((r) => !hasEnded(r.status)).map((r) => trimRecord(r, category));
  const ids = new Set();
  for (const { id } of records) {
    if (ids.has(id)) throw new Error(`two ${category} records share the id "${id}"; rename one in the research file`);
    ids.add(id);
  }
  writeFileSync(
    join(outDir, `${category.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.json`),
    JSON.stringify(records, null, 1) + '\n',
  );
}
const excluded = [
  ...CATEGORIES.flatMap((c) => (raw[c] ?? []).filter((r) => hasEnded(r.status))).map((r) => ({
    name: r.name,
    why: r.status,
  })),
  ...(raw.closedOrHistorical ?? []).map((r) => ({ name: r.name, why: r.status ?? 'closed or historical' })),
  ...(raw.unverifiedLeads ?? []).map((r) => ({ name: r.name, why: 'unverified lead' })),
];
writeFileSync(join(outDir, 'nyc-zips.json'), JSON.stringify(nycZipTable()) + '\n');
writeFileSync(join(outDir, 'excluded-names.json'), JSON.stringify(excluded, null, 1) + '\n');
writeFileSync(
  join(outDir, 'meta.json'),
  JSON.stringify({ compiledOn: raw.compiledOn, updatedOn: raw.updatedOn ?? raw.compiledOn }, null, 1) + '\n',
);
console.log(`wrote ${CATEGORIES.length} categories and excluded-names.json to ${outDir}`);
