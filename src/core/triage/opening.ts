// The reply opening: the level decided from the red flags found, and the fixed first lines of an emergency or urgent
// answer (the 24/7 number, the guides, the steps), which the model never writes.
import { telHref } from '../phone.ts';
import { higherUrgency, type Urgency } from '../urgency.ts';
import type { RedFlag, TriageContact, TriageGuide, TriageOptions, TriageResult } from './types.ts';

export function decide(
  matches: readonly RedFlag[],
  carried: boolean,
  read: Pick<TriageResult, 'topics' | 'denies' | 'deniedWords'>,
  options: TriageOptions,
): TriageResult {
  const urgency = matches.reduce<Urgency>((u, m) => higherUrgency(u, m.level), 'routine');
  const result = {
    urgency,
    emergency: urgency === 'emergency',
    matches: matches.filter((m) => m.level === urgency),
    carried,
    learned: false,
    ...read,
    opening: '',
  };
  return { ...result, opening: triageOpening(result, options.contact, options.urgentLead) };
}

export function uniqueGuides(rules: readonly RedFlag[]): TriageGuide[] {
  const seen = new Map<string, TriageGuide>();
  for (const rule of rules) if (!seen.has(rule.guide.path)) seen.set(rule.guide.path, rule.guide);
  return [...seen.values()];
}

/** "Call the 24/7 … now: [number](tel:…) (address)." The call line of every emergency opening. */
export function emergencyCallLine(contact: TriageContact): string {
  const where = contact.address ? ` (${contact.address})` : '';
  return `Call the 24/7 ${contact.shortName} now: [${contact.phone}](${telHref(contact.phone)})${where}.`;
}

/**
 * The fixed opening of an emergency or urgent answer. Emergency: the 24/7 number as a tap-to-call link, then
 * the matching guides, before anything else. Urgent: `urgentLead` (see a vet within 24 hours), then the guides.
 * The model never writes this part.
 */
export function triageOpening(
  result: Pick<TriageResult, 'urgency' | 'matches'>,
  contact: TriageContact,
  urgentLead: string,
): string {
  const [first] = result.matches;
  if (!first || result.urgency === 'routine') return '';
  const links = uniqueGuides(result.matches)
    .map((g) => `[${g.title}](${g.path})`)
    .join(' · ');
  const steps = [...new Set(result.matches.flatMap((m) => m.steps))].map((s) => `- ${s}`);
  if (result.urgency === 'urgent') return [`${urgentLead} ${first.label}.`, `Guide: ${links}`, ...steps].join('\n');
  return [`EMERGENCY: ${first.label}. ${emergencyCallLine(contact)}`, `Guide: ${links}`, ...steps].join('\n');
}
