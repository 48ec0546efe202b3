import { useSearchParams } from 'react-router-dom';
import { Callout } from '@/components/content/callout';
import { BulletList, Section } from '@/components/content/section';
import { HospitalTable } from '@/components/content/hospital-table';
import { PageHeader } from '@/components/layout/page-header';
import { routes } from '@/config/routes';
import { callBoxHospitals } from '@/content/emergency-hospitals';
import { boroughAt, boroughCentre, type LatLng } from '@/content/geo';
import type { ShortfallOrigin, vetsPage as englishVetsPage } from '@/content/pages/vets';
import { nycVetCount, vetClinics, type VetClinic } from '@/content/vets';
import { BoroughGroups } from './borough-groups';
import { BoroughShortfallNote } from './borough-shortfall';
import { ClinicList } from './clinic-list';
import { EmergencyCallBox } from '@/components/content/emergency-call-box';
import {
  boroughOfLocation,
  boroughShortfall,
  filterVets,
  isFilterActive,
  readVetQuery,
  placeFrom,
  sortByDistance,
  topLowCost,
  wantsLowCost,
  zipArea,
  type Placed,
} from './filter';
import { NearMePanel } from './near-me-panel';
import { useNearMe } from './use-near-me';
import { VetFilterForm } from './vet-filter-form';
import { TextLink } from '@/components/content/text-link';
import { useVetsCopy } from './use-vets-copy';

function distanceLabels(list: readonly Placed<VetClinic>[], vetsPage: typeof englishVetsPage): Map<string, string> {
  return new Map(
    list.map((p) => [
      p.clinic.id,
      p.miles === null ? vetsPage.nearMe.noPoint(p.clinic.borough) : vetsPage.nearMe.distance(p.miles, p.precision),
    ]),
  );
}

/**
 * Which borough the person asked about, and where to measure from: their own position when sorting near them,
 * else the searched ZIP, else the middle of a borough typed by name.
 */
function shortfallFor(location: string, origin: LatLng | null) {
  const own = origin ? boroughAt(origin) : null;
  if (origin && own) {
    const from: ShortfallOrigin = { kind: 'you' };
    return { shortfall: boroughShortfall(vetClinics, own, origin), from };
  }
  const borough = boroughOfLocation(location);
  if (!borough) return null;
  const area = zipArea(location);
  const from: ShortfallOrigin = area ? { kind: 'zip', zip: area.zip } : { kind: 'borough' };
  return { shortfall: boroughShortfall(vetClinics, borough, area?.centre ?? boroughCentre(borough)), from };
}

const nycLowCostCount = vetClinics.filter((c) => c.costLevel === 'low' && c.borough !== 'New Jersey').length;

/** /vets: everything derives from the URL query (docs/requirements.md: "Vet filtering derives from the URL query"). */
export function VetDirectory() {
  const vetsPage = useVetsCopy();
  const [params] = useSearchParams();
  const query = readVetQuery(params);
  const lowCost = wantsLowCost(query.q);
  const location = query.location.trim();
  const active = isFilterActive(query);
  const results = filterVets(vetClinics, query);
  const nearMe = useNearMe();
  const byDistance = nearMe.state.status === 'ready' ? sortByDistance(results, nearMe.state.origin) : null;
  const sortingByDistance = byDistance !== null && byDistance.some((p) => p.miles !== null);
  const area = zipArea(location);
  const top = lowCost ? topLowCost(results) : [];
  const rest = results.filter((c) => !top.includes(c));
  const shortfall = shortfallFor(
    location,
    sortingByDistance && nearMe.state.status === 'ready' ? nearMe.state.origin : null,
  );

  return (
    <div className="flex flex-col gap-8 wrap-anywhere">
      <PageHeader
        title={vetsPage.heading({ location, lowCost })}
        lead={
          <p data-testid="vets-summary">
            {vetsPage.summary({
              location,
              lowCost,
              count: active ? results.length : nycVetCount,
              lowCostCount: nycLowCostCount,
              newJerseyCount: vetClinics.length - nycVetCount,
            })}
          </p>
        }
      />
      <EmergencyCallBox
        title={vetsPage.emergencyBox.title}
        hospitals={callBoxHospitals(nearMe.state.status === 'ready' ? nearMe.state.origin : null)}
      />
      <div className="flex flex-col gap-3">
        <VetFilterForm />
        <NearMePanel
          state={nearMe.state}
          noCoordinates={byDistance !== null && !sortingByDistance}
          onRequest={nearMe.request}
          onReset={nearMe.reset}
        />
      </div>

      {shortfall?.shortfall ? <BoroughShortfallNote shortfall={shortfall.shortfall} origin={shortfall.from} /> : null}

      {byDistance && sortingByDistance ? (
        <ClinicList
          id="nearest"
          title={vetsPage.nearMe.heading}
          clinics={byDistance.map((p) => p.clinic)}
          distances={distanceLabels(byDistance, vetsPage)}
        />
      ) : (
        <>
          {top.length > 0 ? <ClinicList {...vetsPage.topLowCost} clinics={top} /> : null}
          {active && rest.length > 0 ? (
            <ClinicList
              {...vetsPage.results}
              clinics={rest}
              distances={
                area
                  ? distanceLabels(
                      rest.map((c) => placeFrom(c, area.centre)),
                      vetsPage,
                    )
                  : undefined
              }
            />
          ) : null}
          {active && results.length === 0 ? (
            <Callout title={vetsPage.empty.title}>
              <p>{vetsPage.empty.hint}</p>
            </Callout>
          ) : null}
        </>
      )}

      <Section id={vetsPage.emergencyList.id} title={vetsPage.emergencyList.title} intro={vetsPage.emergencyList.intro}>
        <HospitalTable />
      </Section>
      {!active || results.length === 0 ? <BoroughGroups clinics={vetClinics} /> : null}

      <Section id={vetsPage.tips.id} title={vetsPage.tips.title}>
        <BulletList items={vetsPage.tips.items} />
        <TextLink to={routes.financialAssistance.path}>{vetsPage.tips.financialLink}</TextLink>
      </Section>
      <Section id={vetsPage.lastVerified.id} title={vetsPage.lastVerified.title}>
        <p className="max-w-prose">{vetsPage.lastVerified.body}</p>
      </Section>
    </div>
  );
}
