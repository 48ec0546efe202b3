import { UrlTabs } from '@/components/content/url-tabs';
import { preventiveHealthTabs } from '@/components/daily-care/preventive-health-panels';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';
import { preventiveHealthPage } from '@/content/pages/preventive-health';

// Preventive health (docs/requirements.md): back button and four deep-linkable tabs (?tab=), Vaccinations first.
export default function PreventiveHealthPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={routes.preventiveHealth.title}
        lead={preventiveHealthPage.lead}
        actions={<BackButton fallback={routes.dailyCare.path} />}
      />
      <UrlTabs
        tabs={preventiveHealthTabs}
        defaultValue={preventiveHealthPage.defaultTab}
        label={preventiveHealthPage.tabsLabel}
      />
    </div>
  );
}
