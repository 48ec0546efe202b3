import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Callout } from '@/components/content/callout';
import { ResourceCard } from '@/components/content/resource-card';
import { Section } from '@/components/content/section';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';
import { financialSections, type ResourceContact } from '@/content/financial-help';
import { financialAssistancePage as copy } from '@/content/pages/financial-assistance';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <span className="font-semibold">{label}:</span> {children}
    </p>
  );
}

/** A resource contact (spec section 3): the shared card plus description, price, eligibility, email, specialties. */
function ContactCard({ contact }: { contact: ResourceContact }) {
  return (
    <ResourceCard resource={contact.resource}>
      {contact.description ? <p>{contact.description}</p> : null}
      {contact.price ? <Detail label={copy.card.price}>{contact.price}</Detail> : null}
      {contact.eligibility ? <Detail label={copy.card.eligibility}>{contact.eligibility}</Detail> : null}
      {contact.specialties.length > 0 ? <Detail label={copy.card.specialties}>{contact.specialties.join('; ')}</Detail> : null}
      {contact.email ? (
        <Detail label={copy.card.email}>
          <a href={`mailto:${contact.email}`} className="font-semibold text-brand-dark underline">
            {contact.email}
          </a>
        </Detail>
      ) : null}
      {contact.resource.status ? <Detail label={copy.card.status}>{contact.resource.status}</Detail> : null}
    </ResourceCard>
  );
}

export default function FinancialAssistancePage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={routes.financialAssistance.title}
        lead={copy.lead}
        actions={<BackButton fallback={routes.findHelp.path} />}
      />
      <Callout tone="emergency" title={copy.emergency.title}>
        <p>{copy.emergency.body}</p>
        <Link to={`${routes.vets.path}#emergency-hospitals`} className="font-semibold underline">
          {copy.emergency.link}
        </Link>
      </Callout>
      <nav aria-labelledby="fa-jump-heading" className="flex flex-col gap-2">
        <h2 id="fa-jump-heading" className="text-lg font-bold text-ink">
          {copy.jumpTo}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {financialSections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="inline-flex min-h-11 items-center rounded-lg border border-surface-line px-3 font-semibold text-brand-dark"
              >
                {s.title} ({s.entries.length})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {financialSections.map((section) => (
        <Section key={section.id} id={section.id} title={section.title} intro={section.intro}>
          <ul className="flex flex-col gap-4" data-testid={`${section.id}-list`}>
            {section.entries.map((contact) => (
              <li key={contact.resource.id}>
                <ContactCard contact={contact} />
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <p className="max-w-prose text-sm text-ink-muted">{copy.dataNote}</p>
    </div>
  );
}
