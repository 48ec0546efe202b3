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
