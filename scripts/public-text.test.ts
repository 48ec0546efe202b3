import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { lintPublicRecord, noteWordsIn, programStatus, PUBLIC_FIELDS, publicText } from './public-text.mjs';

const dataDir = join(import.meta.dirname, '..', 'src', 'content', 'data');
const RECORD_FILES = readdirSync(dataDir).filter(
  (f) => f.endsWith('.json') && !['meta.json', 'excluded-names.json', 'nyc-zips.json'].includes(f),
);

describe('noteWordsIn', () => {
  it.each([
    "(house number not corroborated: '318 Warren St' in one LLM-like list)",
    'CURRENT FEE NOT VERIFIED.',
    "'Eligible clients' - specific Bronx criteria not found in sources read.",
    'Others: see lowCostClinics.',
    'UNDER CONSTRUCTION as of 2023 (ground broken 2023-05-18; planned opening spring 2025).',
    'Surrender fee per NYC 311 (c.2020-21)',
    'Older nyc.gov page: $35 to offer for adoption',
    '$75 per incident (undated secondary)',
    'Name and address from Google Places (2022).',
  ])('flags research-note wording: %s', (text) => {
    expect(noteWordsIn(text)).not.toEqual([]);
  });

  it.each([
    'Open to all; emergencies seen without appointment.',
    'Surrender fee: $10 per animal with appointment, $35 without.',
    'Phone not confirmed — check the website before you go',
    'Status unknown — call before going',
    'Last checked: March 2025',
    'Free TNR certification workshops; trap loans.',
  ])('lets plain public wording through: %s', (text) => {
    expect(noteWordsIn(text)).toEqual([]);
  });
});

describe('publicText', () => {
  it('drops a bracketed note and keeps the address for directions', () => {
    expect(
      publicText(
        "Warren Street, Cobble Hill, Brooklyn, NY (house number not corroborated: '318 Warren St' in one LLM-like list)",
      ),
    ).toBe('Warren Street, Cobble Hill, Brooklyn, NY');
  });

  it('cuts a citation, drops sentences that read like notes and keeps the rest', () => {
    expect(
      publicText(
        'Surrender fee per NYC 311 (c.2020-21): $10 per animal with appointment, $35 without. Older nyc.gov page: $35 to offer for adoption, $125 to euthanize. Owned deceased pet drop-off: $50.',
      ),
    ).toBe('Surrender fee: $10 per animal with appointment, $35 without. Owned deceased pet drop-off: $50.');
  });

  it('leaves nothing when every sentence is a note, and keeps house numbers that look like years', () => {
    expect(publicText("'Eligible clients' - specific Bronx criteria not found in sources read.")).toBeNull();
    expect(publicText('2009: free with public assistance, $75 otherwise.')).toBeNull();
    expect(publicText('1906 Flushing Avenue (at Woodward Ave), Ridgewood, NY')).toBe(
      '1906 Flushing Avenue (at Woodward Ave), Ridgewood, NY',
    );
  });

  it.each([
    ['Since 2020 it has helped over 400 families (per Animal Haven)', 'Since 2020 it has helped over 400 families'],
    ['Fees apply (nyc.gov)', 'Fees apply'],
    ['Shelter, food and vet care (as described in coverage).', 'Shelter, food and vet care.'],
    ['30-40% of bodegas have a cat (founder’s estimate on NPR)', '30-40% of bodegas have a cat'],
    ['Spay/neuter for cats (by appointment)', 'Spay/neuter for cats (by appointment)'],
    ['NYC community-cat caretakers; criteria not published in the excerpt.', null],
    ['Rescue and TNR volunteers; booking route not found.', null],
  ])('drops a bracket that says where a fact was read, and a sentence that says it was not: %s', (text, kept) => {
    expect(publicText(text)).toBe(kept);
  });
});

describe('programStatus', () => {
  const today = '2026-11-23';
  it('calls a passed, unconfirmed opening date unknown', () => {
    expect(
      programStatus(
        'UNDER CONSTRUCTION as of 2023 (ground broken 2023-05-18; planned opening spring 2025). Whether it has opened was NOT verified.',
        today,
      ),
    ).toBe('unknown');
    expect(programStatus('Announced as opening summer 2019 (LIC Post); current status not verified', today)).toBe(
      'unknown',
    );
  });

  it('keeps a closure whose reopening year has not passed, and ends it when it has', () => {
    const closed = 'CLOSED FOR RENOVATION as of Sept 2024; expected to reopen in 2026 (reopening not verified)';
    expect(programStatus(closed, today)).toBe('closed-for-renovation');
    expect(programStatus(closed, '2027-01-02')).toBe('unknown');
  });

  it('calls an unconfirmed place unknown, and an active programme running whatever else its status says', () => {
    expect(programStatus('unconfirmed-current', today)).toBe('unknown');
    expect(programStatus('Active per official page. Whether a grant continued was not verified.', today)).toBeNull();
  });

  it('says nothing about a place that opened', () => {
    expect(programStatus('Opened 2020-02-11 (soft opening) per QNS', today)).toBeNull();
    expect(programStatus(null, today)).toBeNull();
  });
});

describe('every public field of the shipped data', () => {
  it.each(RECORD_FILES)('%s has no research-note wording', (file) => {
    const records = JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as Record<string, unknown>[];
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      for (const field of PUBLIC_FIELDS) expect(record).toHaveProperty(field);
      expect(lintPublicRecord(record), String(record.id)).toEqual([]);
    }
  });
});
