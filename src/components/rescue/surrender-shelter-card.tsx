import { HelpCard, type HelpCardFact } from '@/components/content/help-card';
import { shelterCardLabels as englishShelterCardLabels, type SurrenderShelter } from '@/content/shelters';
import { usePageContent } from '@/lib/locale-content';
import { listings as englishListings } from '@/content/pages/listings';

/**
 * A shelter on /surrender and /rehoming, scannable: its type, requirements and how to reach it; wait time and
 * fees under Details, and what happens to an animal it can't place said separately, never inside the fees.
 */
export function SurrenderShelterCard({ shelter }: { shelter: SurrenderShelter }) {
  const { shelterCardLabels: labels } = usePageContent('shelters', { shelterCardLabels: englishShelterCardLabels });
  const { feeUnknown } = usePageContent('listings', { listings: englishListings }).listings.listing;
  const details: HelpCardFact[] = [
    { label: labels.waitTime, value: shelter.waitTime },
    { label: labels.fees, value: shelter.resource.costNotes ?? feeUnknown },
  ];
  if (shelter.ifNotPlaced) details.push({ label: labels.ifNotPlaced, value: shelter.ifNotPlaced });
  return (
    <HelpCard
      resource={shelter.resource}
      summary={shelter.type}
      whoQualifiesLabel={labels.requirements}
      whoQualifies={shelter.requirements}
      detailsLabel={labels.details}
      details={details}
      callLabel={labels.callLabel}
    />
  );
}
