import { UrlTabs } from '@/components/content/url-tabs';
import { useGroomingTabs } from '@/components/daily-care/grooming-panels';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';
import { groomingPage as englishGroomingPage } from '@/content/pages/grooming';
import { useChrome, useLocalizeHref, usePageContent } from '@/lib/locale-content';

// Grooming (docs/requirements.md): back button and five deep-linkable tabs (?tab=), Daily Care first.
export default function GroomingPage() {
  const { groomingPage } = usePageContent('grooming', { groomingPage: englishGroomingPage });
  const chrome = useChrome();
  const localize = useLocalizeHref();
  const tabs = useGroomingTabs();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={chrome.routes.grooming.title}
        lead={groomingPage.lead}
        actions={<BackButton fallback={localize(routes.dailyCare.path)} />}
      />
      <UrlTabs tabs={tabs} defaultValue={groomingPage.defaultTab} label={groomingPage.tabsLabel} />
    </div>
  );
}
