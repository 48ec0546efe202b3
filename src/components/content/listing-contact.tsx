import { Icon } from '@/components/ui/icon';
import { fill } from '@/content/locales/fill';
import { directionsHref, reportWrongInfoHref } from '@/content/listing-links';
import { formatConfirmedDate, isOutOfDate, phoneDisplay, type Resource } from '@/content/resources';
import { useChrome, useLocalizeHref, usePageContent } from '@/lib/locale-content';
import { ExternalLink } from './external-link';
import { PhoneLink } from './phone-link';
import { listings as englishListings } from '@/content/pages/listings';
import { TextLink } from '@/components/content/text-link';

/**
 * How to reach a listing, by the data's phone rules: tap-to-call for a corroborated or official phone, the
 * number marked "unconfirmed" for a single-source one, otherwise "Phone not confirmed — check the website".
 */
export function ListingContact({ resource, callLabel }: { resource: Resource; callLabel?: string }) {
  const display = phoneDisplay(resource);
  const chrome = useChrome();
  const words = usePageContent('listings', { listings: englishListings }).listings.listing;
  const call = callLabel ?? words.call;
  const label = callLabel
    ? `${callLabel} ${resource.name} at ${resource.phone}`
    : fill(chrome.call.callNamed, { name: resource.name, phone: resource.phone ?? '' });
  return (
    <div className="flex flex-wrap items-center gap-2">
      {display === 'call' && resource.phone ? (
        <PhoneLink phone={resource.phone} size="sm" label={label}>
          {call} {resource.phone}
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
          {words.website}
        </ExternalLink>
      ) : null}
    </div>
  );
}

/**
 * When the listing's facts were last checked, "May be out of date — call first" when that is more than two years
 * before the build (or unknown), and a pre-filled "Report wrong info" link.
 */
// __BUILD_DATE__ is read when a card renders, not when this module loads: the e2e tests import this module's
// helpers outside Vite, where build constants aren't defined.
export function ListingChecked({ resource }: { resource: Resource }) {
  const confirmed = formatConfirmedDate(resource.lastConfirmed);
  const words = usePageContent('listings', { listings: englishListings }).listings.listing;
  const localize = useLocalizeHref();
  return (
    <p className="flex flex-wrap gap-x-3 text-xs text-ink-muted">
      <span>{confirmed ? fill(words.lastChecked, { date: confirmed }) : words.noDate}</span>
      {isOutOfDate(resource.lastConfirmed, new Date(__BUILD_DATE__)) ? (
        <span className="font-semibold text-urgent" data-testid="out-of-date">
          {words.outOfDate}
        </span>
      ) : null}
      <TextLink to={localize(reportWrongInfoHref(resource))} className="print:hidden">
        {words.reportWrongInfo}
      </TextLink>
    </p>
  );
}

/** The street address with a Directions link whose query is the clean public address. */
export function ListingAddress({ address }: { address: string | null }) {
  const words = usePageContent('listings', { listings: englishListings }).listings.listing;
  if (!address) return null;
  return (
    <p className="flex items-start gap-2 text-sm">
      <Icon name="mapPin" className="mt-0.5 size-4" />
      <span>
        {address}{' '}
        <ExternalLink href={directionsHref(address)} className="ms-1 print:hidden">
          {words.directions}
        </ExternalLink>
      </span>
    </p>
  );
}
