import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router-dom';
import { EmergencyCallBox } from '@/components/content/emergency-call-box';
import { HospitalTable, hospitalGroupId, hospitalPlaces } from '@/components/content/hospital-table';
import { ListingContact } from '@/components/content/listing-contact';
import { BulletList } from '@/components/content/section';
import { StepList } from '@/components/content/step-list';
import { routes } from '@/config/routes';
import { lowCostGroups } from '@/content/low-cost-vets';
import { checkPage } from '@/content/pages/check';
import { emergencyPage } from '@/content/pages/emergency';
import { CHECKER_PATH } from '@/composition/site-checker';
import { outcomePath, type CheckerFlag, type CheckerFlagOutcome, type CheckerHomeOutcome } from '@/core/checker';
import { cn } from '@/lib/cn';

type HeadingRef = RefObject<HTMLHeadingElement | null>;
type FlagOutcomeProps = { outcome: CheckerFlagOutcome; headingRef: HeadingRef };

const linkClass = 'font-semibold text-brand-dark underline';
const chipClass =
  'inline-flex min-h-12 items-center rounded-lg border border-surface-line bg-surface px-3 font-semibold text-brand-dark underline hover:bg-surface-sunken';

const headerTones = {
  emergency: 'border-emergency bg-emergency-soft text-emergency-dark',
  urgent: 'border-urgent bg-surface text-ink',
  brand: 'border-brand-border bg-brand-soft text-brand-dark',
} as const;

/** The outcome as the page's heading, and the answer the person tapped that led to it. */
function OutcomeHeader({
  copy,
  answer,
  tone,
  headingRef,
}: {
  copy: { heading: string; because: string };
  answer: string;
  tone: keyof typeof headerTones;
  headingRef: HeadingRef;
}) {
  return (
    <header className={cn('flex flex-col gap-2 rounded-xl border-2 p-4', headerTones[tone])}>
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold tracking-tight outline-none sm:text-3xl">
        {copy.heading}
      </h1>
      <p className="text-ink">
        {copy.because} <strong>{answer}</strong>
      </p>
    </header>
  );
}

/** Links to the parts of the page for each borough: "the hospitals of the borough the person taps". */
function BoroughLinks({ places, idOf }: { places: readonly string[]; idOf: (place: string) => string }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {places.map((place) => (
        <li key={place}>
          <a href={`#${idOf(place)}`} className={chipClass}>
            {place}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function GuideLink({ intro, flag }: { intro: string; flag: CheckerFlag }) {
  return (
    <p>
      {intro}{' '}
      <Link to={flag.guide.path} className={linkClass}>
        {flag.guide.title}
      </Link>
    </p>
  );
}

/** The /emergency situation a flag's guide points at (/emergency#poisoning), whose "Do NOT" list it shares. */
function dontsFor(flag: CheckerFlag): readonly string[] {
  const [path, anchor] = flag.guide.path.split('#');
  const situation = path === routes.emergency.path ? emergencyPage.situations.find((s) => s.id === anchor) : undefined;
  return situation?.dont ?? checkPage.goNow.dontGeneral;
}

/** Go now: the number first, the 24/7 hospitals of the borough the person taps, then the flag's steps and don'ts. */
export function GoNowOutcome({ outcome, headingRef }: FlagOutcomeProps) {
  const copy = checkPage.goNow;
  const { flag } = outcome;
  return (
    <>
      <OutcomeHeader copy={copy} answer={outcome.answer} tone="emergency" headingRef={headingRef} />
      <EmergencyCallBox title={copy.callTitle} />
      <Part id="checker-on-the-way" title={copy.onTheWay}>
        <StepList items={flag.steps} />
        <GuideLink intro={copy.guide} flag={flag} />
      </Part>
      <Part id="checker-dont" title={copy.dont}>
        <BulletList items={dontsFor(flag)} />
      </Part>
      <Part id="checker-boroughs" title={copy.boroughQuestion}>
        <BoroughLinks places={hospitalPlaces} idOf={hospitalGroupId} />
        <HospitalTable />
      </Part>
    </>
  );
}

const lowCostId = (borough: string) => `low-cost-${borough.toLowerCase().replace(/\s+/g, '-')}`;

/** A vet within 24 hours: the flag's steps, what would make it "go now", what to watch, low-cost vets by borough. */
export function VetSoonOutcome({ outcome, headingRef }: FlagOutcomeProps) {
  const copy = checkPage.vet24h;
  const { flag } = outcome;
  const groups = lowCostGroups();
  return (
    <>
      <OutcomeHeader copy={copy} answer={outcome.answer} tone="urgent" headingRef={headingRef} />
      <Part id="checker-now" title={copy.now}>
        <BulletList items={flag.steps} />
        <GuideLink intro={copy.guide} flag={flag} />
      </Part>
      <Part id="checker-worse" title={copy.worseIf}>
        <ul className="flex flex-col gap-2">
          {outcome.worseIf.map((worse) => (
            <li key={worse.id}>
              <Link to={outcomePath(CHECKER_PATH, 'go-now', worse.id)} className={cn(chipClass, 'text-emergency-dark')}>
                {worse.label}
              </Link>
            </li>
          ))}
        </ul>
      </Part>
      <Part id="checker-watch" title={copy.watch}>
        <BulletList items={copy.watchList} />
      </Part>
      <Part id="checker-low-cost" title={copy.lowCost}>
        <BoroughLinks places={groups.map((g) => g.borough)} idOf={lowCostId} />
        {groups.map((g) => (
          <div key={g.borough} id={lowCostId(g.borough)} className="flex flex-col gap-2">
            <h3 className="text-lg font-bold text-ink">{g.borough}</h3>
            {g.clinics.length === 0 ? <p>{copy.lowCostNone.replace('{borough}', g.borough)}</p> : null}
            <ul className="flex flex-col gap-3">
              {g.clinics.map((clinic) => (
                <li key={clinic.id} className="flex flex-col gap-1 rounded-lg border border-surface-line p-3">
                  <span className="font-semibold">{clinic.name}</span>
                  {clinic.neighborhood ? <span className="text-sm">{clinic.neighborhood}</span> : null}
                  <ListingContact resource={clinic} />
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Link to={routes.vets.path} className={linkClass}>
          {copy.directory}
        </Link>
      </Part>
    </>
  );
}

/** Care at home: the guide for what the person chose, and when to call a vet or go now. */
export function HomeOutcome({ outcome, headingRef }: { outcome: CheckerHomeOutcome; headingRef: HeadingRef }) {
  const copy = checkPage.home;
  return (
    <>
      <OutcomeHeader copy={copy} answer={outcome.answer} tone="brand" headingRef={headingRef} />
      <p>
        {copy.guide}{' '}
        <Link to={outcome.guide.path} className={linkClass}>
          {outcome.guide.title}
        </Link>
      </p>
      <Part id="checker-call-if" title={copy.callIf}>
        <BulletList items={copy.callIfList} />
      </Part>
      <p>
        {copy.goNowIf}{' '}
        <Link to={`${routes.firstAid.path}#always-emergency`} className={linkClass}>
          {copy.goNowLink}
        </Link>
      </p>
    </>
  );
}
