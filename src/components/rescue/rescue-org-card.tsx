import { ResourceCard } from '@/components/content/resource-card';
import { rehomingPage as englishRehomingPage } from '@/content/pages/rehoming';
import type { RescueOrganisation } from '@/content/rescues';
import { usePageContent } from '@/lib/locale-content';
import { OrgFacts, OrgStatus } from './org-facts';

/** A rescue group: the data's card with the spec's fields (specialty, services, contact). */
export function RescueOrgCard({
  organisation,
  headingLevel = 3,
}: {
  organisation: RescueOrganisation;
  headingLevel?: 3 | 4;
}) {
  const labels = usePageContent('rehoming', { rehomingPage: englishRehomingPage }).rehomingPage.rescueCard;
  return (
    <ResourceCard resource={organisation.resource} headingLevel={headingLevel} callLabel={labels.call}>
      <OrgStatus status={organisation.status} />
      <OrgFacts
        facts={[
          { label: labels.specialty, value: organisation.specialty },
          { label: labels.services, value: organisation.services },
          { label: labels.limits, value: organisation.limits },
          { label: labels.contact, value: organisation.resource.website ? null : organisation.contact },
        ]}
      />
    </ResourceCard>
  );
}
