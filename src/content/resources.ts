import type { Resource, VerificationLevel } from './resource-schema.ts';

/**
 * How a resource's phone may be shown (data README, rule 2):
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
export type { Resource, VerificationLevel };

const STRONG_LEVELS: readonly VerificationLevel[] = ['corroborated', 'official-page'];

/** Emergency listings show only places whose 24/7 status is supported (data README, rule 3). */
export function isSupported24h(resource: Pick<Resource, 'is24h' | 'verification'>): boolean {
  const level = resource.verification.is24h?.level ?? 'unverified';
  return resource.is24h === true && STRONG_LEVELS.includes(level);
}

/** Fees and eligibility marked stale or in conflict are shown as "confirm with the provider" (rule 5). */
export function needsConfirmation(resource: Pick<Resource, 'staleFields' | 'conflicts' | 'status'>): boolean {
  return resource.staleFields.length > 0 || resource.conflicts.length > 0 || resource.status !== null;
}

/** The strongest verification level among a record's fields, for a one-word summary on a card. */
export function overallLevel(resource: Pick<Resource, 'verification'>): VerificationLevel {
  const order: VerificationLevel[] = ['corroborated', 'official-page', 'single-source', 'conflict', 'unverified'];
  const levels = Object.values(resource.verification).map((v) => v.level);
  return order.find((l) => levels.includes(l)) ?? 'unverified';
}

export const verificationLabels: Record<VerificationLevel, string> = {
  corroborated: 'confirmed by two or more sources',
  'official-page': 'from the organization’s own page',
  'single-source': 'from a single source',
  conflict: 'sources disagree',
  unverified: 'not yet confirmed',
};

/** "March 2026" from "2026-03-02", "2026-03" or "2026"; null when there's no date. */
export function formatConfirmedDate(date: string | null): string | null {
  if (!date) return null;
  const [y, m] = date.split('-');
  if (!m) return y ?? null;
  const month = new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${month} ${y}`;
}
