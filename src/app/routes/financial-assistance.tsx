import { Link } from 'react-router-dom';
import { Callout } from '@/components/content/callout';
import { HelpCard, type HelpCardFact } from '@/components/content/help-card';
import { Section } from '@/components/content/section';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';
import {
  financialSections as englishFinancialSections,
  type FinancialSection,
  type ResourceContact,
} from '@/content/financial-help';
import { financialAssistancePage as englishFinancialAssistancePage } from '@/content/pages/financial-assistance';
import { guideLink } from '@/config/guide-link';
import { TextLink } from '@/components/content/text-link';
import { useChrome, useLocalizeHref, usePageContent } from '@/lib/locale-content';

const useCopy = () =>
  usePageContent('financial-assistance', { financialAssistancePage: englishFinancialAssistancePage })
    .financialAssistancePage;

/** A program as a scannable card: summary, who qualifies, how to reach them; fees and the rest under Details. */
function ContactCard({ contact }: { contact: ResourceContact }) {
  const copy = useCopy();
  const details: HelpCardFact[] = [{ label: copy.card.fee, value: contact.fee }];
  if (contact.specialties.length > 0)
    details.push({ label: copy.card.alsoOffers, value: contact.specialties.join('; ') });
  return (
    <HelpCard
      resource={contact.resource}
      summary={contact.summary}
      whoQualifiesLabel={copy.card.whoQualifies}
      whoQualifies={contact.whoQualifies}
      detailsLabel={copy.card.details}
      details={details}
      extra={
        contact.email ? (
          <p>
            <span className="font-semibold">{copy.card.email}:</span>{' '}
            <a href={`mailto:${contact.email}`} className="font-semibold text-brand-dark underline">
              {contact.email}
            </a>
          </p>
        ) : null
      }
    />
  );
}

function SeeAlso({ id }: { id: FinancialSection['id'] }) {
  const copy = useCopy();
  const links = id === 'community-cats' || id === 'fostering-crisis' ? copy.seeAlso[id] : [];
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {links.map((l) => (
        <li key={l.route}>
          <TextLink to={routes[l.route].path} className="inline-flex min-h-11 items-center">
            {l.label}
          </TextLink>
        </li>
      ))}
    </ul>
  );
}

export default function FinancialAssistancePage() {
  const copy = useCopy();
  const { financialSections } = usePageContent('financial-help', { financialSections: englishFinancialSections });
  const chrome = useChrome();
  const localize = useLocalizeHref();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={chrome.routes.financialAssistance.title}
        lead={copy.lead}
        actions={<BackButton fallback={routes.findHelp.path} />}
      />
      <Callout tone="emergency" title={copy.emergency.title}>
        <p>{copy.emergency.body}</p>
        <Link to={localize(guideLink('vets', 'emergency-hospitals'))} className="font-semibold underline">
          {copy.emergency.link}
        </Link>
      </Callout>
      {/* One row of section links that scrolls sideways on a phone, so the page starts with the help itself. */}
      <nav aria-labelledby="fa-jump-heading">
        <h2 id="fa-jump-heading" className="sr-only">
          {copy.jumpTo}
        </h2>
        <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:flex-wrap">
          {financialSections.map((s) => (
            <li key={s.id} className="shrink-0">
              <a
                href={`#${s.id}`}
                className="inline-flex min-h-11 items-center rounded-lg border border-surface-line px-3 font-semibold whitespace-nowrap text-brand-dark"
              >
                {s.title} ({s.entries.length})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {financialSections.map((section) => (
        <Section
          key={section.id}
          id={section.id}
          title={section.title}
          intro={section.intro}
          className="scroll-mt-4 gap-3"
        >
          <ul className="flex flex-col gap-2" data-testid={`${section.id}-list`}>
            {section.entries.map((contact) => (
              <li key={contact.resource.id}>
                <ContactCard contact={contact} />
              </li>
            ))}
          </ul>
          {section.leftOff > 0 ? <p className="text-sm text-ink-muted">{copy.leftOff(section.leftOff)}</p> : null}
          <SeeAlso id={section.id} />
        </Section>
      ))}
      <p className="max-w-prose text-sm text-ink-muted">{copy.dataNote}</p>
    </div>
  );
}
