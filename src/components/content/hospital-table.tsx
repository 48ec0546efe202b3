import { PhoneLink } from '@/components/content/phone-link';
import {
  emergencyVisitCost,
  helpPayingHref,
  hospitalGroups,
  type CallableHospital,
} from '@/content/emergency-hospitals';
import { phoneDisplay, type Resource } from '@/content/resources';
import { fill } from '@/content/locales/fill';
import { useChrome, useLocalizeHref, usePageContent } from '@/lib/locale-content';
import { TextLink } from '@/components/content/text-link';
import { listings as englishListings } from '@/content/pages/listings';

const groups = hospitalGroups();

/** The id of a place's rows, so a page can link "your borough" straight to them (the checker does). */
export const hospitalGroupId = (place: string): string => `hospitals-${place.toLowerCase().replace(/\s+/g, '-')}`;

/** The places the table lists, in its order. */
export const hospitalPlaces: readonly string[] = groups.map((g) => g.place);

function CallCell({ hospital }: { hospital: Resource }) {
  const chrome = useChrome();
  const copy = usePageContent('listings', { listings: englishListings }).listings.hospitalTable;
  if (phoneDisplay(hospital) === 'call' && hospital.phone) {
    return (
      <PhoneLink
        phone={hospital.phone}
        size="sm"
        label={fill(chrome.call.callNamed, { name: hospital.name, phone: hospital.phone })}
      >
        {hospital.phone}
      </PhoneLink>
    );
  }
  if (!hospital.website) return <span className="text-sm">{copy.noWebsite}</span>;
  return (
    <span className="flex flex-col gap-1 text-sm">
      <a
        href={hospital.website}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
      >
        {copy.website}
        <span className="sr-only">
          {' '}
          {hospital.name} {chrome.newTab}
        </span>
      </a>
      <span>{copy.callAhead}</span>
    </span>
  );
}

function Row({ hospital }: { hospital: Resource }) {
  return (
    <tr className="border-t border-surface-line align-top" data-resource-id={hospital.id}>
      <th scope="row" className="py-2 pe-2 font-semibold">
        {hospital.name}
      </th>
      <td className="py-2 pe-2">{hospital.neighborhood ?? hospital.borough}</td>
      <td className="py-2">
        <CallCell hospital={hospital} />
      </td>
    </tr>
  );
}

function NearestNote({ place, hospital, empty }: { place: string; hospital: CallableHospital; empty: boolean }) {
  const chrome = useChrome();
  const copy = usePageContent('listings', { listings: englishListings }).listings.hospitalTable;
  return (
    <tr className="border-t border-surface-line align-top" data-testid="nearest-callable">
      <td colSpan={3} className="py-2">
        <p className="text-sm">
          {fill(empty ? copy.noneListed : copy.noneCallable, { place })}{' '}
          <span className="font-semibold">{hospital.name}</span>
          {hospital.borough ? ` (${hospital.borough})` : ''}
        </p>
        <PhoneLink
          phone={hospital.phone}
          size="sm"
          label={fill(chrome.call.callNamed, { name: hospital.name, phone: hospital.phone })}
        >
          {hospital.phone}
        </PhoneLink>
      </td>
    </tr>
  );
}

/**
 * Every 24/7 hospital in one compact table, borough by borough (New Jersey last): a call button where the phone
 * is confirmed, otherwise the website and "call ahead". A borough with no callable hospital names the nearest
 * one that has one. The typical emergency cost and the help-paying link sit right under it.
 */
export function HospitalTable() {
  const copy = usePageContent('listings', { listings: englishListings }).listings.hospitalTable;
  const localize = useLocalizeHref();
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-start" data-testid="hospital-table">
          <caption className="sr-only">{copy.caption}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{copy.columns.name}</th>
              <th scope="col">{copy.columns.where}</th>
              <th scope="col">{copy.columns.call}</th>
            </tr>
          </thead>
          {groups.map((g) => (
            <tbody key={g.place} id={hospitalGroupId(g.place)} data-testid="hospital-group" data-place={g.place}>
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={3}
                  className="bg-surface-sunken px-2 pt-3 pb-1 text-lg font-bold text-ink"
                >
                  {g.place}
                </th>
              </tr>
              {g.hospitals.map((h) => (
                <Row key={h.id} hospital={h} />
              ))}
              {g.nearestCallable ? (
                <NearestNote place={g.place} hospital={g.nearestCallable} empty={g.hospitals.length === 0} />
              ) : null}
            </tbody>
          ))}
        </table>
      </div>
      <p data-testid="emergency-cost">
        {fill(copy.cost, { range: emergencyVisitCost.range, date: emergencyVisitCost.pricedOn })}{' '}
        <TextLink to={localize(helpPayingHref)}>{copy.costLink}</TextLink>
      </p>
    </div>
  );
}
