import type { FeedbackFormValues } from './schema';
import { feedbackMaximums, feedbackTypes, type FeedbackType } from './schema';

function isFeedbackType(value: string | null): value is FeedbackType {
  return feedbackTypes.some((type) => type === value);
}

/**
 * Starting values from the address (?type=resource&subject=…&resourceUrl=…), as the vet directory's "Report
 * wrong info" links build them. Unknown types are ignored and long values cut to the schema's maximums, so a
 * crafted link can't pre-fill something the form would then reject without the person seeing why.
 */
export function prefillFromSearch(params: URLSearchParams): Partial<FeedbackFormValues> {
  const values: Partial<FeedbackFormValues> = {};
  const type = params.get('type');
  if (isFeedbackType(type)) values.type = type;
  const subject = params.get('subject')?.trim();
  if (subject) values.subject = subject.slice(0, feedbackMaximums.subject);
  const resourceUrl = params.get('resourceUrl')?.trim();
  if (resourceUrl) values.resourceUrl = resourceUrl.slice(0, feedbackMaximums.resourceUrl);
  return values;
}
