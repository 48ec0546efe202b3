import { use, useMemo, type ReactNode, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { EmergencyCallBox } from '@/components/content/emergency-call-box';
import { HospitalTable, hospitalGroupId, hospitalPlaces } from '@/components/content/hospital-table';
import { ListingContact } from '@/components/content/listing-contact';
import { BulletList } from '@/components/content/section';
import { StepList } from '@/components/content/step-list';
import { routeForPath, routes } from '@/config/routes';
import { lowCostGroups } from '@/content/low-cost-vets';
import { checkerFlagsIn, flagWordsOf } from '@/composition/checker-flags';
import { CHECKER_PATH } from '@/composition/site-checker';
import {
  outcomePath,
  type CheckerFlag,
  type CheckerFlagOutcome,
  type CheckerHomeOutcome,
  type CheckerPage,
} from '@/core/checker';
import { cn } from '@/lib/cn';
import { emergencyPage as englishEmergencyPage } from '@/content/pages/emergency';
import { localePath } from '@/config/locales';
import { useChrome, useLocale, useLocalizeHref, usePageContent } from '@/lib/locale-content';
import { loadOutcomeWords, useCheckerCopy } from './use-site-checker';

// The checker's three outcomes (docs/checker.md), in the page's language: a chunk of their own, loaded by
// checker-view.tsx, so a question doesn't carry the hospital and low-cost lists or the /emergency words.

type HeadingRef = Ref<HTMLHeadingElement>;
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
  const localize = useLocalizeHref();
  return (
    <p>
      {intro}{' '}
      <Link to={localize(flag.guide.path)} className={linkClass}>
        {flag.guide.title}
      </Link>
    </p>
  );
}

/**
 * The red flags in the page's language: the outcome shows a flag's label, steps and guide in the language's words
 * (src/content/locales/<locale>/red-flags.ts, loaded with this chunk).
 */
function useFlagInLanguage(): (flag: CheckerFlag) => CheckerFlag {
  // The module's one export is named for its language (redFlagsEs): read the module whole.
  const words = flagWordsOf(usePageContent<Record<string, unknown>>('red-flags', {}));
  const locale = useLocale();
  const routeWords = useChrome().routes;
  return useMemo(() => {
    // A guide named by its page's own title in the language, for a flag the language has no words for yet.
    const titleOf = (path: string) => {
      const route = routeForPath(path.split('#')[0] ?? '');
      return route && routeWords[route.id].title;
    };
    const byId = new Map(checkerFlagsIn(words, locale === 'en' ? undefined : titleOf).map((flag) => [flag.id, flag]));
    return (flag) => byId.get(flag.id) ?? flag;
  }, [words, locale, routeWords]);
}

/** The /emergency situation a flag's guide points at (/emergency#poisoning), whose "Do NOT" list it shares. */
function useDonts(flag: CheckerFlag, general: readonly string[]): readonly string[] {
  const { emergencyPage } = usePageContent('emergency', { emergencyPage: englishEmergencyPage });
  const [path, anchor] = flag.guide.path.split('#');
  const situation = path === routes.emergency.path ? emergencyPage.situations.find((s) => s.id === anchor) : undefined;
  return situation?.dont ?? general;
}

/** Go now: the number first, the 24/7 hospitals of the borough the person taps, then the flag's steps and don'ts. */
function GoNowOutcome({ outcome, headingRef }: FlagOutcomeProps) {
  const copy = useCheckerCopy().goNow;
  const flag = useFlagInLanguage()(outcome.flag);
  const donts = useDonts(flag, copy.dontGeneral);
  return (
    <>
      <OutcomeHeader copy={copy} answer={outcome.answer} tone="emergency" headingRef={headingRef} />
      <EmergencyCallBox title={copy.callTitle} />
      <Part id="checker-on-the-way" title={copy.onTheWay}>
        {flag.steps.length > 0 ? <StepList items={flag.steps} /> : null}
        <GuideLink intro={copy.guide} flag={flag} />
      </Part>
      <Part id="checker-dont" title={copy.dont}>
        <BulletList items={donts} />
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
function VetSoonOutcome({ outcome, headingRef }: FlagOutcomeProps) {
  const copy = useCheckerCopy().vet24h;
  const locale = useLocale();
  const localize = useLocalizeHref();
  const inLanguage = useFlagInLanguage();
  const flag = inLanguage(outcome.flag);
  const groups = lowCostGroups();
  return (
    <>
      <OutcomeHeader copy={copy} answer={outcome.answer} tone="urgent" headingRef={headingRef} />
      <Part id="checker-now" title={copy.now}>
        {flag.steps.length > 0 ? <BulletList items={flag.steps} /> : null}
        <GuideLink intro={copy.guide} flag={flag} />
      </Part>
      <Part id="checker-worse" title={copy.worseIf}>
        <ul className="flex flex-col gap-2">
          {outcome.worseIf.map(inLanguage).map((worse) => (
            <li key={worse.id}>
              <Link
                to={localePath(locale, outcomePath(CHECKER_PATH, 'go-now', worse.id))}
                className={cn(chipClass, 'text-emergency-dark')}
              >
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
        <Link to={localize(routes.vets.path)} className={linkClass}>
          {copy.directory}
        </Link>
      </Part>
    </>
  );
}

/** Care at home: the guide for what the person chose, and when to call a vet or go now. */
function HomeOutcome({ outcome, headingRef }: { outcome: CheckerHomeOutcome; headingRef: HeadingRef }) {
  const copy = useCheckerCopy().home;
  const localize = useLocalizeHref();
  return (
    <>
      <OutcomeHeader copy={copy} answer={outcome.answer} tone="brand" headingRef={headingRef} />
      <p>
        {copy.guide}{' '}
        <Link to={localize(outcome.guide.path)} className={linkClass}>
          {outcome.guide.title}
        </Link>
      </p>
      <Part id="checker-call-if" title={copy.callIf}>
        <BulletList items={copy.callIfList} />
      </Part>
      <p>
        {copy.goNowIf}{' '}
        <Link to={localize(`${routes.firstAid.path}#always-emergency`)} className={linkClass}>
          {copy.goNowLink}
        </Link>
      </p>
    </>
  );
}

/**
 * An outcome page of the checker, by its kind, once its language's words are loaded: the prerenderer and a
 * hydrating page wait for them, so the first render matches the prerendered words.
 */
export default function CheckerOutcome({
  page,
  headingRef,
}: {
  page: Exclude<CheckerPage, { kind: 'step' }>;
  headingRef: HeadingRef;
}) {
  const locale = useLocale();
  if (locale !== 'en') use(loadOutcomeWords(locale));
  switch (page.kind) {
    case 'go-now':
      return <GoNowOutcome outcome={page} headingRef={headingRef} />;
    case 'vet-24h':
      return <VetSoonOutcome outcome={page} headingRef={headingRef} />;
    case 'home':
      return <HomeOutcome outcome={page} headingRef={headingRef} />;
  }
}
