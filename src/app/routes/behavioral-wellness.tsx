import { Callout } from '@/components/content/callout';
import { UrlTabs } from '@/components/content/url-tabs';
import { behavioralWellnessTabs } from '@/components/daily-care/behavioral-wellness-panels';
import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';
import { behavioralWellnessPage } from '@/content/pages/behavioral-wellness';

const { professionalHelp } = behavioralWellnessPage;

// Behavioral wellness (docs/requirements.md): three deep-linkable tabs (?tab=), stress signs first, and the rule
// that a behaviour change lasting over 3 days needs professional help (docs/requirements.md), shown on every tab.
export default function BehavioralWellnessPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={routes.behavioralWellness.title} lead={behavioralWellnessPage.lead} />
      <Callout tone="warning" title={professionalHelp.title}>
        {professionalHelp.body}
      </Callout>
      <UrlTabs
        tabs={behavioralWellnessTabs}
        defaultValue={behavioralWellnessPage.defaultTab}
        label={behavioralWellnessPage.tabsLabel}
      />
    </div>
  );
}
