import regulationsData from './data/regulations.json' with { type: 'json' };
import { mustFindResource } from './org-lookup.ts';
import type { Resource } from './resource-schema.ts';
import { formatConfirmedDate } from './resources.ts';

// The rules that apply to shop cats, from the sourced data only (docs/data-rules.md). Pages show each rule
// with its sources and the date it was last confirmed; a pending bill shows its status exactly as recorded.

export const regulations = regulationsData as Resource[];

export interface ShopCatRule {
  id: string;
  name: string;
  /** What the rule or bill says, as recorded in the data. */
  points: readonly string[];
  /** Where a bill stands, as recorded (null for rules in force). */
  status: string | null;
  /** "November 2025", or null when no source is dated. */
  lastConfirmed: string | null;
  sources: readonly { url: string; kind: string | null; date: string | null }[];
  /** Disagreements between sources; the page must not state a figure the sources dispute. */
  conflicts: readonly string[];
}

function toRule(resource: Resource): ShopCatRule {
  return {
    id: resource.id,
    name: resource.name,
    points: resource.services,
    status: resource.stage,
    lastConfirmed: formatConfirmedDate(resource.lastConfirmed),
    sources: resource.sources,
    conflicts: resource.conflicts,
  };
}

/**
 * The rules in force and the pending bills, in the order given, from `records`. Throws when an id has no record,
 * or a bill has no recorded status: the page must never show a bill without saying where it stands.
 */
export function selectShopCatRules(
  records: readonly Resource[],
  ids: { inForce: readonly string[]; pending: readonly string[] },
): { inForce: ShopCatRule[]; pending: ShopCatRule[] } {
  const pending = ids.pending.map((id) => toRule(mustFindResource(records, id)));
  for (const bill of pending) {
    if (!bill.status) throw new Error(`Pending proposal "${bill.id}" has no recorded status`);
  }
  return { inForce: ids.inForce.map((id) => toRule(mustFindResource(records, id))), pending };
}

const selected = selectShopCatRules(regulations, {
  // The city health code, the state's retail food store rules, and the rabies law.
  inForce: [
    'nyc-health-code-article-81-no-live-animals-in-food-service-e',
    'ny-state-agriculture-markets-retail-food-stores-bodegas-live',
    'nys-public-health-law-2141-rabies-vaccination-of-cats',
  ],
  // Bills that would change the rules for shop cats; not law unless their status says so.
  pending: [
    'nyc-council-int-no-1471-2025-cats-in-retail-food-stores-bode',
    'ny-state-assembly-bill-a08341-2025-2026-health-safety-guidel',
  ],
});

/** Rules in force today. */
export const rulesInForce: readonly ShopCatRule[] = selected.inForce;

/** Bills that would change the rules for shop cats. */
export const pendingProposals: readonly ShopCatRule[] = selected.pending;
