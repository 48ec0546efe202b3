import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';

// Placeholder body: the issue that owns this page replaces it with the spec's content.
export default function FeedbackPage() {
  return <PageHeader title={routes.feedback.title} lead={routes.feedback.description} />;
}
