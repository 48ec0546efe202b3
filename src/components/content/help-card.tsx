import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import {
  needsConfirmation,
  programStatusLabels as englishProgramStatusLabels,
  type Resource,
} from '@/content/resources';
import { usePageContent } from '@/lib/locale-content';
import { ListingAddress, ListingChecked, ListingContact } from './listing-contact';
import { listings as englishListings } from '@/content/pages/listings';

export interface HelpCardFact {
  label: string;
  value: string;
}

/**
 * A listing a person can scan: its name, a one-line summary, who qualifies and how to reach it; everything else
 * (fees, address, hours, when it was last checked) waits in a closed "Details" disclosure.
 */
export function HelpCard({
  resource,
  summary,
  whoQualifiesLabel,
  whoQualifies,
  details,
  callLabel,
  detailsLabel,
  extra,
}: {
  resource: Resource;
  summary: string;
  whoQualifiesLabel: string;
  whoQualifies: string;
  /** Labelled facts for the disclosure, in order. */
  details: readonly HelpCardFact[];
  callLabel?: string;
  detailsLabel: string;
  /** Anything else for the disclosure (an email link). */
  extra?: ReactNode;
}) {
  const words = usePageContent('listings', { listings: englishListings }).listings.listing;
  const { programStatusLabels } = usePageContent('resources', { programStatusLabels: englishProgramStatusLabels });
  const place = [resource.neighborhood, resource.borough].filter(Boolean).join(', ');
  return (
    // Closed, "Details" shares the last row with the contact; open, it takes the full width below it.
    <Card
      className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-0.5 px-3 py-2.5 *:col-span-2"
      data-testid="resource-card"
      data-resource-id={resource.id}
    >
      <h3 className="text-base leading-snug font-bold text-ink">{resource.name}</h3>
      {resource.status ? (
        <p className="text-sm font-semibold text-urgent">{programStatusLabels[resource.status]}</p>
      ) : null}
      <p className="line-clamp-1 text-sm" data-testid="help-summary">
        {summary}
      </p>
      <p className="line-clamp-1 text-sm">
        <span className="font-semibold">{whoQualifiesLabel}:</span> {whoQualifies}
      </p>
      <div className="col-span-1!">
        <ListingContact resource={resource} callLabel={callLabel} />
      </div>
      <details className="col-span-1! text-sm open:col-span-2!">
        <summary className="flex min-h-11 cursor-pointer items-center justify-end font-semibold text-brand-dark underline">
          {detailsLabel}
        </summary>
        <div className="flex flex-col gap-1.5 pb-1">
          <p>{summary}</p>
          <p>
            <span className="font-semibold">{whoQualifiesLabel}:</span> {whoQualifies}
          </p>
          {details.map((f) => (
            <p key={f.label}>
              <span className="font-semibold">{f.label}:</span> {f.value}
            </p>
          ))}
          {place ? <p className="text-ink-muted">{place}</p> : null}
          <ListingAddress address={resource.address} />
          {resource.hours ? <p>{resource.hours}</p> : null}
          {extra}
          {needsConfirmation(resource) ? <p className="text-urgent">{words.mayHaveChanged}</p> : null}
          <ListingChecked resource={resource} />
        </div>
      </details>
    </Card>
  );
}
