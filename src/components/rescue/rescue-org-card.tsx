import { ResourceCard } from '@/components/content/resource-card';
import type { RescueOrganisation } from '@/content/rescues';
import { OrgFacts, OrgStatus } from './org-facts';

/** A rescue group: the data's card with the spec's fields (specialty, services, contact). */
export function RescueOrgCard({
  organisation,
  headingLevel = 3,
}: {
  organisation: RescueOrganisation;
  headingLevel?: 3 | 4;
}) {
  return (
    <ResourceCard resource={organisation.resource} headingLevel={headingLevel} callLabel="Call">
      <OrgStatus status={organisation.status} />
      <OrgFacts
        facts={[
          { label: 'Specialty', value: organisation.specialty },
          { label: 'Services', value: organisation.services },
          { label: 'Good to know', value: organisation.limits },
          { label: 'Contact', value: organisation.resource.website ? null : organisation.contact },
        ]}
      />
    </ResourceCard>
  );
}
