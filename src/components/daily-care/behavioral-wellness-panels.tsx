import type { ComponentType } from 'react';
import { BulletList } from '@/components/content/section';
import type { UrlTab } from '@/components/content/url-tabs';
import type { BadgeVariant } from '@/components/ui/badge';
import { behavioralWellnessPage, type BehaviorTab, type StressSeverity } from '@/content/pages/behavioral-wellness';
import { CareCard, CareFact, CareGrid, CareList } from './care-card';

const { stress, enrichment, problems, severityLabels } = behavioralWellnessPage;

const severityVariant: Record<StressSeverity, BadgeVariant> = {
  mild: 'success',
  moderate: 'secondary',
  severe: 'destructive',
};

function PanelTitle({ children }: { children: string }) {
  return <h2 className="text-2xl font-bold text-ink">{children}</h2>;
}

function StressPanel() {
  return (
    <div className="flex flex-col gap-4">
      <PanelTitle>{stress.title}</PanelTitle>
      <p className="text-ink-muted">{stress.intro}</p>
      <CareGrid>
        {stress.signs.map((s) => (
          <CareCard key={s.sign} title={s.sign} badge={severityLabels[s.severity]} badgeVariant={severityVariant[s.severity]}>
            <CareFact label={stress.actionLabel}>{s.action}</CareFact>
          </CareCard>
        ))}
      </CareGrid>
    </div>
  );
}

function EnrichmentPanel() {
  return (
    <div className="flex flex-col gap-4">
      <PanelTitle>{enrichment.title}</PanelTitle>
      <p className="text-ink-muted">{enrichment.intro}</p>
      <CareGrid>
        {enrichment.categories.map((c) => (
          <CareCard key={c.category} title={c.category}>
            <BulletList items={c.ideas} />
          </CareCard>
        ))}
      </CareGrid>
    </div>
  );
}

function ProblemsPanel() {
  return (
    <div className="flex flex-col gap-4">
      <PanelTitle>{problems.title}</PanelTitle>
      <CareGrid>
        {problems.list.map((p) => (
          <CareCard key={p.problem} title={p.problem}>
            <CareList label={problems.solutionsLabel} items={p.solutions} />
          </CareCard>
        ))}
      </CareGrid>
    </div>
  );
}

const panels: Record<BehaviorTab, ComponentType> = {
  stress: StressPanel,
  enrichment: EnrichmentPanel,
  problems: ProblemsPanel,
};

/** The three behavioral-wellness tabs (spec section 4: stress/enrichment/problems), in order. */
export const behavioralWellnessTabs: readonly UrlTab[] = (Object.keys(behavioralWellnessPage.tabs) as BehaviorTab[]).map(
  (value) => {
    const Panel = panels[value];
    return { value, label: behavioralWellnessPage.tabs[value], content: <Panel /> };
  },
);
