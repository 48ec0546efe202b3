import { Callout } from '@/components/content/callout';
import { FirstAidCards } from '@/components/content/first-aid-card';
import { PhoneLink, PhoneNumber } from '@/components/content/phone-link';
import { PrintButton } from '@/components/content/print-button';
import { BulletList, Section } from '@/components/content/section';
import { StepList } from '@/components/content/step-list';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { emergencyContact } from '@/content/contacts';
import { fill } from '@/content/locales/fill';
import { useChrome, usePageContent } from '@/lib/locale-content';
import {
  firstAidPage as englishFirstAidPage,
  firstAidTopics as englishFirstAidTopics,
} from '@/content/pages/first-aid';

// Emergency first aid (docs/requirements.md "First aid (/first-aid)"). Prints as a sheet for the register.
export default function FirstAidPage() {
  const { firstAidPage, firstAidTopics } = usePageContent('first-aid', {
    firstAidPage: englishFirstAidPage,
    firstAidTopics: englishFirstAidTopics,
  });
  const chrome = useChrome();
  const { kit, vitals, alwaysEmergency, prevention, whileYouWait, bottomLine } = firstAidPage;
  return (
    <div className="flex flex-col gap-8 print:gap-3">
      <PageHeader title={firstAidPage.title} lead={<span className="print:hidden">{firstAidPage.lead}</span>} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4 print:text-lg">
        <PhoneLink
          phone={emergencyContact.phone}
          size="lg"
          className="text-xl font-extrabold print:hidden"
          label={`${firstAidPage.callButton}: ${fill(chrome.emergencyBar.callLabel, { name: emergencyContact.shortName, phone: emergencyContact.phone })}`}
        >
          {firstAidPage.callButton}
        </PhoneLink>
        <p className="font-semibold">
          {chrome.call.allHours} {emergencyContact.name} — <PhoneNumber phone={emergencyContact.phone} />
        </p>
        <PrintButton label={firstAidPage.printButton} />
      </div>
      <Callout tone="emergency" title={firstAidPage.important.title}>
        {firstAidPage.important.body}
      </Callout>
      <Section
        title={firstAidPage.topicsHeading}
        intro={<span className="print:hidden">{firstAidPage.topicsIntro}</span>}
      >
        <FirstAidCards topics={firstAidTopics} />
      </Section>
      <Section id="always-emergency" title={alwaysEmergency.title} intro={alwaysEmergency.intro}>
        <StepList items={alwaysEmergency.items} className="font-semibold text-emergency-dark" />
      </Section>
      <div className="grid gap-8 md:grid-cols-2 print:grid-cols-2 print:gap-3">
        <Section id="vitals" title={vitals.title}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {vitals.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="font-semibold">{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-ink-muted">{vitals.howToCheck}</p>
        </Section>
        <Section id="kit" title={kit.title} intro={kit.intro}>
          <div className="grid gap-4 sm:grid-cols-2 print:gap-2">
            <Card className="print:p-2">
              <h3 className="mb-2 font-bold">{kit.essentialHeading}</h3>
              <BulletList items={kit.items.filter((i) => i.essential).map((i) => i.item)} />
            </Card>
            <Card className="print:p-2">
              <h3 className="mb-2 font-bold">{kit.additionalHeading}</h3>
              <BulletList items={kit.items.filter((i) => !i.essential).map((i) => i.item)} />
            </Card>
          </div>
          <p className="text-sm font-semibold text-emergency-dark">{kit.noMedicines}</p>
          <Callout title={kit.storageTitle}>{kit.storage}</Callout>
        </Section>
        <Section id="prevention" title={prevention.title}>
          <BulletList items={prevention.items} />
        </Section>
        <Section id="while-you-wait" title={whileYouWait.title}>
          <BulletList items={whileYouWait.items} />
        </Section>
      </div>
      <Section title={bottomLine.title}>
        <p className="max-w-prose text-lg">{bottomLine.body}</p>
      </Section>
    </div>
  );
}
