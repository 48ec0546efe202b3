import { Icon } from '@/components/ui/icon';
import { routes } from '@/config/routes';
import { formatConfirmedDate, listingWording as words, phoneDisplay, type Resource } from '@/content/resources';
import { ExternalLink } from './external-link';
import { PhoneLink } from './phone-link';
import { TextLink } from '@/components/content/text-link';

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
 * How to reach a listing, by the data's phone rules: tap-to-call for a corroborated or official phone, the
 * number marked "unconfirmed" for a single-source one, otherwise "Phone not confirmed — check the website".
 */
export function ListingContact({ resource, callLabel = 'Call' }: { resource: Resource; callLabel?: string }) {
  const display = phoneDisplay(resource);
  return (
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
          <ExternalLink href={resource.website} className="print:no-underline">
            {words.phoneHiddenLink}
          </ExternalLink>{' '}
          {words.phoneHiddenAfter}
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
  );
}

/** When the listing's facts were last checked, and a pre-filled "Report wrong info" link. */
export function ListingChecked({ resource }: { resource: Resource }) {
  const confirmed = formatConfirmedDate(resource.lastConfirmed);
  return (
    <p className="flex flex-wrap gap-x-3 text-xs text-ink-muted">
      <span>{confirmed ? words.lastChecked(confirmed) : words.noDate}</span>
      <TextLink to={reportWrongInfoHref(resource)} className="print:hidden">
        Report wrong info
      </TextLink>
    </p>
  );
}

/** The street address with a Directions link whose query is the clean public address. */
export function ListingAddress({ address }: { address: string | null }) {
  if (!address) return null;
  return (
    <p className="flex items-start gap-2 text-sm">
      <Icon name="mapPin" className="mt-0.5 size-4" />
      <span>
        {address}{' '}
        <ExternalLink href={directionsHref(address)} className="ml-1 print:hidden">
          Directions
        </ExternalLink>
      </span>
    </p>
  );
}
