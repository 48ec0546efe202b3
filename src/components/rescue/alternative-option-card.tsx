import { ExternalLink } from '@/components/content/external-link';
import { BulletList } from '@/components/content/section';
import { Card } from '@/components/ui/card';
import type { RescueOrganisation } from '@/content/rescues';
import type { AlternativeOption } from '@/content/pages/surrender';

/** One alternative to surrender (spec "Alternative option": title, description, options, pros, cons). */
export function AlternativeOptionCard({
  option,
  organisations,
  labels,
}: {
  option: AlternativeOption;
  organisations: readonly RescueOrganisation[];
  /** The card's headings, in the page's language. */
  labels: { organisations: string; pros: string; cons: string };
}) {
  return (
    <Card className="flex flex-col gap-3" data-testid="alternative-option">
      <h3 className="text-lg font-bold text-ink">{option.title}</h3>
      <p>{option.description}</p>
      <BulletList items={option.options} />
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <h4 className="font-semibold text-brand-dark">{labels.pros}</h4>
          <BulletList items={option.pros} />
        </div>
        <div>
          <h4 className="font-semibold text-urgent">{labels.cons}</h4>
          <BulletList items={option.cons} />
        </div>
      </div>
      {organisations.length > 0 ? (
        <div>
          <h4 className="font-semibold">{labels.organisations}</h4>
          <ul className="mt-1 flex flex-col gap-1">
            {organisations.map((o) => (
              <li key={o.id}>
                {o.resource.website ? <ExternalLink href={o.resource.website}>{o.name}</ExternalLink> : o.name}
                <span className="text-sm text-ink-muted"> — {o.specialty}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}
