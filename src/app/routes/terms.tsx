import { PageHeader } from '@/components/layout/page-header';
import { TextSections } from '@/components/content/text-sections';
import { routes } from '@/config/routes';
import { termsPage } from '@/content/pages/terms';

export default function TermsPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={routes.terms.title}
        lead={
          <>
            <p className="text-base">Last updated: {termsPage.lastUpdated}</p>
            <p>{termsPage.lead}</p>
          </>
        }
      />
      <TextSections sections={termsPage.sections} />
    </div>
  );
}
