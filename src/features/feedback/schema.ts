// The feedback form's contract (docs/requirements.md), shared by the form in the browser and by the local
// collector (scripts/local-services/feedback-collector.mjs), so both accept and reject exactly the same input.
// Relative imports only, no `@/` alias and no DOM: the collector loads this file under Node.
// zod/mini: the same schemas as zod's classic API at about a third of the bytes in the /feedback chunk.
import { z } from 'zod/mini';
import { feedbackErrors } from '../../content/pages/feedback.ts';

/** Submission types in the order the select shows them (labels: src/content/pages/feedback.ts). */
export const feedbackTypes = ['feedback', 'resource', 'suggestion', 'bug'] as const;
export type FeedbackType = (typeof feedbackTypes)[number];

/** The English messages, exactly as the spec words them (src/content/pages/feedback.ts has them and why). */
export const feedbackMessages = feedbackErrors;
/** One message per field, in a page's language. */
type FeedbackMessages = Record<keyof typeof feedbackErrors, string>;

/** docs/requirements.md#constants: form minimums. */
export const feedbackMinimums = { name: 2, subject: 5, message: 10 } as const;

/** Upper bounds of our own, so a pasted essay or a bot can't post megabytes (the collector caps bodies at 64 KB). */
export const feedbackMaximums = { email: 254, name: 100, subject: 200, message: 5000, resourceUrl: 2000 } as const;

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A trimmed text field that must hold a valid value (the spec's message), within our own upper bound. */
function requiredText(error: string, isValid: (value: string) => boolean, max: number) {
  return z.string({ error }).check(z.trim(), z.maxLength(max, { error }), z.refine(isValid, { error }));
}

/**
 * An optional field (resourceUrl): left empty (or only spaces) it is simply not sent; once a value IS given it
 * must be valid.
 */
function optionalText(error: string, isValid: (value: string) => boolean, max: number) {
  return z.optional(
    z.string({ error }).check(
      z.trim(),
      z.maxLength(max, { error }),
      z.refine((value) => value === '' || isValid(value), { error }),
    ),
  );
}

/** The form's rules, reporting each broken one with `messages` (the page's language). */
export const feedbackSchemaWith = (messages: FeedbackMessages) =>
  z.object({
    // The spec's five rules: a valid email and a name of at least 2 characters are required, so a volunteer's vet
    // recommendation can be followed up (the privacy page says so, and how long they are kept).
    email: requiredText(messages.email, (value) => z.regexes.email.test(value), feedbackMaximums.email),
    name: requiredText(messages.name, (value) => value.length >= feedbackMinimums.name, feedbackMaximums.name),
    type: z.enum(feedbackTypes, { error: messages.type }),
    subject: z
      .string({ error: messages.subject })
      .check(
        z.trim(),
        z.minLength(feedbackMinimums.subject, { error: messages.subject }),
        z.maxLength(feedbackMaximums.subject),
      ),
    message: z
      .string({ error: messages.message })
      .check(
        z.trim(),
        z.minLength(feedbackMinimums.message, { error: messages.message }),
        z.maxLength(feedbackMaximums.message),
      ),
    // Optional: an empty string is allowed; anything else must be a web address.
    resourceUrl: optionalText(messages.resourceUrl, isWebAddress, feedbackMaximums.resourceUrl),
  });

/** The English form's rules: the local collector's contract. */
export const feedbackSchema = feedbackSchemaWith(feedbackMessages);

/** What the form holds before validation: every field a string, type unset (''). */
export type FeedbackFormValues = z.input<typeof feedbackSchema>;
/** A valid submission. */
export type FeedbackSubmission = z.output<typeof feedbackSchema>;
