import { Link, useSearchParams } from 'react-router-dom';
import { Callout } from '@/components/content/callout';
import { BulletList, Section } from '@/components/content/section';
import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';
import { vetsPage } from '@/content/pages/vets';
import { vetClinics } from '@/content/vets';
import { BoroughGroups } from './borough-groups';
import { ClinicList } from './clinic-list';
import { EmergencyCallBox } from './emergency-call-box';
import {
  emergencyCallBox,
  emergencyHospitals,
  filterVets,
  isFilterActive,
  readVetQuery,
  sortByDistance,
  sortVets,
  topLowCost,
  wantsLowCost,
} from './filter';
import { NearMePanel } from './near-me-panel';
import { useNearMe } from './use-near-me';
import { VetFilterForm } from './vet-filter-form';

const allLowCostCount = vetClinics.filter((c) => c.costLevel === 'low').length;

/** /vets: everything derives from the URL query (spec section 4: "Vet filtering derives from the URL query"). */
export function VetDirectory() {
  const [params] = useSearchParams();
  const query = readVetQuery(params);
  const lowCost = wantsLowCost(query.q);
  const location = query.location.trim();
  const active = isFilterActive(query);
  const results = sortVets(filterVets(vetClinics, query));
  const nearMe = useNearMe();
  const byDistance = nearMe.state.status === 'ready' ? sortByDistance(results, nearMe.state.origin) : null;
  const sortingByDistance = byDistance !== null && byDistance.near.length > 0;

  return (
    <div className="flex flex-col gap-8 wrap-anywhere">
      <PageHeader
        title={vetsPage.heading({ location, lowCost })}
        lead={
          <p data-testid="vets-summary">
            {vetsPage.summary({
              location,
              lowCost,
              count: active ? results.length : vetClinics.length,
              lowCostCount: allLowCostCount,
            })}
          </p>
        }
      />
      <EmergencyCallBox hospitals={emergencyCallBox(vetClinics)} />
      <div className="flex flex-col gap-3">
        <VetFilterForm />
        <NearMePanel
          state={nearMe.state}
          noCoordinates={byDistance !== null && byDistance.near.length === 0}
          onRequest={nearMe.request}
          onReset={nearMe.reset}
        />
      </div>

      {byDistance && sortingByDistance ? (
        <>
          <ClinicList
            id="nearest"
            title={vetsPage.nearMe.heading}
            clinics={byDistance.near.map((n) => n.clinic)}
            distances={new Map(byDistance.near.map((n) => [n.clinic.id, vetsPage.nearMe.distance(n.miles)]))}
          />
          {byDistance.unplaced.length > 0 ? (
            <ClinicList
              id="unplaced"
              title={vetsPage.nearMe.unplacedHeading}
              intro={vetsPage.nearMe.unplacedIntro}
              clinics={byDistance.unplaced}
            />
          ) : null}
        </>
      ) : (
        <>
          {lowCost && results.length > 0 ? (
            <ClinicList {...vetsPage.topLowCost} clinics={topLowCost(results)} />
          ) : null}
          {active && results.length > 0 ? (
            <ClinicList {...vetsPage.results} clinics={results} />
          ) : null}
          {active && results.length === 0 ? (
            <Callout title={vetsPage.empty.title}>
              <p>{vetsPage.empty.hint}</p>
            </Callout>
          ) : null}
        </>
      )}

      <ClinicList {...vetsPage.emergencyList} clinics={emergencyHospitals(vetClinics)} />
      {!active || results.length === 0 ? <BoroughGroups clinics={vetClinics} /> : null}

      <Section id={vetsPage.tips.id} title={vetsPage.tips.title}>
        <BulletList items={vetsPage.tips.items} />
        <Link to={routes.financialAssistance.path} className="font-semibold text-brand-dark underline">
          {vetsPage.tips.financialLink}
        </Link>
      </Section>
      <Section id={vetsPage.lastVerified.id} title={vetsPage.lastVerified.title}>
        <p className="max-w-prose">{vetsPage.lastVerified.body}</p>
      </Section>
    </div>
  );
}
