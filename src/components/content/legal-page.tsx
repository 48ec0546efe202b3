import { PageHeader } from '@/components/layout/page-header';
import type { TextSection } from '@/content/pages/text-section';
import { TextSections } from './text-sections';

/** A legal page (terms of use, privacy policy): its date, a lead paragraph and prose sections. */
export function LegalPage({
  title,
  page,
}: {
  title: string;
  page: { lastUpdatedLabel: string; lastUpdated: string; lead: string; sections: readonly TextSection[] };
}) {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={title}
        lead={
          <>
            <p className="text-base">
              {page.lastUpdatedLabel}: {page.lastUpdated}
            </p>
            <p>{page.lead}</p>
          </>
        }
      />
      <TextSections sections={page.sections} />
    </div>
  );
}
