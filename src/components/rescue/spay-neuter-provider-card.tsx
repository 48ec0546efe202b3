import { ResourceCard } from '@/components/content/resource-card';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { SpayNeuterProvider } from '@/content/spay-neuter-providers';
import { OrgFacts, OrgStatus } from './org-facts';

/** A spay/neuter provider: the data's card plus its cost, who qualifies and, where the data allows, Book Online. */
export function SpayNeuterProviderCard({ provider }: { provider: SpayNeuterProvider }) {
  return (
    <ResourceCard resource={provider.resource} callLabel={provider.action}>
      <OrgStatus status={provider.resource.status} />
      <p>{provider.description}</p>
      <OrgFacts
        facts={[
          { label: 'Cost', value: provider.cost },
          { label: 'Who qualifies', value: provider.eligibility },
        ]}
      />
      {provider.bookingUrl ? (
        <a
          href={provider.bookingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses({ variant: 'primary', size: 'md', className: 'self-start' })}
        >
          <Icon name="external" />
          Book Online
          <span className="sr-only"> with {provider.name} (opens in a new tab)</span>
        </a>
      ) : null}
    </ResourceCard>
  );
}
