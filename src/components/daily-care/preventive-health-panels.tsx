import type { ComponentType } from 'react';
import { BulletList } from '@/components/content/section';
import type { UrlTab } from '@/components/content/url-tabs';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { typicalPriceNote as englishTypicalPriceNote } from '@/content/pages/daily-care';
import {
  preventiveHealthPage as englishPreventiveHealthPage,
  type CheckFrequency,
  type PreventiveTab,
} from '@/content/pages/preventive-health';
import { usePageContent } from '@/lib/locale-content';
import { CareCard, CareFact, CareGrid, CarePanel, careTabs } from './care-card';
import { UrgentSignsCallout } from './urgent-signs-callout';

const useCopy = () =>
  usePageContent('preventive-health', { preventiveHealthPage: englishPreventiveHealthPage }).preventiveHealthPage;
const usePriceNote = () => usePageContent('daily-care', { typicalPriceNote: englishTypicalPriceNote }).typicalPriceNote;

const frequencyVariant: Record<CheckFrequency, BadgeVariant> = {
  Daily: 'default',
  Weekly: 'success',
  Monthly: 'outline',
};

function VaccinesPanel() {
  const { vaccines } = useCopy();
  const typicalPriceNote = usePriceNote();
  return (
    <CarePanel title={vaccines.title}>
      <CareGrid>
        {vaccines.list.map((v) => (
          <CareCard
            key={v.vaccine}
            title={v.vaccine}
            badge={'legal' in v ? v.legal : undefined}
            badgeVariant="destructive"
          >
            <p>{v.description}</p>
            <CareFact label={vaccines.agesLabel}>{v.ages.join(', ')}</CareFact>
            <CareFact label={vaccines.boosterLabel}>{v.booster}</CareFact>
            <CareFact label={vaccines.costLabel}>{v.cost}</CareFact>
          </CareCard>
        ))}
        <CareCard title={vaccines.notesTitle}>
          <BulletList items={vaccines.notes} />
        </CareCard>
      </CareGrid>
      <p className="text-sm text-ink-muted">{typicalPriceNote}</p>
    </CarePanel>
  );
}

function CheckupsPanel() {
  const { checkups } = useCopy();
  return (
    <CarePanel title={checkups.title} intro={checkups.intro}>
      <ul className="flex flex-col gap-2">
        {checkups.checklist.map((c) => (
          <li
            key={c.item}
            className="flex flex-wrap items-start justify-between gap-2 rounded-xl border border-surface-line bg-surface p-4"
          >
            <div>
              <p className="font-bold">{c.item}</p>
              <p className="text-sm text-ink-muted">{c.notes}</p>
            </div>
            <Badge variant={frequencyVariant[c.frequency]}>
              <span className="sr-only">{checkups.frequencyLabel}: </span>
              {checkups.frequencies[c.frequency]}
            </Badge>
          </li>
        ))}
      </ul>
      <h3 className="text-xl font-bold text-ink">{checkups.examsTitle}</h3>
      <CareGrid>
        {checkups.exams.map((e) => (
          <Card key={e.group}>
            <p className="font-bold text-brand-dark">{e.group}</p>
            <p>{e.schedule}</p>
          </Card>
        ))}
      </CareGrid>
      <p className="text-ink-muted">{checkups.examsNote}</p>
    </CarePanel>
  );
}

function PreventivePanel() {
  const { preventive } = useCopy();
  const typicalPriceNote = usePriceNote();
  return (
    <CarePanel title={preventive.title}>
      <CareGrid>
        {preventive.categories.map((c) => (
          <CareCard key={c.category} title={c.category} badge={c.cost} badgeVariant="success">
            <BulletList items={c.items} />
          </CareCard>
        ))}
      </CareGrid>
      <Card className="flex flex-col gap-1 border-brand-border bg-brand-soft">
        <h3 className="text-lg font-bold text-brand-dark">
          {preventive.totalTitle}: {preventive.total}
        </h3>
        <p>{preventive.totalNote}</p>
      </Card>
      <p className="text-sm text-ink-muted">{typicalPriceNote}</p>
      <CareCard title={preventive.benefitsTitle}>
        <p>{preventive.benefits}</p>
      </CareCard>
    </CarePanel>
  );
}

function WarningPanel() {
  const { warning } = useCopy();
  return (
    <CarePanel title={warning.title}>
      <UrgentSignsCallout
        title={warning.immediateTitle}
        items={warning.immediate}
        callLabel={warning.callLabel}
        actionLabel={warning.immediateAction}
      />
      <CareGrid>
        <CareCard title={warning.earlyTitle}>
          <BulletList items={warning.early} />
        </CareCard>
        <CareCard title={warning.soonTitle}>
          <BulletList items={warning.soon} />
        </CareCard>
      </CareGrid>
    </CarePanel>
  );
}

const panels: Record<PreventiveTab, ComponentType> = {
  vaccines: VaccinesPanel,
  checkups: CheckupsPanel,
  preventive: PreventivePanel,
  warning: WarningPanel,
};

/** The four preventive-health tabs (docs/requirements.md: vaccines/checkups/preventive/warning), in order. */
export function usePreventiveHealthTabs(): readonly UrlTab[] {
  return careTabs(useCopy().tabs, panels);
}
