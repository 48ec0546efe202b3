import { ResourceCard } from '@/components/content/resource-card';
import { Badge } from '@/components/ui/badge';
import { programStatusLabels as englishProgramStatusLabels } from '@/content/resources';
import { usePageContent } from '@/lib/locale-content';
import type { VetClinic } from '@/content/vets';
import { costLabel } from './filter';
import { useVetsCopy } from './use-vets-copy';

function Detail({ label, children }: { label: string; children: string }) {
  return (
    <p className="text-sm">
      <span className="font-semibold">{label}:</span> {children}
    </p>
  );
}

/**
 * A clinic in the directory: the shared ResourceCard (phone by the data rules, directions, website, 24/7
 * badge, last-confirmed date, "Report wrong info") plus the vet fields of docs/requirements.md.
 */
export function ClinicCard({
  clinic,
  headingLevel = 3,
  distance,
}: {
  clinic: VetClinic;
  headingLevel?: 2 | 3 | 4;
  distance?: string;
}) {
  const copy = useVetsCopy().card;
  const { programStatusLabels } = usePageContent('resources', { programStatusLabels: englishProgramStatusLabels });
  return (
    <ResourceCard resource={clinic.resource} headingLevel={headingLevel}>
      <div className="flex flex-wrap gap-2">
        <Badge variant={clinic.costLevel === 'low' ? 'success' : 'outline'}>
          {costLabel(clinic.costLevel, copy.costLevels)}
        </Badge>
        {clinic.acceptsWalkIns ? <Badge variant="secondary">{copy.walkIns}</Badge> : null}
      </div>
      {distance ? <p className="text-sm font-semibold text-brand-dark">{distance}</p> : null}
      {clinic.specialty ? <Detail label={copy.specialty}>{clinic.specialty}</Detail> : null}
      {clinic.examFee ? <Detail label={copy.examFee}>{clinic.examFee}</Detail> : null}
      {clinic.eligibility ? <Detail label={copy.eligibility}>{clinic.eligibility}</Detail> : null}
      {clinic.services.length > 0 ? <Detail label={copy.services}>{clinic.services.join('; ')}</Detail> : null}
      {clinic.resource.status ? (
        <Detail label={copy.status}>{programStatusLabels[clinic.resource.status]}</Detail>
      ) : null}
    </ResourceCard>
  );
}
