import { PageHeader } from '@/components/layout/page-header';
import { TextSections } from '@/components/content/text-sections';
import { routes } from '@/config/routes';
import { privacyPage } from '@/content/pages/privacy';

export default function PrivacyPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={routes.privacy.title}
        lead={
          <>
            <p className="text-base">Last updated: {privacyPage.lastUpdated}</p>
            <p>{privacyPage.lead}</p>
          </>
        }
      />
      <TextSections sections={privacyPage.sections} />
    </div>
  );
}
