import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** Ids that tie a field to its label, hint and error (docs/conventions.md #11). */
export function fieldIds(name: string) {
  return { input: `feedback-${name}`, hint: `feedback-${name}-hint`, error: `feedback-${name}-error` };
}

/** The accessibility wiring every control gets: id, aria-invalid, aria-describedby (hint, then error). */
export function controlProps(name: string, { error, hint }: { error?: string | undefined; hint?: boolean }) {
  const ids = fieldIds(name);
  const describedBy = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return {
    id: ids.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

export const controlClasses = cn(
  'min-h-11 w-full rounded-lg border border-ink-muted bg-surface px-3 py-2 text-base text-ink',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand',
  'aria-invalid:border-2 aria-invalid:border-emergency',
);

/** Label, optional hint, the control, and its error message. */
export function FormField({
  name,
  label,
  hint,
  error,
  children,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  const ids = fieldIds(name);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={ids.input} className="font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={ids.hint} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="text-sm font-semibold text-emergency">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
      {children}
    </div>
  );
}
