import type { ComponentType } from 'react';
import { BulletList } from '@/components/content/section';
import { Callout } from '@/components/content/callout';
import type { UrlTab } from '@/components/content/url-tabs';
import { Card } from '@/components/ui/card';
import { typicalPriceNote as englishTypicalPriceNote } from '@/content/pages/daily-care';
import { groomingPage as englishGroomingPage, type GroomingTab } from '@/content/pages/grooming';
import { usePageContent } from '@/lib/locale-content';
import { CareCard, CareFact, CareGrid, CareList, CarePanel, careTabs } from './care-card';

const useCopy = () => usePageContent('grooming', { groomingPage: englishGroomingPage }).groomingPage;
const usePriceNote = () => usePageContent('daily-care', { typicalPriceNote: englishTypicalPriceNote }).typicalPriceNote;

function DailyPanel() {
  const { daily } = useCopy();
  return (
    <CarePanel title={daily.title}>
      <CareGrid>
        {daily.tasks.map((task) => (
          <CareCard key={task.task} title={task.task}>
            <CareFact label={daily.labels.frequency}>{task.frequency}</CareFact>
            <CareList label={daily.labels.tools} items={task.tools} />
            <CareList label={daily.labels.tips} items={task.tips} />
            <CareFact label={daily.labels.benefit}>{task.businessBenefit}</CareFact>
          </CareCard>
        ))}
      </CareGrid>
      <h3 className="text-xl font-bold text-ink">{daily.routineTitle}</h3>
      <ol className="grid gap-3 md:grid-cols-3">
        {daily.routine.map((slot) => (
          <li key={slot.time}>
            <Card className="h-full">
              <p className="font-bold text-brand-dark">{slot.time}</p>
              <BulletList items={slot.steps} />
            </Card>
          </li>
        ))}
      </ol>
    </CarePanel>
  );
}

function ToolsPanel() {
  const { tools } = useCopy();
  const typicalPriceNote = usePriceNote();
  return (
    <CarePanel title={tools.title} intro={tools.intro}>
      <CareGrid>
        {tools.categories.map((category) => (
          <CareCard key={category.category} title={category.category}>
            <ul className="flex flex-col gap-2">
              {category.items.map((item) => (
                <li key={item.name}>
                  <p className="flex flex-wrap justify-between gap-2 font-semibold">
                    <span>{item.name}</span>
                    <span>
                      <span className="sr-only">{tools.labels.price}: </span>
                      {item.price}
                    </span>
                  </p>
                  <p className="text-sm text-ink-muted">
                    {tools.labels.use}: {item.use}
                  </p>
                </li>
              ))}
            </ul>
          </CareCard>
        ))}
        <CareCard title={tools.starterKitTitle} badgeVariant="success">
          <BulletList items={tools.starterKit} />
        </CareCard>
      </CareGrid>
      <p className="text-sm text-ink-muted">{typicalPriceNote}</p>
    </CarePanel>
  );
}

function BathingPanel() {
  const { bathing } = useCopy();
  return (
    <CarePanel title={bathing.title}>
      <Callout title={bathing.whenTitle}>{bathing.when}</Callout>
      <h3 className="text-xl font-bold text-ink">{bathing.stepsTitle}</h3>
      <ol className="flex flex-col gap-3">
        {bathing.steps.map((step, i) => (
          <li key={step.step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-bold">{step.step}</p>
              <p>{step.details}</p>
            </div>
          </li>
        ))}
      </ol>
      <Callout tone="warning" title={bathing.safetyTitle}>
        <BulletList items={bathing.safety} />
      </Callout>
    </CarePanel>
  );
}

function ProblemsPanel() {
  const { problems } = useCopy();
  return (
    <CarePanel title={problems.title}>
      <CareGrid>
        {problems.list.map((problem) => (
          <CareCard key={problem.problem} title={problem.problem}>
            <CareList label={problems.labels.solutions} items={problem.solutions} />
            <CareFact label={problems.labels.help}>{problem.whenToSeekHelp}</CareFact>
          </CareCard>
        ))}
      </CareGrid>
    </CarePanel>
  );
}

function ProfessionalPanel() {
  const { professional } = useCopy();
  const typicalPriceNote = usePriceNote();
  return (
    <CarePanel title={professional.title}>
      <CareGrid>
        {professional.services.map((service) => (
          <CareCard key={service.service} title={service.service} badge={service.price} badgeVariant="success">
            <CareList label={professional.servicesLabel} items={service.includes} />
          </CareCard>
        ))}
      </CareGrid>
      <p className="text-sm text-ink-muted">{typicalPriceNote}</p>
      <CareGrid>
        <CareCard title={professional.frequencyTitle}>
          <ul className="flex flex-col gap-1">
            {professional.frequency.map((f) => (
              <li key={f.who}>
                <CareFact label={f.who}>{f.when}</CareFact>
              </li>
            ))}
          </ul>
        </CareCard>
        <CareCard title={professional.benefitsTitle}>
          <BulletList items={professional.benefits} />
        </CareCard>
      </CareGrid>
      <CareCard title={professional.findTitle}>
        <BulletList items={professional.find} />
      </CareCard>
    </CarePanel>
  );
}

const panels: Record<GroomingTab, ComponentType> = {
  daily: DailyPanel,
  tools: ToolsPanel,
  bathing: BathingPanel,
  problems: ProblemsPanel,
  professional: ProfessionalPanel,
};

/** The five grooming tabs (docs/requirements.md: daily/tools/bathing/problems/professional), in order. */
export function useGroomingTabs(): readonly UrlTab[] {
  return careTabs(useCopy().tabs, panels);
}
