import { Callout } from '@/components/content/callout';
import { CheckerEntryLink } from '@/components/content/checker-entry-link';
import { TextLink } from '@/components/content/text-link';
import { EmergencyCallBox } from '@/components/content/emergency-call-box';
import { EmergencyCardGrid } from '@/components/content/emergency-card-grid';
import { EmergencySituationSection } from '@/components/content/emergency-situation';
import { PoisonControlLines } from '@/components/content/poison-control-lines';
import { PrintButton } from '@/components/content/print-button';
import { PrintContactTable } from '@/components/content/print-contact-table';
import { HospitalTable } from '@/components/content/hospital-table';
import { Section } from '@/components/content/section';
import { listings as englishListings } from '@/content/pages/listings';
import { PageHeader } from '@/components/layout/page-header';
import { Icon } from '@/components/ui/icon';
import { routes } from '@/config/routes';
import { nearbyOpen24hHospitals, nycOpen24hHospitals } from '@/content/emergency-hospitals';
import { useChrome, useLocalizeHref, usePageContent } from '@/lib/locale-content';
import { emergencyPage as englishEmergencyPage } from '@/content/pages/emergency';

// The emergency hub (docs/requirements.md). Every situation is a section with its id (the registry's anchors),
// so /emergency#poisoning and the home page's cards land on the steps with the call button beside them.
export default function EmergencyPage() {
  const { emergencyPage } = usePageContent('emergency', { emergencyPage: englishEmergencyPage });
  const chrome = useChrome();
  const { callAhead, print } = usePageContent('listings', { listings: englishListings }).listings;
  const localize = useLocalizeHref();
  const vet = emergencyPage.emergencyVet;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={chrome.routes.emergency.title}
        lead={<span className="print:hidden">{emergencyPage.lead}</span>}
      />
      <EmergencyCallBox title={vet.callBoxTitle} />
      <CheckerEntryLink className="self-start print:hidden" />
      <nav aria-labelledby="emergency-jump" className="print:hidden">
        <h2 id="emergency-jump" className="mb-2 text-lg font-bold text-ink">
          {emergencyPage.jumpHeading}
        </h2>
        <EmergencyCardGrid
          cards={emergencyPage.situations.map((s) => ({ anchor: s.id, label: s.title, icon: s.icon }))}
          tone="soft"
        />
      </nav>
      {/* On paper the situations flow in two balanced columns (a situation's steps are never split). */}
      <div className="flex flex-col gap-6 print:block print:columns-2 print:gap-2 print:[&>*]:mb-2">
        {emergencyPage.situations.map((situation) => (
          <EmergencySituationSection key={situation.id} situation={situation}>
            {situation.id === 'poisoning' ? (
              <PoisonControlLines title={emergencyPage.poisonControl.title} intro={emergencyPage.poisonControl.intro} />
            ) : null}
          </EmergencySituationSection>
        ))}
      </div>
      <Section id={vet.id} title={vet.title} intro={vet.intro}>
        {/* The call box above already says this on paper. */}
        <div className="print:hidden">
          <Callout tone="warning" title={callAhead.title}>
            {callAhead.body}
          </Callout>
        </div>
        {/* On screen, one table by borough; on paper, one compact table per list. */}
        <div className="print:hidden">
          <HospitalTable />
        </div>
        <PrintContactTable caption={vet.nycHeading} resources={nycOpen24hHospitals} />
        <PrintContactTable caption={vet.nearbyHeading} resources={nearbyOpen24hHospitals} />
        <TextLink to={localize(routes.vets.path)} className="inline-flex min-h-11 items-center gap-1 print:hidden">
          {vet.vetsLink}
          <Icon name="chevronRight" className="size-4" />
        </TextLink>
      </Section>
      {/* The page prints as the emergency sheet for the register. */}
      <div className="self-start">
        <PrintButton label={print} />
      </div>
    </div>
  );
}
