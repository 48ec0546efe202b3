import { UrlTabs } from '@/components/content/url-tabs';
import { groomingTabs } from '@/components/daily-care/grooming-panels';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';
import { groomingPage } from '@/content/pages/grooming';

// Grooming (docs/requirements.md): back button and five deep-linkable tabs (?tab=), Daily Care first.
export default function GroomingPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader
        title={routes.grooming.title}
        lead={groomingPage.lead}
        actions={<BackButton fallback={routes.dailyCare.path} />}
      />
      <UrlTabs tabs={groomingTabs} defaultValue={groomingPage.defaultTab} label={groomingPage.tabsLabel} />
    </div>
  );
}
