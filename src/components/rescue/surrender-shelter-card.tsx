import { ResourceCard } from '@/components/content/resource-card';
import type { SurrenderShelter } from '@/content/shelters';
import { OrgFacts, OrgStatus } from './org-facts';

/** A shelter on /surrender: the data's card with the spec's Surrender shelter fields. */
export function SurrenderShelterCard({ shelter }: { shelter: SurrenderShelter }) {
  return (
    <ResourceCard resource={shelter.resource} callLabel="Call for Information">
      <OrgStatus status={shelter.status} />
      <OrgFacts
        facts={[
          { label: 'Type', value: shelter.type },
          { label: 'Wait time', value: shelter.waitTime },
          { label: 'Requirements', value: shelter.requirements },
          { label: 'Fees', value: shelter.resource.costNotes ?? 'Call to ask' },
        ]}
      />
    </ResourceCard>
  );
}
