import { Link } from 'react-router-dom';
import { CheckerEntryLink } from '@/components/content/checker-entry-link';
import { TextLink } from '@/components/content/text-link';
import { guideLink } from '@/config/guide-link';
import { EmergencyCallLink } from '@/components/content/emergency-call-link';
import { EmergencyCardGrid } from '@/components/content/emergency-card-grid';
import { PhoneNumber } from '@/components/content/phone-link';
import { Section } from '@/components/content/section';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { routes } from '@/config/routes';
import { emergencyContact } from '@/content/contacts';
import { cn } from '@/lib/cn';
import { useChrome, useLocalizeHref, usePageContent } from '@/lib/locale-content';
import { homePage as englishHomePage } from '@/content/pages/home';

// Home (docs/requirements.md). The one-tap emergency cards come right after the heading so all six sit above
// the fold on a phone; each lands on its steps on /emergency with the call button beside them. The way into the
// checker is one line between the cards' heading and the cards.
const CHECKLIST_TONES = {
  good: { card: 'border-brand-border', title: 'text-brand-dark', mark: 'text-brand', symbol: '✓' },
  warning: { card: 'border-urgent-border', title: 'text-urgent', mark: 'text-urgent', symbol: '!' },
} as const;

/** The health check's two lists: what a healthy cat looks like (✓) and the signs to watch (!). */
function ChecklistCard({
  tone,
  title,
  items,
}: {
  tone: keyof typeof CHECKLIST_TONES;
  title: string;
  items: readonly string[];
}) {
  const t = CHECKLIST_TONES[tone];
  return (
    <Card className={t.card}>
      <h3 className={cn('mb-2 text-lg font-bold', t.title)}>{title}</h3>
      <ul className="space-y-1">
        {items.map((s) => (
          <li key={s} className="flex gap-2">
            <span aria-hidden="true" className={t.mark}>
              {t.symbol}
            </span>
            <span>{s}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export default function HomePage() {
  const { homePage } = usePageContent('home', { homePage: englishHomePage });
  const chrome = useChrome();
  const localize = useLocalizeHref();
  const { facts, healthCheck } = homePage;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={homePage.title} />
      <section aria-labelledby="home-emergency" className="-mt-4 flex flex-col gap-3">
        <h2 id="home-emergency" className="text-lg font-bold text-emergency-dark">
          {homePage.emergencyHeading}
        </h2>
        {/* One compact line, so it is on the first screen of a small phone with the first cards (docs/checker.md). */}
        <CheckerEntryLink line className="-my-2" />
        <EmergencyCardGrid cards={homePage.emergencyCards} tone="solid" />
        <EmergencyCallLink variant="outline" size="lg" className="border-2 border-emergency text-emergency-dark">
          {chrome.call.homeButton} <PhoneNumber phone={emergencyContact.phone} />
        </EmergencyCallLink>
      </section>
      <p className="max-w-prose text-lg text-ink-muted">{homePage.lead}</p>
      <Section title={homePage.categoriesHeading}>
        <ul className="grid gap-4 md:grid-cols-3">
          {homePage.categories.map((c) => (
            <li key={c.route}>
              <Link
                to={localize(routes[c.route].path)}
                className={cn(
                  'flex h-full flex-col gap-2 rounded-xl border p-5 shadow-sm hover:shadow-md',
                  c.tone === 'emergency'
                    ? 'border-emergency-border bg-emergency-soft'
                    : 'border-brand-border bg-brand-soft',
                )}
              >
                <span
                  className={cn(
                    'text-xl font-bold',
                    c.tone === 'emergency' ? 'text-emergency-dark' : 'text-brand-dark',
                  )}
                >
                  {c.title}
                </span>
                <span className="text-ink">{c.body}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={homePage.factsHeading}>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Card>
            <dt className="text-sm text-ink-muted">{facts.vetsNote}</dt>
            <dd className="text-2xl font-extrabold text-brand-dark" data-testid="nyc-vet-count">
              {facts.vetsListed(__NYC_VET_COUNT__)}
            </dd>
          </Card>
          <Card>
            <dt className="text-sm text-ink-muted">{facts.checkupLabel}</dt>
            <dd className="text-2xl font-extrabold text-brand-dark">{facts.checkup}</dd>
            <dd className="text-sm text-ink-muted">{facts.checkupNote}</dd>
          </Card>
          <Card>
            <dt className="text-sm text-ink-muted">{facts.freeNote}</dt>
            <dd className="text-2xl font-extrabold text-brand-dark">{facts.freeLabel}</dd>
          </Card>
        </dl>
      </Section>
      <Section title={healthCheck.title} intro={healthCheck.intro}>
        <div className="grid gap-4 md:grid-cols-2">
          <ChecklistCard tone="good" title={healthCheck.goodTitle} items={healthCheck.good} />
          <ChecklistCard tone="warning" title={healthCheck.warningTitle} items={healthCheck.warning} />
        </div>
        <TextLink
          to={localize(guideLink('dailyCare', 'sick-signs'))}
          className="inline-flex min-h-11 items-center gap-1 self-start underline-offset-2"
        >
          {healthCheck.moreLink}
          <Icon name="chevronRight" className="size-4" />
        </TextLink>
      </Section>
    </div>
  );
}
