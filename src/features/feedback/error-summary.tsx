import { fieldIds } from './form-field';

/**
 * A GOV.UK-style list of what to fix, above the form: on a phone the first error may be off screen. Focus
 * itself goes to the first invalid field (react-hook-form's shouldFocusError); each link focuses its field.
 */
export function ErrorSummary({
  title,
  errors,
  onSelect,
}: {
  /** "There is a problem", in the page's language. */
  title: string;
  errors: readonly { name: string; message: string }[];
  onSelect: (name: string) => void;
}) {
  if (errors.length === 0) return null;
  return (
    <div
      aria-labelledby="feedback-error-summary-title"
      className="rounded-xl border-2 border-emergency bg-emergency-soft p-4"
      role="group"
    >
      <h3 id="feedback-error-summary-title" className="font-bold text-emergency-dark">
        {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 ps-6">
        {errors.map((error) => (
          <li key={error.name}>
            <a
              href={`#${fieldIds(error.name).input}`}
              className="font-semibold text-emergency-dark underline"
              onClick={(event) => {
                event.preventDefault();
                onSelect(error.name);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
