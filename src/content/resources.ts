import type { ProgramStatus, Resource, VerificationLevel } from './resource-schema.ts';
import { listings } from './pages/listings.ts';

/**
 * How a resource's phone may be shown (docs/data-rules.md):
 * - `call`: corroborated or the organisation's own page — a tap-to-call link;
 * - `unconfirmed`: one non-official source — shown as text with "unconfirmed — check before you go", never
 *   in an emergency call box;
 * - `hidden`: conflicting, unverified or missing — not shown at all.
 */
export type PhoneDisplay = 'call' | 'unconfirmed' | 'hidden';

export function phoneDisplay(resource: Pick<Resource, 'phone' | 'verification'>): PhoneDisplay {
  if (!resource.phone) return 'hidden';
  const level: VerificationLevel = resource.verification.phone?.level ?? 'unverified';
  if (level === 'corroborated' || level === 'official-page') return 'call';
  if (level === 'single-source') return 'unconfirmed';
  return 'hidden';
}

/** Every resource record the site ships, for checks that span categories (phone audits, exclusions). */
export type { ProgramStatus, Resource, VerificationLevel };

const STRONG_LEVELS: readonly VerificationLevel[] = ['corroborated', 'official-page'];

/** Emergency listings show only places whose 24/7 status is supported (docs/data-rules.md). */
export function isSupported24h(resource: Pick<Resource, 'is24h' | 'verification'>): boolean {
  const level = resource.verification.is24h?.level ?? 'unverified';
  return resource.is24h === true && STRONG_LEVELS.includes(level);
}

/** Fees and eligibility marked stale or in conflict are shown as "confirm with the provider" (rule 5). */
export function needsConfirmation(resource: Pick<Resource, 'staleFields' | 'conflicts' | 'status'>): boolean {
  return resource.staleFields.length > 0 || resource.conflicts.length > 0 || resource.status !== null;
}

/**
 * The public wording every listing card uses: built from structured fields (phone level, website, dates),
 * never from the research notes. In English; the cards on translated pages read it in the page's language.
 */
export const listingWording = listings.listing;

/** What a page says about a programme that may not be running (scripts/public-text.mjs decides which). */
export const programStatusLabels: Record<ProgramStatus, string> = {
  unknown: 'Status unknown — call before going',
  'closed-for-renovation': 'Closed for renovation when last checked — call before going',
};

// Spelled out rather than asked of Intl: toLocaleString builds a new date formatter on every call (about 0.1 ms
// each on a slow phone), and a page of listings formats one date per listing while it starts.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * The spec's pricing dates (docs/requirements.md#constants: "pricing notes January 2025 / July 2025"), which the
 * spay/neuter, surrender and rehoming pages give their fees. Here rather than in one of those pages' copy, so a page
 * that states it doesn't load another page's words with it (scripts/size.mjs).
 */
export const SPEC_PRICING_DATES = 'January 2025 / July 2025';

/** A listing counts as possibly out of date when its newest source is older than this. */
export const OUT_OF_DATE_YEARS = 2;

/**
 * True when a listing was last confirmed more than OUT_OF_DATE_YEARS before `asOf` (the build date), or never.
 * A date with no day or month counts as its last day, so a listing confirmed "2024" is given the whole year.
 */
export function isOutOfDate(lastConfirmed: string | null, asOf: Date): boolean {
  if (!lastConfirmed) return true;
  const [y, m, d] = lastConfirmed.split('-').map(Number);
  if (y === undefined || !Number.isFinite(y)) return true;
  // Day 0 of the next month is the last day of this one.
  const end = d !== undefined ? new Date(Date.UTC(y, (m ?? 1) - 1, d)) : new Date(Date.UTC(y, m ?? 12, 0));
  const cutoff = new Date(asOf);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - OUT_OF_DATE_YEARS);
  return end < cutoff;
}

/** "March 2026" from "2026-03-02", "2026-03" or "2026"; null when there's no date. */
export function formatConfirmedDate(date: string | null): string | null {
  if (!date) return null;
  const [y, m] = date.split('-');
  if (!m) return y ?? null;
  const month = MONTHS[Number(m) - 1];
  if (!month) throw new Error(`${date} has no month ${m}`);
  return `${month} ${y}`;
}
