import { ExternalLink } from '@/components/content/external-link';
import type { ShortfallOrigin } from '@/content/pages/vets';
import { findMoreVetsLinks, type VetClinic } from '@/content/vets';
import { ClinicCard } from './clinic-card';
import type { BoroughShortfall } from './filter';
import { useVetsCopy } from './use-vets-copy';

/**
 * The honest answer for a borough the directory covers thinly: how many of its listings have a confirmed phone,
 * the nearest places with one in other boroughs and how far they are, and where to look for more.
 */
export function BoroughShortfallNote({
  shortfall,
  origin,
}: {
  shortfall: BoroughShortfall<VetClinic>;
  origin: ShortfallOrigin;
}) {
  const vetsPage = useVetsCopy();
  const copy = vetsPage.shortfall;
  const { borough, callable, listed, nearestElsewhere } = shortfall;
  return (
    <section
      id={copy.id}
      aria-labelledby={`${copy.id}-heading`}
      data-testid="borough-shortfall"
      className="flex flex-col gap-4 rounded-xl border border-urgent-border bg-urgent-soft p-4"
    >
      <h2 id={`${copy.id}-heading`} className="text-xl font-bold text-ink">
        {copy.title(borough, callable)}
      </h2>
      <p className="max-w-prose">{copy.body(borough, listed)}</p>
      <h3 className="text-lg font-bold text-ink">{copy.nearestTitle}</h3>
      <p className="text-sm text-ink-muted">{copy.distanceFrom(origin, borough)}</p>
      <ul className="flex flex-col gap-4" data-testid="nearest-callable-list">
        {nearestElsewhere.map((p) => (
          <li key={p.clinic.id}>
            <ClinicCard
              clinic={p.clinic}
              headingLevel={4}
              distance={p.miles === null ? undefined : vetsPage.nearMe.distance(p.miles, p.precision)}
            />
          </li>
        ))}
      </ul>
      <h3 className="text-lg font-bold text-ink">{copy.findMoreTitle}</h3>
      <ul className="flex flex-col gap-2" data-testid="find-more-links">
        {copy.findMore.map((link) => (
          <li key={link.key}>
            <ExternalLink href={findMoreVetsLinks[link.key]}>{link.label}</ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
