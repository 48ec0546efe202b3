import type { ComponentType } from 'react';
import { BulletList } from '@/components/content/section';
import type { UrlTab } from '@/components/content/url-tabs';
import type { BadgeVariant } from '@/components/ui/badge';
import {
  behavioralWellnessPage as englishBehavioralWellnessPage,
  type BehaviorTab,
  type StressSeverity,
} from '@/content/pages/behavioral-wellness';
import { usePageContent } from '@/lib/locale-content';
import { CareCard, CareFact, CareGrid, CareList, CarePanel, careTabs } from './care-card';

const useCopy = () =>
  usePageContent('behavioral-wellness', { behavioralWellnessPage: englishBehavioralWellnessPage })
    .behavioralWellnessPage;

const severityVariant: Record<StressSeverity, BadgeVariant> = {
  mild: 'success',
  moderate: 'secondary',
  severe: 'destructive',
};

function StressPanel() {
  const { stress, severityLabels } = useCopy();
  return (
    <CarePanel title={stress.title} intro={stress.intro}>
      <CareGrid>
        {stress.signs.map((s) => (
          <CareCard
            key={s.sign}
            title={s.sign}
            badge={severityLabels[s.severity]}
            badgeVariant={severityVariant[s.severity]}
          >
            <CareFact label={stress.actionLabel}>{s.action}</CareFact>
          </CareCard>
        ))}
      </CareGrid>
    </CarePanel>
  );
}

function EnrichmentPanel() {
  const { enrichment } = useCopy();
  return (
    <CarePanel title={enrichment.title} intro={enrichment.intro}>
      <CareGrid>
        {enrichment.categories.map((c) => (
          <CareCard key={c.category} title={c.category}>
            <BulletList items={c.ideas} />
          </CareCard>
        ))}
      </CareGrid>
    </CarePanel>
  );
}

function ProblemsPanel() {
  const { problems } = useCopy();
  return (
    <CarePanel title={problems.title}>
      <CareGrid>
        {problems.list.map((p) => (
          <CareCard key={p.problem} title={p.problem}>
            <CareList label={problems.solutionsLabel} items={p.solutions} />
          </CareCard>
        ))}
      </CareGrid>
    </CarePanel>
  );
}

const panels: Record<BehaviorTab, ComponentType> = {
  stress: StressPanel,
  enrichment: EnrichmentPanel,
  problems: ProblemsPanel,
};

/** The three behavioral-wellness tabs (docs/requirements.md: stress/enrichment/problems), in order. */
export function useBehavioralWellnessTabs(): readonly UrlTab[] {
  return careTabs(useCopy().tabs, panels);
}
