import { feeVerified, poisonControlLines } from '@/content/poison-control';
import { ResourceCard } from './resource-card';
import { listings as englishListings } from '@/content/pages/listings';
import { usePageContent } from '@/lib/locale-content';

/**
 * The two animal poison-control lines, each with its fee exactly as the data records it; where the data can't
 * confirm the current fee, the card says so (docs/data-rules.md).
 */
export function PoisonControlLines({ title, intro }: { title: string; intro: string }) {
  const words = usePageContent('listings', { listings: englishListings }).listings.listing;
  return (
    <div data-testid="poison-control" className="flex flex-col gap-3">
      <h3 className="font-bold text-ink">{title}</h3>
      <p className="text-sm">{intro}</p>
      <ul className="grid gap-3 md:grid-cols-2">
        {poisonControlLines.map((line) => (
          <li key={line.id}>
            <ResourceCard resource={line} headingLevel={4}>
              <p className="text-sm" data-testid="poison-fee">
                <span className="font-semibold">{words.feeLabel}: </span>
                {line.costNotes ?? words.feeUnknown}
              </p>
              {feeVerified(line) ? null : <p className="text-sm font-semibold text-urgent">{words.feeUnverified}</p>}
            </ResourceCard>
          </li>
        ))}
      </ul>
    </div>
  );
}
