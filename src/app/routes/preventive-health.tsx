import { UrlTabs } from '@/components/content/url-tabs';
import { usePreventiveHealthTabs } from '@/components/daily-care/preventive-health-panels';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';
import { preventiveHealthPage as englishPreventiveHealthPage } from '@/content/pages/preventive-health';
import { useChrome, useLocalizeHref, usePageContent } from '@/lib/locale-content';

// Preventive health (docs/requirements.md): back button and four deep-linkable tabs (?tab=), Vaccinations first.
export default function PreventiveHealthPage() {
  const { preventiveHealthPage } = usePageContent('preventive-health', {
    preventiveHealthPage: englishPreventiveHealthPage,
  });
  const chrome = useChrome();
  const localize = useLocalizeHref();
  const tabs = usePreventiveHealthTabs();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={chrome.routes.preventiveHealth.title}
        lead={preventiveHealthPage.lead}
        actions={<BackButton fallback={localize(routes.dailyCare.path)} />}
      />
      <UrlTabs tabs={tabs} defaultValue={preventiveHealthPage.defaultTab} label={preventiveHealthPage.tabsLabel} />
    </div>
  );
}
