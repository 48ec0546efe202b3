import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';

// Placeholder body: the issue that owns this page replaces it with the spec's content.
export default function EmergencyPage() {
  return <PageHeader title={routes.emergency.title} lead={routes.emergency.description} />;
}
