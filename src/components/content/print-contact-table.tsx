import { printedPhone } from '@/content/printed-phone';
import type { Resource } from '@/content/resources';
import { listings as englishListings } from '@/content/pages/listings';
import { usePageContent } from '@/lib/locale-content';

/**
 * 24/7 hospitals as one compact table for the printed sheet by the register: name, where, phone. It
 * shows only on paper; on screen the full cards (with directions, websites and report links) show instead, and
 * they are hidden in print.
 */
export function PrintContactTable({ caption, resources }: { caption: string; resources: readonly Resource[] }) {
  const copy = usePageContent('listings', { listings: englishListings }).listings.printSheet;
  return (
    <table
      className="hidden w-full table-fixed border-collapse text-start text-sm print:table"
      data-testid="print-contact-table"
    >
      <caption className="text-start font-bold">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-[35%]">
            {copy.columns.name}
          </th>
          <th scope="col" className="w-[40%]">
            {copy.columns.where}
          </th>
          <th scope="col" className="w-1/4">
            {copy.columns.phone}
          </th>
        </tr>
      </thead>
      <tbody>
        {resources.map((r) => (
          <tr key={r.id} className="border-t border-surface-line align-top">
            <th scope="row" className="py-0.5 pe-2 font-semibold">
              {r.name}
            </th>
            <td className="py-0.5 pe-2">{[r.address ?? r.neighborhood, r.borough].filter(Boolean).join(' · ')}</td>
            <td className="py-0.5 font-semibold">{printedPhone(r, copy)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
