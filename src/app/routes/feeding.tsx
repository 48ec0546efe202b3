import { BulletList, Section } from '@/components/content/section';
import { Callout } from '@/components/content/callout';
import { CareCard, CareGrid } from '@/components/daily-care/care-card';
import { UrgentSignsCallout } from '@/components/daily-care/urgent-signs-callout';
import { PageHeader } from '@/components/layout/page-header';
import { feedingPage as englishFeedingPage } from '@/content/pages/feeding';
import { useChrome, usePageContent } from '@/lib/locale-content';

// The Feeding guide (docs/requirements.md): rules, foods, schedule, portions, special cases, food safety, budget tips
// and signs of a well-fed cat. All copy comes from src/content/pages/feeding.ts.
export default function FeedingPage() {
  const { feedingPage } = usePageContent('feeding', { feedingPage: englishFeedingPage });
  const { rules, foods, schedule, portions, special, safety, budget, wellFed } = feedingPage;
  const chrome = useChrome();
  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={chrome.routes.feeding.title} lead={feedingPage.lead} />

      <Section id="rules" title={rules.title}>
        <BulletList items={rules.items} />
      </Section>

      <Section id="foods" title={foods.title}>
        <CareGrid>
          {foods.list.map((food) => (
            <CareCard key={food.name} title={food.name}>
              <p>{food.details}</p>
            </CareCard>
          ))}
        </CareGrid>
      </Section>

      <Section id="schedule" title={schedule.title} intro={schedule.intro}>
        <ol className="grid gap-3 sm:grid-cols-3">
          {schedule.meals.map((meal) => (
            <li key={meal.time} className="rounded-xl border border-surface-line bg-surface p-4">
              <p className="font-bold text-brand-dark">{meal.time}</p>
              <p>{meal.what}</p>
            </li>
          ))}
        </ol>
        <Callout tone="warning" title={schedule.wetFoodRule} />
      </Section>

      <Section id="portions" title={portions.title}>
        <BulletList items={portions.items} />
      </Section>

      <Section id="special" title={special.title}>
        <CareGrid>
          {special.list.map((item) => (
            <CareCard key={item.who} title={item.who}>
              <p>{item.details}</p>
            </CareCard>
          ))}
        </CareGrid>
      </Section>

      <Section id="food-safety" title={safety.title} intro={safety.intro}>
        <ul className="grid gap-3 md:grid-cols-2">
          {safety.toxic.map((item) => (
            <li key={item.food} className="rounded-xl border border-emergency-border bg-emergency-soft p-4">
              <p className="font-bold text-emergency-dark">{item.food}</p>
              <p>{item.why}</p>
            </li>
          ))}
        </ul>
        <h3 className="text-xl font-bold text-ink">{safety.notForCatsTitle}</h3>
        <CareGrid>
          {safety.notForCats.map((item) => (
            <CareCard key={item.food} title={item.food} headingLevel={4}>
              <p>{item.why}</p>
            </CareCard>
          ))}
        </CareGrid>
        <UrgentSignsCallout
          title={safety.emergencyTitle}
          body={safety.emergency}
          callLabel={safety.callLabel}
          actionLabel={safety.emergencyAction}
          anchor="poisoning"
        />
      </Section>

      <Section id="budget" title={budget.title} intro={budget.intro}>
        <BulletList items={budget.items} />
      </Section>

      <Section id="well-fed" title={wellFed.title} intro={wellFed.intro}>
        <BulletList items={wellFed.items} />
      </Section>
    </div>
  );
}
