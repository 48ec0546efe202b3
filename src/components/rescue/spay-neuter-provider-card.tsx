import { ResourceCard } from '@/components/content/resource-card';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { fill } from '@/content/locales/fill';
import { spayNeuterPage as englishSpayNeuterPage } from '@/content/pages/spay-neuter';
import type { SpayNeuterProvider } from '@/content/spay-neuter-providers';
import { useChrome, usePageContent } from '@/lib/locale-content';
import { OrgFacts, OrgStatus } from './org-facts';

/** A spay/neuter provider: the data's card plus its cost, who qualifies and, where the data allows, Book Online. */
export function SpayNeuterProviderCard({ provider }: { provider: SpayNeuterProvider }) {
  const words = usePageContent('spay-neuter', { spayNeuterPage: englishSpayNeuterPage }).spayNeuterPage.providerCard;
  const { newTab } = useChrome();
  return (
    <ResourceCard resource={provider.resource} callLabel={provider.action}>
      <OrgStatus status={provider.resource.status} />
      <p>{provider.description}</p>
      <OrgFacts
        facts={[
          { label: words.cost, value: provider.cost },
          { label: words.whoQualifies, value: provider.eligibility },
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
          {words.book}
          <span className="sr-only"> {`${fill(words.bookWith, { name: provider.name })} ${newTab}`}</span>
        </a>
      ) : null}
    </ResourceCard>
  );
}
