import { ExternalLink } from '@/components/content/external-link';
import { dailyCarePage as englishDailyCarePage } from '@/content/pages/daily-care';
import type { ShopCatRule } from '@/content/regulations';
import { usePageContent } from '@/lib/locale-content';
import { CareCard, CareFact, CareList } from './care-card';

function sourceLabel(source: ShopCatRule['sources'][number]): string {
  const host = new URL(source.url).hostname.replace(/^www\./, '');
  return [host, source.kind, source.date].filter(Boolean).join(' · ');
}

/** One NYC/NY rule or bill from the sourced data: what it says, its recorded status, sources and date. */
export function ShopCatRuleCard({ rule }: { rule: ShopCatRule }) {
  const copy = usePageContent('daily-care', { dailyCarePage: englishDailyCarePage }).dailyCarePage.legal;
  return (
    <CareCard
      headingLevel={4}
      title={rule.name}
      badge={rule.lastConfirmed ? `${copy.confirmedLabel} ${rule.lastConfirmed}` : copy.undatedLabel}
    >
      {rule.status ? <CareFact label={copy.statusLabel}>{rule.status}</CareFact> : null}
      <CareList label={copy.pointsLabel} items={rule.points} />
      {rule.conflicts.length > 0 ? <p className="text-sm text-urgent">{copy.conflictNote}</p> : null}
      <div className="text-sm">
        <p className="font-semibold">{copy.sourcesLabel}</p>
        <ul className="flex flex-col gap-1">
          {rule.sources.map((source) => (
            <li key={source.url}>
              <ExternalLink href={source.url} className="break-all font-normal">
                {sourceLabel(source)}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </CareCard>
  );
}
