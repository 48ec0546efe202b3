import { Callout } from '@/components/content/callout';
import { PhoneLink } from '@/components/content/phone-link';
import { BulletList, Section } from '@/components/content/section';
import { UrlTabs } from '@/components/content/url-tabs';
import { PageHeader } from '@/components/layout/page-header';
import { RescueOrgCard } from '@/components/rescue/rescue-org-card';
import { SurrenderShelterCard } from '@/components/rescue/surrender-shelter-card';
import { routes } from '@/config/routes';
import { emergencyContact } from '@/content/contacts';
import { fill } from '@/content/locales/fill';
import { rehomingPage as englishRehomingPage } from '@/content/pages/rehoming';
import {
  citywideRescues as englishCitywideRescues,
  REHOMING_BOROUGHS,
  rescuesInBorough as englishRescuesInBorough,
} from '@/content/rescues';
import { accGeneralLine as englishAccGeneralLine, cityHelpLines } from '@/content/shelters';
import { useChrome, usePageContent } from '@/lib/locale-content';

const useRehomingCopy = () => usePageContent('rehoming', { rehomingPage: englishRehomingPage }).rehomingPage;
import { tabLink } from '@/config/guide-link';
import { TextLink } from '@/components/content/text-link';

function BoroughPanel({ borough }: { borough: (typeof REHOMING_BOROUGHS)[number] }) {
  const page = useRehomingCopy();
  const { rescuesInBorough } = usePageContent('rescues', { rescuesInBorough: englishRescuesInBorough });
  const organisations = rescuesInBorough(borough.borough);
  const note = organisations.length === 0 ? page.boroughs.empty : page.boroughs.notes[borough.value];
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-xl font-bold">{borough.label}</h3>
      {note ? <Callout title={note} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {organisations.map((o) => (
          <RescueOrgCard key={o.id} organisation={o} headingLevel={4} />
        ))}
      </div>
    </div>
  );
}

export default function RehomingPage() {
  const page = useRehomingCopy();
  const { citywideRescues } = usePageContent('rescues', { citywideRescues: englishCitywideRescues });
  const { accGeneralLine } = usePageContent('shelters', { accGeneralLine: englishAccGeneralLine });
  const chrome = useChrome();
  const callLabel = (phone: string) => fill(chrome.routeError.call, { phone });
  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={chrome.routes.rehoming.title} lead={page.lead} />

      <Section id="by-borough" title={page.boroughs.title} intro={page.boroughs.intro}>
        <UrlTabs
          label={page.boroughs.tabsLabel}
          defaultValue="manhattan"
          tabs={REHOMING_BOROUGHS.map((b) => ({
            value: b.value,
            label: b.label,
            content: <BoroughPanel borough={b} />,
          }))}
        />
      </Section>

      <Section id="citywide" title={page.citywide.title} intro={page.citywide.intro}>
        <div className="grid gap-4 md:grid-cols-2">
          <SurrenderShelterCard shelter={accGeneralLine} />
          {citywideRescues.map((o) => (
            <RescueOrgCard key={o.id} organisation={o} />
          ))}
        </div>
      </Section>

      <Section id="reasons" title={page.reasons.title} intro={page.reasons.intro}>
        <BulletList items={page.reasons.items} />
      </Section>

      <Section id="surrender-process" title={page.process.title}>
        <ol className="list-decimal space-y-1 ps-6">
          {page.process.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <TextLink to={routes.surrender.path}>{page.process.linkLabel}</TextLink>
      </Section>

      <Section id="self-rehoming" title={page.selfRehoming.title}>
        <BulletList items={page.selfRehoming.items} />
        <Callout title={page.selfRehoming.fee} />
        <TextLink to={tabLink('surrender', 'safety')}>{page.selfRehoming.safetyLinkLabel}</TextLink>
      </Section>

      <Section id="emergency-contacts" title={page.emergency.title} intro={page.emergency.intro}>
        <ul className="flex flex-col gap-3">
          <li className="flex flex-col gap-1">
            <span className="font-semibold">
              {emergencyContact.name} — {page.emergency.animalHospital}
            </span>
            <PhoneLink phone={emergencyContact.phone} className="self-start">
              {emergencyContact.phone}
            </PhoneLink>
          </li>
          <li className="flex flex-col gap-1">
            <span className="font-semibold">
              {accGeneralLine.name} — {page.emergency.cityShelter}
            </span>
            {accGeneralLine.phone ? (
              <PhoneLink phone={accGeneralLine.phone} variant="outline" className="self-start">
                {accGeneralLine.phone}
              </PhoneLink>
            ) : null}
          </li>
          <li className="flex flex-col gap-1">
            <span>{page.emergency.city}</span>
            <span className="flex flex-wrap gap-2">
              <PhoneLink
                phone={cityHelpLines.nonEmergency}
                variant="outline"
                label={callLabel(cityHelpLines.nonEmergency)}
              />
              <PhoneLink phone={cityHelpLines.emergency} label={callLabel(cityHelpLines.emergency)} />
            </span>
          </li>
        </ul>
      </Section>

      <Section id="tips" title={page.tips.title}>
        <BulletList items={page.tips.items} />
      </Section>
    </div>
  );
}
