import { describe, expect, it } from 'vitest';
import { applyUpdate, hasEnded, mergeAdditions } from './merge-additions.mjs';

const record = (fields = {}) => ({
  name: 'Example Vet',
  phone: null,
  address: '1 Main St',
  hours: null,
  services: ['exams'],
  website: null,
  verification: { phone: { level: 'unverified' }, address: { level: 'single-source' } },
  sources: [{ url: 'https://old.example', pageDate: '2016-01-01' }],
  ...fields,
});
const source = { url: 'https://new.example', pageDate: '2019-05-01', reliability: 'official' };

describe('applyUpdate', () => {
  it.each([
    // field, old value, old level, new value, new level, shown value
    ['phone', null, 'unverified', '718-420-9100', 'official-page', '718-420-9100'],
    ['address', '1 Main St', 'single-source', '2 Main St', 'corroborated', '2 Main St'],
    ['address', '1 Main St', 'official-page', '2 Main St', 'single-source', '1 Main St'],
    ['address', '1 Main St', 'official-page', '2 Main St', 'official-page', '1 Main St'],
  ])('%s: %s (%s) against %s (%s) shows %s', (field, oldValue, oldLevel, newValue, newLevel, shown) => {
    const r = record({ [field]: oldValue, verification: { [field]: { level: oldLevel } } });
    const note = applyUpdate(
      r,
      { newFields: { [field]: newValue }, verification: { [field]: { level: newLevel } }, sources: [source] },
      '2026-11-28',
    );
    expect(r[field]).toBe(shown);
    expect(r.verification[field].level).toBe(shown === newValue ? newLevel : oldLevel);
    if (oldValue !== null) {
      // Both values stay in the research record, with their levels.
      expect(note.alternatives).toEqual([
        expect.objectContaining({ field, shown, other: shown === newValue ? oldValue : newValue }),
      ]);
    } else {
      expect(note.alternatives).toEqual([]);
    }
  });

  it('fills an empty plain field and keeps a different existing one, noting the other value', () => {
    const r = record({ website: 'https://kept.example' });
    const note = applyUpdate(r, { newFields: { website: 'https://other.example', neighborhood: 'Rosebank' } }, 'x');
    expect(r.website).toBe('https://kept.example');
    expect(r.neighborhood).toBe('Rosebank');
    expect(note.alternatives).toEqual([
      { field: 'website', shown: 'https://kept.example', other: 'https://other.example' },
    ]);
  });

  it('adds services and hours, and keeps fields it has no rule for aside', () => {
    const r = record();
    const note = applyUpdate(
      r,
      { newFields: { services_addition: 'vaccines', hours_addition: 'Wed afternoons', otherName: 'Flatbush Vet' } },
      'x',
    );
    expect(r.services).toEqual(['exams', 'vaccines']);
    expect(r.hours).toBe('Wed afternoons');
    expect(note.setAside).toEqual({ otherName: 'Flatbush Vet' });
  });

  it('counts the update’s sources towards the record only when it changes fields', () => {
    const withFields = record();
    applyUpdate(withFields, { newFields: { phone: '718-420-9100' }, sources: [source] }, 'x');
    expect(withFields.sources).toHaveLength(2);
    const prose = record();
    const note = applyUpdate(prose, { changes: ['services: new workshops'], sources: [source] }, 'x');
    expect(prose).toEqual(record());
    expect(note.changes).toEqual(['services: new workshops']);
  });
});

describe('mergeAdditions', () => {
  const main = { compiledOn: '2026-11-21', veterinaryClinics: [record()], closedOrHistorical: [] };

  it('appends new records and categories, excludes closed places and leaves the input alone', () => {
    const merged = mergeAdditions(main, [
      {
        compiledOn: '2026-11-28',
        veterinaryClinics: [record({ name: 'New Vet' })],
        communityCats: [record({ name: 'Colony help' })],
        closedOrHistorical: [{ name: 'Old Vet', status: 'closed 2012' }],
        searchedWithoutResult: ['Bronx vets'],
      },
    ]);
    expect(merged.veterinaryClinics.map((r) => r.name)).toEqual(['Example Vet', 'New Vet']);
    expect(merged.communityCats).toHaveLength(1);
    expect(merged.closedOrHistorical).toEqual([{ name: 'Old Vet', status: 'closed 2012' }]);
    expect(merged.searchedWithoutResult).toBeUndefined();
    expect(merged.updatedOn).toBe('2026-11-28');
    expect(main.veterinaryClinics).toHaveLength(1);
  });

  it('refuses an update for a record that is not there', () => {
    const update = { existingName: 'Nobody', existingSection: 'veterinaryClinics', newFields: {} };
    expect(() => mergeAdditions(main, [{ updatesToExisting: [update] }])).toThrow(/Nobody/);
  });

  it('keeps what an update said in the record’s research', () => {
    const update = {
      existingName: 'Example Vet',
      existingSection: 'veterinaryClinics',
      newFields: { phone: '718-420-9100' },
      verification: { phone: { level: 'official-page' } },
      sources: [source],
    };
    const [merged] = mergeAdditions(main, [
      { compiledOn: '2026-11-28', updatesToExisting: [update] },
    ]).veterinaryClinics;
    expect(merged.phone).toBe('718-420-9100');
    expect(merged.additions).toEqual([expect.objectContaining({ compiledOn: '2026-11-28', sources: [source] })]);
  });
});

describe('hasEnded', () => {
  it.each([
    ['ENDED - campaign deadline 2025-06-30', true],
    ['HISTORICAL - 2011 evidence only.', true],
    ['Active per official page', false],
    ['current status unknown', false],
    [null, false],
  ])('%s -> %s', (status, ended) => {
    expect(hasEnded(status)).toBe(ended);
  });
});
