import { Callout } from '@/components/content/callout';
import { PhoneLink } from '@/components/content/phone-link';
import { BulletList, Section } from '@/components/content/section';
import { UrlTabs } from '@/components/content/url-tabs';
import { PageHeader } from '@/components/layout/page-header';
import { AlternativeOptionCard } from '@/components/rescue/alternative-option-card';
import { SurrenderShelterCard } from '@/components/rescue/surrender-shelter-card';
import { Card, CardTitle } from '@/components/ui/card';
import { routes } from '@/config/routes';
import {
  alternativeOptions as englishAlternativeOptions,
  surrenderPage as englishSurrenderPage,
  surrenderTabs as englishSurrenderTabs,
  type AlternativeOption,
} from '@/content/pages/surrender';
import {
  fosterNetworks as englishFosterNetworks,
  tnrPrograms as englishTnrPrograms,
  type RescueOrganisation,
} from '@/content/rescues';
import {
  accCareCenters as englishAccCareCenters,
  accGeneralLine as englishAccGeneralLine,
  cityHelpLines,
  otherShelters as englishOtherShelters,
} from '@/content/shelters';
import { useChrome, usePageContent } from '@/lib/locale-content';
import { TextLink } from '@/components/content/text-link';

const useSurrenderCopy = () =>
  usePageContent('surrender', {
    surrenderPage: englishSurrenderPage,
    surrenderTabs: englishSurrenderTabs,
    alternativeOptions: englishAlternativeOptions,
  });

function OptionsPanel() {
  const o = useSurrenderCopy().surrenderPage.options;
  const { accCareCenters, accGeneralLine, otherShelters } = usePageContent('shelters', {
    accCareCenters: englishAccCareCenters,
    accGeneralLine: englishAccGeneralLine,
    otherShelters: englishOtherShelters,
  });
  return (
    <Section title={o.title} intro={o.intro}>
      <Callout tone="warning" title={o.fees} />
      <SurrenderShelterCard shelter={accGeneralLine} />
      <h3 className="text-xl font-bold">{o.accCentersTitle}</h3>
      <div className="grid gap-4 md:grid-cols-2">
        {accCareCenters.map((s) => (
          <SurrenderShelterCard key={s.id} shelter={s} />
        ))}
      </div>
      <h3 className="text-xl font-bold">{o.otherTitle}</h3>
      <p className="text-ink-muted">{o.otherIntro}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {otherShelters.map((s) => (
          <SurrenderShelterCard key={s.id} shelter={s} />
        ))}
      </div>
      <Card>
        <CardTitle>{o.checklist.title}</CardTitle>
        <BulletList items={o.checklist.items} className="mt-2" />
      </Card>
    </Section>
  );
}

function AlternativesPanel() {
  const { surrenderPage, alternativeOptions } = useSurrenderCopy();
  const a = surrenderPage.alternatives;
  const { fosterNetworks, tnrPrograms } = usePageContent('rescues', {
    fosterNetworks: englishFosterNetworks,
    tnrPrograms: englishTnrPrograms,
  });
  const chrome = useChrome();
  // Which sourced groups each alternative lists (rehoming networks link to the by-borough page instead).
  const alternativeOrganisations: Record<AlternativeOption['id'], readonly RescueOrganisation[]> = {
    'rehoming-networks': [],
    'tnr-programs': tnrPrograms,
    'temporary-foster': fosterNetworks,
  };
  return (
    <Section title={a.title} intro={a.intro}>
      {alternativeOptions.map((option) => (
        <AlternativeOptionCard
          key={option.id}
          option={option}
          organisations={alternativeOrganisations[option.id]}
          labels={{ organisations: a.organisationsLabel, pros: a.pros, cons: a.cons }}
        />
      ))}
      <TextLink to={routes.rehoming.path}>{chrome.routes.rehoming.title}</TextLink>
    </Section>
  );
}

function SafetyPanel() {
  const s = useSurrenderCopy().surrenderPage.safety;
  return (
    <Section title={s.title} intro={s.intro}>
      {[s.redFlags, s.screening, s.meeting].map((block) => (
        <Card key={block.title}>
          <CardTitle>{block.title}</CardTitle>
          <BulletList items={block.items} className="mt-2" />
        </Card>
      ))}
      <Callout tone="emergency" title={s.abuse.title}>
        <p>{s.abuse.body}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <PhoneLink phone={cityHelpLines.nonEmergency} variant="outline">
            {s.abuse.nonEmergencyLabel}
          </PhoneLink>
          <PhoneLink phone={cityHelpLines.emergency}>{s.abuse.emergencyLabel}</PhoneLink>
        </div>
        <p className="mt-2">{s.abuse.gap}</p>
      </Callout>
    </Section>
  );
}

const panels = { options: OptionsPanel, alternatives: AlternativesPanel, safety: SafetyPanel };

export default function SurrenderPage() {
  const { surrenderPage: page, surrenderTabs } = useSurrenderCopy();
  const { title } = useChrome().routes.surrender;
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={title} lead={page.lead} />
      <UrlTabs
        label={title}
        defaultValue="options"
        tabs={surrenderTabs.map((t) => {
          const Panel = panels[t.value];
          return { value: t.value, label: t.label, content: <Panel /> };
        })}
      />
    </div>
  );
}
