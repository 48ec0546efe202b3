import { lazy, Suspense, useCallback, useEffect, useRef, type Ref } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { Icon } from '@/components/ui/icon';
import { normalizePath } from '@/config/routes';
import type { CheckerPage } from '@/core/checker';
import { useChrome, useLocale } from '@/lib/locale-content';
import { CheckerStepView } from './checker-step';
import { loadOutcomeWords, useCheckerCopy, useSiteChecker } from './use-site-checker';

const pathLinkClass =
  'inline-flex min-h-12 items-center gap-1 rounded-lg px-2 font-semibold text-brand-dark underline focus-visible:outline-3 focus-visible:outline-brand';

// The outcome pages (their hospital and low-cost lists, the red flags' words, the /emergency "Do NOT" lists) are
// not needed to show a question: their code, and in another language their translations (checker-outcomes.tsx
// waits for them), load apart, fetched as soon as the checker is on screen (scripts/size.mjs, "check").
const loadOutcomes = () => import('./checker-outcomes');
const CheckerOutcome = lazy(loadOutcomes);

/** "Back" to the question before, and "Start again": plain links, so they work without JavaScript. */
function CheckerNav({ back, start }: { back: string | null; start: string }) {
  const copy = useCheckerCopy();
  if (!back) return null;
  return (
    <div className="-mx-2 flex flex-wrap justify-between gap-2 print:hidden">
      <Link to={back} className={pathLinkClass} data-testid="checker-back">
        <Icon name="arrowLeft" />
        {copy.back}
      </Link>
      <Link to={start} className={pathLinkClass} data-testid="checker-restart">
        {copy.startAgain}
      </Link>
    </div>
  );
}

function PageBody({
  page,
  stepCount,
  headingRef,
}: {
  page: CheckerPage;
  stepCount: number;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  if (page.kind === 'step') return <CheckerStepView step={page} total={stepCount} headingRef={headingRef} />;
  return <CheckerOutcome page={page} headingRef={headingRef} />;
}

/**
 * Moves focus to the new page's heading after a move within the checker (not on the first page shown), so a
 * screen reader reads the question. A ref that changes with each move: React hands it the heading as it commits,
 * also when an outcome's heading mounts only once its code has loaded.
 */
function useHeadingFocus(): Ref<HTMLHeadingElement> {
  const { key } = useLocation();
  const firstKey = useRef(key);
  return useCallback(
    (element: HTMLHeadingElement | null) => {
      if (element && key !== firstKey.current) element.focus();
    },
    [key],
  );
}

/**
 * The checker: one question or one outcome per URL (every one prerendered, docs/checker.md), in the page's
 * language. With JavaScript, a tap is a client navigation, and focus moves to the new page's heading. Nothing is
 * stored: the URL is the only state.
 */
export function CheckerView() {
  const { pathname } = useLocation();
  const checker = useSiteChecker();
  const copy = useCheckerCopy();
  const { loading } = useChrome();
  const page = checker.pages.get(normalizePath(pathname));
  const headingRef = useHeadingFocus();
  const locale = useLocale();
  // The outcomes load as soon as a question is on screen, so a tap shows its outcome at once.
  useEffect(() => {
    void loadOutcomes().catch(() => undefined);
    void loadOutcomeWords(locale);
  }, [locale]);

  if (!page) {
    return (
      <div className="flex flex-col gap-4">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold text-ink outline-none">
          {copy.notFound}
        </h1>
        <Link to={checker.start} className={pathLinkClass}>
          {copy.startAgain}
        </Link>
      </div>
    );
  }
  const stepCount = [...checker.pages.values()].filter((p) => p.kind === 'step').length;
  return (
    <div className="flex flex-col gap-4" data-testid="checker" data-kind={page.kind}>
      <CheckerNav back={page.back} start={checker.start} />
      <Suspense fallback={<LoadingScreen message={loading.page} />}>
        <PageBody page={page} stepCount={stepCount} headingRef={headingRef} />
      </Suspense>
      {page.kind !== 'step' ? <CheckerNav back={page.back} start={checker.start} /> : null}
    </div>
  );
}
