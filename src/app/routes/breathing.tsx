import { EmergencyCallBox } from '@/components/content/emergency-call-box';
import { TextLink } from '@/components/content/text-link';
import { firstAidTopicHref } from '@/components/content/first-aid-topic-href';
import { BulletList, Section } from '@/components/content/section';
import { StepList } from '@/components/content/step-list';
import { PageHeader } from '@/components/layout/page-header';
import { Icon } from '@/components/ui/icon';
import { useLocalizeHref, usePageContent } from '@/lib/locale-content';
import { breathingPage as englishBreathingPage } from '@/content/pages/breathing';

// The breathing emergency page (docs/requirements.md "Breathing emergency page"): the call box comes first.
export default function BreathingPage() {
  const { breathingPage } = usePageContent('breathing', { breathingPage: englishBreathingPage });
  const localize = useLocalizeHref();
  const { critical, warning, dont, transport, causes, prevention } = breathingPage;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={breathingPage.title} lead={breathingPage.lead} />
      <EmergencyCallBox title={breathingPage.callNowTitle} />
      <div className="grid gap-8 md:grid-cols-2">
        <Section
          id="critical-signs"
          title={critical.title}
          className="rounded-xl border-2 border-emergency bg-emergency-soft p-4"
        >
          <BulletList items={critical.items} className="font-semibold text-emergency-dark" />
        </Section>
        <Section
          id="warning-signs"
          title={warning.title}
          className="rounded-xl border border-urgent-border bg-urgent-soft p-4"
        >
          <BulletList items={warning.items} />
        </Section>
      </div>
      <Section id="dont" title={dont.title}>
        <BulletList items={dont.items} />
      </Section>
      <Section id="transport" title={transport.title}>
        <StepList items={transport.items} />
      </Section>
      <Section id="causes" title={causes.title} intro={causes.intro}>
        <BulletList items={causes.items} />
      </Section>
      <Section id="prevention" title={prevention.title}>
        <BulletList items={prevention.items} />
      </Section>
      <TextLink
        to={localize(firstAidTopicHref('breathing'))}
        className="inline-flex min-h-11 items-center gap-1 self-start underline-offset-2"
      >
        {breathingPage.firstAidLink}
        <Icon name="chevronRight" className="size-4" />
      </TextLink>
    </div>
  );
}
