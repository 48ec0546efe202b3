import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast-store';
import { routes } from '@/config/routes';
import { feedbackErrors, feedbackPage } from '@/content/pages/feedback';
import { cn } from '@/lib/cn';
import { useLocalizeHref, usePageContent } from '@/lib/locale-content';
import { submitFeedback } from './api/submit-feedback';
import { ErrorSummary } from './error-summary';
import { controlClasses, controlProps, FormField } from './form-field';
import { prefillFromSearch } from './prefill';
import { feedbackSchemaWith, type FeedbackFormValues, type FeedbackSubmission } from './schema';

const useCopy = () => usePageContent('feedback', { feedbackPage, feedbackErrors });
// Field order on screen, which is also the order of the error summary.
const FIELD_ORDER = ['email', 'name', 'type', 'subject', 'message', 'resourceUrl'] as const;
const EMPTY = { email: '', name: '', subject: '', message: '', resourceUrl: '' } satisfies Partial<FeedbackFormValues>;

/** The feedback form (docs/requirements.md): idle → submitting → thank-you card, or back to idle on failure. */
export function FeedbackForm() {
  const { feedbackPage: copy, feedbackErrors: messages } = useCopy();
  const resolver = useMemo(() => zodResolver(feedbackSchemaWith(messages)), [messages]);
  const [searchParams] = useSearchParams();
  const [defaults] = useState(() => ({ ...EMPTY, ...prefillFromSearch(searchParams) }));
  const [status, setStatus] = useState<'idle' | 'submitting' | 'sent'>('idle');
  // A second click lands before React has disabled the button: the ref, not the state, makes it send once.
  const inFlight = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);

  const {
    control,
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<FeedbackFormValues, unknown, FeedbackSubmission>({
    resolver,
    defaultValues: defaults,
  });
  const type = useWatch({ control, name: 'type' });
  const isResource = type === 'resource';

  function succeed() {
    reset(EMPTY);
    toast(copy.toasts.success);
    setStatus('sent');
  }

  async function send(submission: FeedbackSubmission) {
    if (inFlight.current) return;
    // Only bots fill a field nobody can see: tell them it worked and send nothing.
    if (honeypot.current?.value) {
      succeed();
      return;
    }
    inFlight.current = true;
    setStatus('submitting');
    try {
      await submitFeedback(submission);
      succeed();
    } catch {
      toast({ ...copy.toasts.failure, variant: 'destructive' });
      setStatus('idle');
    } finally {
      inFlight.current = false;
    }
  }

  if (status === 'sent') return <ThankYouCard />;

  const errorList = isSubmitted
    ? FIELD_ORDER.flatMap((name) => {
        const message = errors[name]?.message;
        return message ? [{ name, message }] : [];
      })
    : [];
  const submitting = status === 'submitting';

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="flex flex-col gap-5"
      aria-describedby="feedback-required-note"
    >
      <p id="feedback-required-note" className="text-sm text-ink-muted">
        {copy.requiredNote}
      </p>
      <ErrorSummary
        title={copy.errorSummaryTitle}
        errors={errorList}
        onSelect={(name) => setFocus(name as keyof FeedbackFormValues)}
      />

      <FormField
        name="email"
        label={copy.fields.email.label}
        hint={copy.fields.email.hint}
        error={errors.email?.message}
      >
        <input
          type="email"
          autoComplete="email"
          inputMode="email"
          className={controlClasses}
          {...controlProps('email', { error: errors.email?.message, hint: true })}
          {...register('email')}
        />
      </FormField>

      <FormField name="name" label={copy.fields.name.label} error={errors.name?.message}>
        <input
          type="text"
          autoComplete="name"
          className={controlClasses}
          {...controlProps('name', { error: errors.name?.message })}
          {...register('name')}
        />
      </FormField>

      <FormField name="type" label={copy.fields.type.label} error={errors.type?.message}>
        <select
          className={controlClasses}
          {...controlProps('type', { error: errors.type?.message })}
          {...register('type')}
        >
          <option value="">{copy.fields.type.placeholder}</option>
          {copy.typeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>

      {isResource ? (
        <FormField name="resourceUrl" label={copy.fields.resourceUrl.label} error={errors.resourceUrl?.message}>
          <input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={copy.fields.resourceUrl.placeholder}
            className={controlClasses}
            {...controlProps('resourceUrl', { error: errors.resourceUrl?.message })}
            {...register('resourceUrl', { shouldUnregister: true })}
          />
        </FormField>
      ) : null}

      <FormField name="subject" label={copy.fields.subject.label} error={errors.subject?.message}>
        <input
          type="text"
          className={controlClasses}
          {...controlProps('subject', { error: errors.subject?.message })}
          {...register('subject')}
        />
      </FormField>

      <FormField name="message" label={copy.fields.message.label} error={errors.message?.message}>
        <textarea
          rows={5}
          placeholder={isResource ? copy.messagePlaceholders.resource : copy.messagePlaceholders.other}
          // docs/requirements.md#feedback: at least 120 px tall (min-h-30 = 7.5rem).
          className={cn(controlClasses, 'min-h-30')}
          {...controlProps('message', { error: errors.message?.message })}
          {...register('message')}
        />
      </FormField>

      <div aria-hidden="true" className="sr-only">
        <label htmlFor="feedback-company-website">{copy.honeypotLabel}</label>
        <input
          id="feedback-company-website"
          name="company_website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          ref={honeypot}
        />
      </div>

      <Button type="submit" size="lg" disabled={submitting} className="self-start">
        {submitting ? copy.submit.busy : copy.submit.idle}
      </Button>
    </form>
  );
}

/** Replaces the form after a successful submission; takes focus so a screen reader hears it. */
function ThankYouCard() {
  const copy = useCopy().feedbackPage;
  const localize = useLocalizeHref();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="flex flex-col items-start gap-3">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink outline-none">
        {copy.thankYou.heading}
      </h2>
      <p>{copy.thankYou.body}</p>
      <Link to={localize(routes.home.path)} className={buttonClasses()}>
        {copy.thankYou.homeLink}
      </Link>
    </Card>
  );
}
