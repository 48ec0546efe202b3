import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { Icon, isIconName } from '@/components/ui/icon';
import type { CheckerStep } from '@/core/checker';
import { cn } from '@/lib/cn';
import { useCheckerCopy } from './use-site-checker';

const answerClass =
  'flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-3 py-2 text-start text-base leading-snug font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** One question: its answers, each a big link to the outcome it means, then "none of these" to the next question. */
export function CheckerStepView({
  step,
  total,
  headingRef,
}: {
  step: CheckerStep;
  total: number;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const checkPage = useCheckerCopy();
  return (
    <section aria-labelledby="checker-question" className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-ink-muted">
        {step.number === 1 ? `${checkPage.title} · ` : ''}
        {checkPage.progress.replace('{n}', String(step.number)).replace('{total}', String(total))}
      </p>
      <h1
        id="checker-question"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-extrabold tracking-tight text-ink outline-none sm:text-3xl"
      >
        {step.question}
      </h1>
      {step.hint ? <p className="text-ink-muted">{step.hint}</p> : null}
      <ul className="flex flex-col gap-2" data-testid="checker-answers">
        {step.answers.map((answer) => (
          <li key={answer.path}>
            <Link
              to={answer.path}
              className={cn(answerClass, 'border-emergency-border bg-emergency-soft text-ink hover:bg-surface')}
            >
              {answer.icon && isIconName(answer.icon) ? (
                <Icon name={answer.icon} className="size-6 text-emergency-dark" />
              ) : (
                <span aria-hidden="true" className="size-6 shrink-0" />
              )}
              <span className="min-w-0 flex-1">{answer.text}</span>
              <Icon name="chevronRight" />
            </Link>
          </li>
        ))}
      </ul>
      {step.none ? (
        <Link
          to={step.none.path}
          className={cn(answerClass, 'justify-center border-surface-line bg-surface text-ink hover:bg-surface-sunken')}
          data-testid="checker-none"
        >
          {step.none.text}
        </Link>
      ) : null}
      {step.number === 1 ? <p className="text-sm text-ink-muted">{checkPage.lead}</p> : null}
    </section>
  );
}
