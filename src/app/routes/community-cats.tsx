import { Link } from 'react-router-dom';
import { Callout } from '@/components/content/callout';
import { ExternalLink } from '@/components/content/external-link';
import { ResourceCard } from '@/components/content/resource-card';
import { Section } from '@/components/content/section';
import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';
import { communityCatSources } from '@/content/community-cats';
import { communityCatsPage as englishCommunityCatsPage, type CommunityCatSource } from '@/content/pages/community-cats';
import { useChrome, useLocalizeHref, usePageContent } from '@/lib/locale-content';

const useCopy = () =>
  usePageContent('community-cats', { communityCatsPage: englishCommunityCatsPage }).communityCatsPage;

/** "From: <organisation>", linked to the organisation's page when the data gives one. */
function StepSource({ source }: { source: CommunityCatSource }) {
  const { name, website } = communityCatSources[source];
  const page = useCopy();
  return (
    <p className="text-sm text-ink-muted">
      {page.stepSource}: {website ? <ExternalLink href={website}>{name}</ExternalLink> : name}
    </p>
  );
}

/** An organisation as a listing card (phone by its level, last checked), plus its email and text line if sourced. */
function ContactCard({ source }: { source: CommunityCatSource }) {
  const resource = communityCatSources[source];
  const page = useCopy();
  return (
    <ResourceCard resource={resource} headingLevel={4}>
      {resource.email ? (
        <p className="text-sm">
          <span className="font-semibold">{page.email}:</span>{' '}
          <a href={`mailto:${resource.email}`} className="font-semibold text-brand-dark underline">
            {resource.email}
          </a>
        </p>
      ) : null}
      {resource.textLine ? (
        <p className="text-sm">
          <span className="font-semibold">{page.textOnly}:</span> {resource.textLine}
        </p>
      ) : null}
    </ResourceCard>
  );
}

export default function CommunityCatsPage() {
  const page = useCopy();
  const chrome = useChrome();
  const localize = useLocalizeHref();
  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={chrome.routes.communityCats.title} lead={page.lead} />
      <Callout tone="emergency" title={page.emergency.title}>
        <p>{page.emergency.body}</p>
        <Link to={localize(routes.emergency.path)} className="font-semibold underline">
          {chrome.routes.emergency.title}
        </Link>
      </Callout>
      <nav aria-label={chrome.routes.communityCats.title}>
        <ul className="flex flex-wrap gap-2">
          {page.sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="inline-flex min-h-11 items-center rounded-lg border border-surface-line px-3 font-semibold text-brand-dark"
              >
                {s.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {page.sections.map((s) => (
        <Section key={s.id} id={s.id} title={s.title} intro={s.intro} className="scroll-mt-4">
          <ol className="flex list-decimal flex-col gap-3 pl-6" data-testid={`${s.id}-steps`}>
            {s.steps.map((step) => (
              <li key={step.text}>
                <p>{step.text}</p>
                <StepSource source={step.from} />
              </li>
            ))}
          </ol>
          <h3 className="text-xl font-bold text-ink">{page.contactsTitle}</h3>
          <ul className="grid gap-4 md:grid-cols-2" data-testid={`${s.id}-contacts`}>
            {s.contacts.map((source) => (
              <li key={source}>
                <ContactCard source={source} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </div>
  );
}
