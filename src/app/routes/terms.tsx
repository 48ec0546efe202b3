import { LegalPage } from '@/components/content/legal-page';
import { routes } from '@/config/routes';
import { termsPage } from '@/content/pages/terms';

export default function TermsPage() {
  return <LegalPage title={routes.terms.title} page={termsPage} />;
}
