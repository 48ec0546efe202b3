import { LegalPage } from '@/components/content/legal-page';
import { termsPage as englishTermsPage } from '@/content/pages/terms';
import { useChrome, usePageContent } from '@/lib/locale-content';

export default function TermsPage() {
  const { termsPage } = usePageContent('terms', { termsPage: englishTermsPage });
  return <LegalPage title={useChrome().routes.terms.title} page={termsPage} />;
}
