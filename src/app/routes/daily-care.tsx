import { Link } from 'react-router-dom';
import { BulletList, Section } from '@/components/content/section';
import { CareCard, CareGrid } from '@/components/daily-care/care-card';
import { ShopCatRuleCard } from '@/components/daily-care/shop-cat-rule-card';
import { UrgentSignsCallout } from '@/components/daily-care/urgent-signs-callout';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { dailyCarePage as englishDailyCarePage } from '@/content/pages/daily-care';
import { preventiveHealthPage as englishPreventiveHealthPage } from '@/content/pages/preventive-health';
import { pendingProposals, rulesInForce } from '@/content/regulations';
import { useChrome, useLocalizeHref, usePageContent } from '@/lib/locale-content';
import { guideLink, tabLink } from '@/config/guide-link';
import { TextLink } from '@/components/content/text-link';

// The Daily Care hub (docs/requirements.md): links to the four guides and the #sick-signs, #litter, #shop-safety and
// #legal sections other pages deep-link to. Title, meta, keywords and JSON-LD come from the registry via the layout.
export default function DailyCarePage() {
  const { dailyCarePage } = usePageContent('daily-care', { dailyCarePage: englishDailyCarePage });
  const { warning } = usePageContent('preventive-health', {
    preventiveHealthPage: englishPreventiveHealthPage,
  }).preventiveHealthPage;
  const chrome = useChrome();
  const localize = useLocalizeHref();
  const { sickSigns, litter, shopSafety, legal } = dailyCarePage;
  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={chrome.routes.dailyCare.title} lead={dailyCarePage.lead} />

      <nav aria-label={dailyCarePage.guidesTitle}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {dailyCarePage.guides.map((guide) => (
            <li key={guide.route}>
              <Link
                to={localize(guideLink(guide.route))}
                className="block h-full rounded-xl focus-visible:outline-3 focus-visible:outline-brand"
              >
                <Card className="flex h-full items-start justify-between gap-3 hover:border-brand-border">
                  <span>
                    <span className="block text-lg font-bold text-brand-dark underline">{guide.label}</span>
                    <span className="text-ink-muted">{guide.description}</span>
                  </span>
                  <Icon name="chevronRight" className="mt-1" />
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Section id="sick-signs" title={sickSigns.title} intro={sickSigns.intro}>
        <UrgentSignsCallout
          title={sickSigns.urgentTitle}
          items={warning.immediate}
          callLabel={sickSigns.callLabel}
          actionLabel={sickSigns.urgentAction}
        />
        <CareCard title={sickSigns.earlyTitle}>
          <BulletList items={warning.early} />
          <TextLink to={tabLink('preventiveHealth', 'warning')}>{sickSigns.moreLabel}</TextLink>
        </CareCard>
      </Section>

      <Section id="litter" title={litter.title} intro={litter.intro}>
        <ol className="list-decimal space-y-2 ps-6">
          {litter.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <CareCard title={litter.watchTitle}>
          <BulletList items={litter.watch} />
        </CareCard>
      </Section>

      <Section id="shop-safety" title={shopSafety.title} intro={shopSafety.intro}>
        <BulletList items={shopSafety.items} />
      </Section>

      <Section id="legal" title={legal.title} intro={legal.intro}>
        <CareCard title={legal.todayTitle}>
          <BulletList items={legal.today} />
        </CareCard>
        <h3 className="text-xl font-bold text-ink">{legal.rulesTitle}</h3>
        <CareGrid>
          {rulesInForce.map((rule) => (
            <ShopCatRuleCard key={rule.id} rule={rule} />
          ))}
        </CareGrid>
        <h3 className="text-xl font-bold text-ink">{legal.pendingTitle}</h3>
        <p className="max-w-prose text-ink-muted">{legal.pendingIntro}</p>
        <CareGrid>
          {pendingProposals.map((rule) => (
            <ShopCatRuleCard key={rule.id} rule={rule} />
          ))}
        </CareGrid>
      </Section>
    </div>
  );
}
