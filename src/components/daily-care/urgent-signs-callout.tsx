import { Link } from 'react-router-dom';
import { Callout } from '@/components/content/callout';
import { PhoneLink } from '@/components/content/phone-link';
import { BulletList } from '@/components/content/section';
import { buttonClasses } from '@/components/ui/button';
import { guideLink, type RouteAnchor } from '@/config/guide-link';
import { emergencyContact } from '@/content/contacts';
import { fill } from '@/content/locales/fill';
import { useChrome, useLocalizeHref } from '@/lib/locale-content';

/**
 * The "call a 24/7 hospital now" box on the daily-care guides: the signs, a tap-to-call button for the sticky
 * 24/7 number (contacts.ts) and a link to the matching emergency guide section.
 */
export function UrgentSignsCallout({
  title,
  items,
  body,
  callLabel,
  actionLabel,
  anchor,
}: {
  title: string;
  items?: readonly string[];
  body?: string;
  callLabel: string;
  actionLabel: string;
  /** Section of /emergency to link to (#poisoning); must be one the registry declares. */
  anchor?: RouteAnchor<'emergency'>;
}) {
  const chrome = useChrome();
  const localize = useLocalizeHref();
  const href = localize(guideLink('emergency', anchor));
  return (
    <Callout tone="emergency" title={title}>
      <div className="flex flex-col gap-3 text-base">
        {body ? <p>{body}</p> : null}
        {items ? <BulletList items={items} /> : null}
        <div className="flex flex-wrap gap-2">
          <PhoneLink
            phone={emergencyContact.phone}
            label={`${callLabel}: ${fill(chrome.call.callNamed, { name: emergencyContact.shortName, phone: emergencyContact.phone })}`}
          >
            {callLabel} {emergencyContact.phone}
          </PhoneLink>
          <Link to={href} className={buttonClasses({ variant: 'outline' })}>
            {actionLabel}
          </Link>
        </div>
      </div>
    </Callout>
  );
}
