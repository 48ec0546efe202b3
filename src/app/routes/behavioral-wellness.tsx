import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';

// Placeholder body: the issue that owns this page replaces it with the spec's content.
export default function BehavioralWellnessPage() {
  return <PageHeader title={routes.behavioralWellness.title} lead={routes.behavioralWellness.description} />;
}
