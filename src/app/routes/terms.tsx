import { PageHeader } from '@/components/layout/page-header';
import { TextSections } from '@/components/content/text-sections';
import { termsPage as englishTermsPage } from '@/content/pages/terms';
import { useChrome, usePageContent } from '@/lib/locale-content';

export default function TermsPage() {
  const { termsPage } = usePageContent('terms', { termsPage: englishTermsPage });
  const chrome = useChrome();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={chrome.routes.terms.title}
        lead={
          <>
            <p className="text-base">
              {termsPage.lastUpdatedLabel}: {termsPage.lastUpdated}
            </p>
            <p>{termsPage.lead}</p>
          </>
        }
      />
      <TextSections sections={termsPage.sections} />
    </div>
  );
}
