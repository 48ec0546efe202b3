// The one place the feedback form touches the network (docs/conventions.md #12). The contract is a
// form-collection service's (docs/requirements.md): multipart POST, Accept: application/json, any 2xx is success and
// the response body is not read.
import { env } from '@/config/env';
import type { FeedbackSubmission } from '../schema';

/** Fields in the order the spec lists them; the optional ones only when filled (resourceUrl only for a resource). */
export function buildFeedbackBody(submission: FeedbackSubmission): FormData {
  const body = new FormData();
  body.append('email', submission.email);
  body.append('name', submission.name);
  body.append('type', submission.type);
  body.append('subject', submission.subject);
  body.append('message', submission.message);
  // A URL typed before switching away from "Vet/Resource Recommendation" is not the person's intent.
  if (submission.type === 'resource' && submission.resourceUrl) body.append('resourceUrl', submission.resourceUrl);
  return body;
}

/** The request as fetch takes it; no Content-Type header, so the browser sets the multipart boundary. */
export function buildFeedbackRequest(submission: FeedbackSubmission, endpoint: string): [string, RequestInit] {
  return [endpoint, { method: 'POST', headers: { Accept: 'application/json' }, body: buildFeedbackBody(submission) }];
}

export class FeedbackSubmitError extends Error {
  override name = 'FeedbackSubmitError';
}

/** Resolves on any 2xx; rejects with FeedbackSubmitError on another status or a network failure. */
export async function submitFeedback(
  submission: FeedbackSubmission,
  endpoint: string = env.VITE_FEEDBACK_ENDPOINT,
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(...buildFeedbackRequest(submission, endpoint));
  } catch (cause) {
    throw new FeedbackSubmitError('Network error while sending feedback', { cause });
  }
  if (!response.ok) throw new FeedbackSubmitError(`Feedback service answered ${response.status}`);
}
