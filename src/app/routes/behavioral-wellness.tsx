import { Callout } from '@/components/content/callout';
import { UrlTabs } from '@/components/content/url-tabs';
import { useBehavioralWellnessTabs } from '@/components/daily-care/behavioral-wellness-panels';
import { PageHeader } from '@/components/layout/page-header';
import { behavioralWellnessPage as englishBehavioralWellnessPage } from '@/content/pages/behavioral-wellness';
import { useChrome, usePageContent } from '@/lib/locale-content';

// Behavioral wellness (docs/requirements.md): three deep-linkable tabs (?tab=), stress signs first, and the rule
// that a behaviour change lasting over 3 days needs professional help (docs/requirements.md), shown on every tab.
export default function BehavioralWellnessPage() {
  const { behavioralWellnessPage } = usePageContent('behavioral-wellness', {
    behavioralWellnessPage: englishBehavioralWellnessPage,
  });
  const { professionalHelp } = behavioralWellnessPage;
  const chrome = useChrome();
  const tabs = useBehavioralWellnessTabs();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={chrome.routes.behavioralWellness.title} lead={behavioralWellnessPage.lead} />
      <Callout tone="warning" title={professionalHelp.title}>
        {professionalHelp.body}
      </Callout>
      <UrlTabs tabs={tabs} defaultValue={behavioralWellnessPage.defaultTab} label={behavioralWellnessPage.tabsLabel} />
    </div>
  );
}
