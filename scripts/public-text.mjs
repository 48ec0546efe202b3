// The public voice of the NYC data. The research file writes maintainers' notes into the same free-text fields
// the pages show ("(house number not corroborated: … LLM-like list)", "CURRENT FEE NOT VERIFIED", "see
// lowCostClinics"). The import step keeps those notes for maintainers under each record's `research` and gives
// the pages only the public fields below, cleaned of note wording; then it lints them and fails on any hit.
// The site's e2e scan (tests/public-voice.spec.ts) reads the same patterns to check every route's text.

/** The record fields a page may show as text. Everything else is for maintainers or code (ids, levels, dates). */
export const PUBLIC_FIELDS = /** @type {const} */ ([
  'name',
  'borough',
  'neighborhood',
  'address',
  'phone',
  'hours',
  'costNotes',
  'eligibility',
  'services',
  'stage',
]);

/**
 * Words of the notes' kind: where a fact came from, how well it is supported, what a maintainer should do.
 * None of them belongs in a sentence a member of the public reads.
 */
export const NOTE_PATTERNS = /** @type {const} */ ([
  ['machine-generated list', /\bLLM\b/],
  ['corroboration', /\bcorroborat/i],
  [
    'not found in sources',
    /\bnot found in\b|\bsources? read\b|\bin (?:our |the )?sources\b|\bexcerpts?\b|\broute not found\b/i,
  ],
  ['see <fieldName>', /\bsee [a-z]+[A-Z][A-Za-z]*\b/],
  ['verification', /\b(?:not|un)[ -]?verified\b|\bnot confirmed by\b/i],
  ['shouted note', /\b(?:UNKNOWN|CURRENT [A-Z]+|VERIFIED|UNDER CONSTRUCTION|CLOSED FOR)\b/],
  ['sources disagree', /\bvs\.?\s|\breported\b/i],
  ['dated plan', /\bas of (?:19|20)\d\d\b.*\b(?:planned|expected|opening)\b|\bplanned\b|\bexpected to (?:re)?open\b/i],
  ['circa date', /\bc\.\s?(?:19|20)\d\d\b|\(~?(?:19|20)\d\d/i],
  [
    'source citation',
    /\bper (?:NYC 311|311|QNS|(?:an? |one |the )?[\w.' -]{0,30}?(?:page|FAQ|source|sources|report|testimonial|list|notice|blog|Post))\b/i,
  ],
  ['named source', /\((?:[\w.' -]+ )?(?:page|source|list|blog)s?\)/i],
  [
    'source kind',
    /\b(?:secondary|older|newer|single|undated)\b[\w. ]{0,20}?\b(?:source|page|blog|list|rule)s?\b|\b(?:blog|page|source)s? (?:confirms?|says|lists?|gives)\b|\bundated\b|\bGoogle Places\b|\brepositor(?:y|ies)\b|\bcompiled list\b|\b(?:19|20)\d\d source\b/i,
  ],
  [
    'maintainer instruction',
    /\bre-?verify\b|\bre-?check(?:ed)? (?:on|before)\b|\bbefore publishing\b|\bdo not publish\b|\bat time of reading\b|\bpage read\b/i,
  ],
  ['fee history', /\b(?:fee|price)s? seen in\b|\bcurrent (?:fee|price|status)\b/i],
]);

/** Each note pattern's name that matches `text`, or an empty list. */
export function noteWordsIn(text) {
  return NOTE_PATTERNS.filter(([, re]) => re.test(text)).map(([name]) => name);
}

/** Every hit on a record's public fields: `[{ field, text, patterns }]`. */
export function lintPublicRecord(record) {
  const hits = [];
  for (const field of PUBLIC_FIELDS) {
    const value = record[field];
    const texts = Array.isArray(value) ? value : value == null ? [] : [value];
    for (const text of texts) {
      const patterns = noteWordsIn(String(text));
      if (patterns.length > 0) hits.push({ field, text, patterns });
    }
  }
  return hits;
}

const BARE_DATE = /^\s*(?:c\.\s?|~|circa\s)?(?:19|20)\d\d(?:[-–/]\d{1,4})*\s*$/i;
/** A sentence that gives an old year's rules or prices: "2009: free with public assistance, $75 otherwise." */
const OLD_RULE = /^(?:c\.\s?)?(?:19|20)\d\d(?:[-–]\d+)?\s*[:(]/;
const CITATION = /\s*\b(?:per (?:NYC 311|311|the [\w ]+ page)|at time of reading)\b/gi;
/** A bracket that quotes a source word for word: ('Same as: No Same As'). */
const QUOTE = /^\s*['‘"“]/;
/** A bracket that names where a fact was read: (per Animal Haven), (nyc.gov), (as described in coverage). */
const CITED = /\bper\b|\bcoverage\b|\b[\w-]+\.(?:gov|org|com)\b|^311\/|\bon NPR\b/i;

/**
 * The public part of a free-text field: brackets holding a note or a bare date are dropped, "per NYC 311"-style
 * citations are cut, and any sentence that still reads like a note is left out. Null when nothing is left.
 */
export function publicText(text) {
  if (text == null) return null;
  const stripped = String(text)
    // Capitals for emphasis ("does NOT fund emergencies") read as shouting; the words stay.
    .replace(/\b(NOT|OR|AND|BEFORE)\b/g, (w) => w.toLowerCase())
    .replace(/\s*\(([^()]*)\)/g, (whole, inner) =>
      BARE_DATE.test(inner) || QUOTE.test(inner) || CITED.test(inner) || noteWordsIn(inner).length > 0 ? '' : whole,
    )
    .replace(CITATION, '');
  const sentences = stripped.split(/(?<=[.!?])\s+(?=[A-Z$'"‘“\d])/);
  const kept = sentences.map((s) => s.trim()).filter((s) => s && noteWordsIn(s).length === 0 && !OLD_RULE.test(s));
  const out = kept
    .join(' ')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/^[\s,;:.-]+|[\s,;:-]+$/g, '');
  return out.length > 1 ? out : null;
}

/**
 * A programme's public status from the research file's free-text one:
 * - `closed-for-renovation`: closed now, with a reopening that is expected but not past;
 * - `unknown`: the notes call it unknown or unverified, or a planned opening or reopening date has passed
 *   without confirmation (`today` is YYYY-MM-DD);
 * - null: nothing suggests it isn't running ("Opened 2020-02-11").
 */
export function programStatus(status, today) {
  if (!status) return null;
  // "Active per … page. Whether a partnership continued was not verified": the programme itself is running.
  if (/^\s*active\b/i.test(status)) return null;
  const thisYear = Number(today.slice(0, 4));
  const years = [...String(status).matchAll(/\b((?:19|20)\d\d)\b/g)].map((m) => Number(m[1]));
  const planned = /\b(?:planned|expected|announced|under construction)\b/i.test(status);
  const planPassed = planned && years.length > 0 && Math.max(...years) < thisYear;
  if (/\bclosed\b|\brenovation\b/i.test(status) && !planPassed) return 'closed-for-renovation';
  if (planned || /\bunknown\b|\b(?:not |un)verified\b|\bunconfirmed\b|\bmay have ended\b/i.test(status)) {
    return 'unknown';
  }
  return null;
}
