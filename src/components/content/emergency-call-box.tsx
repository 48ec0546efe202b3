import { Callout } from '@/components/content/callout';
import { callBoxHospitals, type CallableHospital } from '@/content/emergency-hospitals';
import { fill } from '@/content/locales/fill';
import { useChrome, usePageContent } from '@/lib/locale-content';
import { PhoneLink } from './phone-link';
import { listings as englishListings } from '@/content/pages/listings';

/**
 * The big "call now" buttons: two NYC 24/7 hospitals whose phone is corroborated or on their own page
 * (docs/data-rules.md, "What may be shown"), with the call-ahead advice. /vets passes the two nearest the person
 * once they share their position; elsewhere the default two. Numbers are printed in full so a printed sheet
 * keeps them.
 */
export function EmergencyCallBox({
  title,
  headingLevel = 2,
  hospitals = callBoxHospitals(null),
}: {
  title: string;
  headingLevel?: 2 | 3;
  hospitals?: readonly CallableHospital[];
}) {
  const Heading = `h${headingLevel}` as const;
  const chrome = useChrome();
  const { callAhead } = usePageContent('listings', { listings: englishListings }).listings;
  if (hospitals.length === 0) return null;
  return (
    <div
      data-testid="emergency-call-box"
      className="flex flex-col gap-3 rounded-xl border-2 border-emergency bg-emergency-soft p-4 print:border print:p-2"
    >
      <Heading className="text-xl font-bold text-emergency-dark">{title}</Heading>
      <ul className="grid gap-3 sm:grid-cols-2">
        {hospitals.map((h) => (
          <li key={h.id} className="flex flex-col gap-1">
            <PhoneLink
              phone={h.phone}
              size="lg"
              className="w-full"
              label={fill(chrome.call.callNamed, { name: h.name, phone: h.phone })}
            >
              <span>{h.phone}</span>
            </PhoneLink>
            <span className="text-sm font-semibold text-ink">
              {h.name}
              {h.borough ? `, ${h.borough}` : ''} — {chrome.call.openAllHours}
            </span>
          </li>
        ))}
      </ul>
      <Callout tone="warning" title={callAhead.title}>
        {callAhead.body}
      </Callout>
    </div>
  );
}
