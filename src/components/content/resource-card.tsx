import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { routes } from '@/config/routes';
import {
  formatConfirmedDate,
  isSupported24h,
  listingWording as words,
  needsConfirmation,
  phoneDisplay,
  type Resource,
} from '@/content/resources';
import { ExternalLink } from './external-link';
import { PhoneLink } from './phone-link';

/** A maps search for an address (opens in a new tab; no coordinates or API key needed). */
export function directionsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** The feedback form pre-set to a resource report about this listing. */
export function reportWrongInfoHref(resource: Pick<Resource, 'name' | 'website'>): string {
  const params = new URLSearchParams({ type: 'resource', subject: `Wrong info: ${resource.name}` });
  if (resource.website) params.set('resourceUrl', resource.website);
  return `${routes.feedback.path}?${params.toString()}`;
}

/**
 * One organisation from the sourced data, shown by the data README's rules: tap-to-call only for corroborated
 * or official phones, "unconfirmed" for single-source ones, "phone not confirmed — check the website" otherwise;
 * when the facts were last checked, and a "Report wrong info" link. Only public fields and wording are shown. `headingLevel` keeps the page outline correct.
 */
export function ResourceCard({
  resource,
  headingLevel = 3,
  callLabel = 'Call',
  children,
}: {
  resource: Resource;
  headingLevel?: 2 | 3 | 4;
  callLabel?: string;
  /** Extra page-specific details (cost level, services), shown under the standard ones. */
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const display = phoneDisplay(resource);
  const confirmed = formatConfirmedDate(resource.lastConfirmed);
  return (
    <Card
      className="flex flex-col gap-3 print:break-inside-avoid print:gap-0.5 print:p-2 print:shadow-none"
      data-testid="resource-card"
      data-resource-id={resource.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading className="text-lg font-bold text-ink">{resource.name}</Heading>
        {isSupported24h(resource) ? <Badge variant="destructive">Open 24/7</Badge> : null}
      </div>
      {resource.borough || resource.neighborhood ? (
        <p className="text-sm text-ink-muted">{[resource.neighborhood, resource.borough].filter(Boolean).join(', ')}</p>
      ) : null}
      {resource.address ? (
        <p className="flex items-start gap-2 text-sm">
          <Icon name="mapPin" className="mt-0.5 size-4" />
          <span>
            {resource.address}{' '}
            <ExternalLink href={directionsHref(resource.address)} className="ml-1 print:hidden">
              Directions
            </ExternalLink>
          </span>
        </p>
      ) : null}
      {resource.hours ? <p className="text-sm">{resource.hours}</p> : null}
      {children}
      <div className="flex flex-wrap items-center gap-2">
        {display === 'call' && resource.phone ? (
          <PhoneLink phone={resource.phone} size="sm" label={`${callLabel} ${resource.name} at ${resource.phone}`}>
            {callLabel} {resource.phone}
          </PhoneLink>
        ) : null}
        {display === 'unconfirmed' && resource.phone ? (
          <p className="text-sm">
            <span className="font-semibold">{resource.phone}</span>{' '}
            <span className="text-urgent">{words.phoneUnconfirmed}</span>
          </p>
        ) : null}
        {display === 'hidden' && resource.website ? (
          <p className="text-sm font-semibold text-ink-muted">
            {words.phoneHiddenBefore}{' '}
            <ExternalLink href={resource.website}>{words.phoneHiddenLink}</ExternalLink> {words.phoneHiddenAfter}
          </p>
        ) : null}
        {display === 'hidden' && !resource.website ? (
          <p className="text-sm font-semibold text-ink-muted">{words.phoneHiddenNoWebsite}</p>
        ) : null}
        {resource.website && display !== 'hidden' ? (
          <ExternalLink href={resource.website} className="print:hidden">
            Website
          </ExternalLink>
        ) : null}
      </div>
      {needsConfirmation(resource) ? (
        <p className="text-sm text-urgent">{words.mayHaveChanged}</p>
      ) : null}
      <p className="flex flex-wrap gap-x-3 text-xs text-ink-muted">
        <span>{confirmed ? words.lastChecked(confirmed) : words.noDate}</span>
        <Link to={reportWrongInfoHref(resource)} className="font-semibold text-brand-dark underline print:hidden">
          Report wrong info
        </Link>
      </p>
    </Card>
  );
}
