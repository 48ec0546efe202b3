import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { isSupported24h, needsConfirmation, type Resource } from '@/content/resources';
import { ListingAddress, ListingChecked, ListingContact } from './listing-contact';
import { listings as englishListings } from '@/content/pages/listings';
import { usePageContent } from '@/lib/locale-content';

/**
 * One organisation from the sourced data, shown by the rules in docs/data-rules.md: tap-to-call only for corroborated
 * or official phones, "unconfirmed" for single-source ones, "phone not confirmed — check the website" otherwise;
 * when the facts were last checked, and a "Report wrong info" link. Only public fields and wording are shown.
 * `headingLevel` keeps the page outline correct.
 */
export function ResourceCard({
  resource,
  headingLevel = 3,
  callLabel,
  children,
}: {
  resource: Resource;
  headingLevel?: 2 | 3 | 4;
  callLabel?: string;
  /** Extra page-specific details (cost level, services), shown under the standard ones. */
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const words = usePageContent('listings', { listings: englishListings }).listings.listing;
  return (
    <Card
      className="flex flex-col gap-3 print:break-inside-avoid print:gap-0.5 print:p-2 print:shadow-none"
      data-testid="resource-card"
      data-resource-id={resource.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-lg font-bold text-ink">{resource.name}</Heading>
        {isSupported24h(resource) ? <Badge variant="destructive">{words.open24}</Badge> : null}
      </div>
      {resource.borough || resource.neighborhood ? (
        <p className="text-sm text-ink-muted">{[resource.neighborhood, resource.borough].filter(Boolean).join(', ')}</p>
      ) : null}
      <ListingAddress address={resource.address} />
      {resource.hours ? <p className="text-sm">{resource.hours}</p> : null}
      {children}
      <ListingContact resource={resource} callLabel={callLabel} />
      {needsConfirmation(resource) ? <p className="text-sm text-urgent">{words.mayHaveChanged}</p> : null}
      <ListingChecked resource={resource} />
    </Card>
  );
}
