// Merging the research team's additions files into the main research file before the import
// (scripts/import-resources.mjs). An additions file has the main file's shape plus `updatesToExisting`: new or
// better-sourced facts about a record already in the main file. The rule for a fact both files give
// (docs/data-rules.md, "Adding research"): the page shows the better-supported value, and the record's research
// keeps both, with their levels, so a maintainer can see what was set aside and why.

/** Verification levels from strongest to weakest (docs/data-rules.md, "Verification levels"). */
const LEVEL_RANK = { corroborated: 4, 'official-page': 3, 'single-source': 2, conflict: 1, unverified: 0 };
/** Fields that carry their own verification level; the better-supported value wins. */
const LEVELLED_FIELDS = new Set(['phone', 'address', 'hours', 'is24h']);
/** Fields with no level of their own: an update fills them when empty and is otherwise kept for maintainers. */
const PLAIN_FIELDS = new Set(['neighborhood', 'website', 'costNotes', 'eligibility']);
/** `<field>_addition` values that add to a field rather than replace it. */
const ADDING_FIELDS = { hours_addition: 'hours', services_addition: 'services', services: 'services' };
/** Lists in an additions file that are not categories of records. */
const NOT_CATEGORIES = new Set(['updatesToExisting', 'closedOrHistorical', 'unverifiedLeads', 'searchedWithoutResult']);
/** Where an update may point that is not a shown category: those names stay excluded whatever the update says. */
const NOT_SHOWN = new Set(['unverifiedLeads', 'closedOrHistorical']);

/** A programme whose status says it is over ("ENDED - campaign deadline 2025-06-30") is history. */
export function hasEnded(status) {
  return /^\s*(?:ended|historical|disbanded)\b/i.test(status ?? '');
}

const rank = (level) => LEVEL_RANK[level ?? 'unverified'] ?? 0;
const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);
const isEmpty = (v) => v == null || (Array.isArray(v) && v.length === 0) || v === '';

/** The level of a field an update gives without a verification entry: the best of its sources' kinds. */
function levelFromSources(sources) {
  return (sources ?? []).some((s) => /^official\b/i.test(s.reliability ?? '')) ? 'official-page' : 'single-source';
}

/**
 * One update applied to its record, in place. Returns what the record's research keeps: the update's date,
 * sources and notes, the values it did not show, and the values it replaced.
 */
export function applyUpdate(record, update, compiledOn) {
  const kept = { compiledOn, sources: update.sources ?? [], notes: update.notes ?? null, setAside: {} };
  const alternatives = [];
  if (update.changes) {
    // Prose about what changed, not field values: kept for maintainers, the public record is left as it was.
    kept.changes = update.changes;
    return { ...kept, alternatives };
  }
  const newFields = update.newFields ?? {};
  for (const [key, value] of Object.entries(newFields)) {
    if (LEVELLED_FIELDS.has(key)) {
      const info = update.verification?.[key];
      const newLevel = info?.level ?? levelFromSources(update.sources);
      const oldLevel = record.verification?.[key]?.level ?? 'unverified';
      const oldValue = record[key] ?? null;
      if (sameValue(oldValue, value)) {
        if (rank(newLevel) > rank(oldLevel)) record.verification[key] = { ...info, level: newLevel };
        continue;
      }
      const takeNew = oldValue === null || rank(newLevel) > rank(oldLevel);
      if (oldValue !== null) {
        alternatives.push({
          field: key,
          shown: takeNew ? value : oldValue,
          shownLevel: takeNew ? newLevel : oldLevel,
          other: takeNew ? oldValue : value,
          otherLevel: takeNew ? oldLevel : newLevel,
        });
      }
      if (takeNew) {
        record[key] = value;
        record.verification = { ...record.verification, [key]: { ...info, level: newLevel } };
      }
    } else if (PLAIN_FIELDS.has(key)) {
      if (isEmpty(record[key])) record[key] = value;
      else if (!sameValue(record[key], value)) alternatives.push({ field: key, shown: record[key], other: value });
    } else if (ADDING_FIELDS[key] === 'services') {
      const items = Array.isArray(value) ? value : [value];
      record.services = [...(record.services ?? []), ...items.filter((i) => !(record.services ?? []).includes(i))];
    } else if (ADDING_FIELDS[key] === 'hours') {
      record.hours = [record.hours, value].filter(Boolean).join(' ');
      const info = update.verification?.hours;
      if (info && rank(info.level) > rank(record.verification?.hours?.level)) {
        record.verification = { ...record.verification, hours: info };
      }
    } else {
      kept.setAside[key] = value;
    }
  }
  // The update's sources now support shown fields, so they count towards the record's last-confirmed date.
  record.sources = [...(record.sources ?? []), ...(update.sources ?? [])];
  return { ...kept, alternatives };
}

/**
 * The main research file with the additions merged in (the inputs are not changed): new records appended to
 * their category, closed places added to the exclusions, updates applied to the records they name. Throws on an
 * update that names no record, so a renamed entry can't be silently dropped.
 */
export function mergeAdditions(main, additions) {
  const merged = structuredClone(main);
  for (const file of additions) {
    for (const [key, list] of Object.entries(file)) {
      if (!Array.isArray(list) || NOT_CATEGORIES.has(key)) continue;
      merged[key] = [...(merged[key] ?? []), ...structuredClone(list)];
    }
    merged.closedOrHistorical = [...(merged.closedOrHistorical ?? []), ...(file.closedOrHistorical ?? [])];
    for (const update of file.updatesToExisting ?? []) {
      const section = update.existingSection ?? update.existingArray;
      const record = (merged[section] ?? []).find((r) => r.name === update.existingName);
      if (!record) throw new Error(`update for "${update.existingName}": no such record in ${section}`);
      if (NOT_SHOWN.has(section)) continue;
      const note = applyUpdate(record, update, file.compiledOn);
      record.additions = [...(record.additions ?? []), note];
    }
    if (file.compiledOn && !(merged.updatedOn > file.compiledOn)) merged.updatedOn = file.compiledOn;
  }
  return merged;
}
