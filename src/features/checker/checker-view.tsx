import { useEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { normalizePath } from '@/config/routes';
import { CHECKER_PATH, siteChecker } from '@/composition/site-checker';
import { checkPage } from '@/content/pages/check';
import type { CheckerPage } from '@/core/checker';
import { GoNowOutcome, HomeOutcome, VetSoonOutcome } from './checker-outcomes';
import { CheckerStepView } from './checker-step';

const pathLinkClass =
  'inline-flex min-h-12 items-center gap-1 rounded-lg px-2 font-semibold text-brand-dark underline focus-visible:outline-3 focus-visible:outline-brand';

/** "Back" to the question before, and "Start again": plain links, so they work without JavaScript. */
function CheckerNav({ back }: { back: string | null }) {
  if (!back) return null;
  return (
    <div className="-mx-2 flex flex-wrap justify-between gap-2 print:hidden">
      <Link to={back} className={pathLinkClass} data-testid="checker-back">
        <Icon name="arrowLeft" />
        {checkPage.back}
      </Link>
      <Link to={CHECKER_PATH} className={pathLinkClass} data-testid="checker-restart">
        {checkPage.startAgain}
      </Link>
    </div>
  );
}

function PageBody({ page, headingRef }: { page: CheckerPage; headingRef: RefObject<HTMLHeadingElement | null> }) {
  switch (page.kind) {
    case 'step':
      return <CheckerStepView step={page} total={stepCount} headingRef={headingRef} />;
    case 'go-now':
      return <GoNowOutcome outcome={page} headingRef={headingRef} />;
    case 'vet-24h':
      return <VetSoonOutcome outcome={page} headingRef={headingRef} />;
    case 'home':
      return <HomeOutcome outcome={page} headingRef={headingRef} />;
  }
}

const stepCount = [...siteChecker.pages.values()].filter((p) => p.kind === 'step').length;

/**
 * The checker: one question or one outcome per URL (every one prerendered, docs/checker.md). With JavaScript, a
 * tap is a client navigation, and focus moves to the new page's heading so a screen reader reads the question.
 * Nothing is stored: the URL is the only state.
 */
export function CheckerView() {
  const { pathname } = useLocation();
  const page = siteChecker.pages.get(normalizePath(pathname));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [pathname]);

  if (!page) {
    return (
      <div className="flex flex-col gap-4">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-extrabold text-ink outline-none">
          {checkPage.notFound}
        </h1>
        <Link to={CHECKER_PATH} className={pathLinkClass}>
          {checkPage.startAgain}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4" data-testid="checker" data-kind={page.kind}>
      <CheckerNav back={page.back} />
      <PageBody page={page} headingRef={headingRef} />
      {page.kind !== 'step' ? <CheckerNav back={page.back} /> : null}
    </div>
  );
}
