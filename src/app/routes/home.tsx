import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';

// Placeholder body: the issue that owns this page replaces it with the spec's content.
export default function HomePage() {
  return <PageHeader title={routes.home.title} lead={routes.home.description} />;
}
