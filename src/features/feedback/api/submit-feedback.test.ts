import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedbackSubmission } from '../schema';
import { buildFeedbackRequest, FeedbackSubmitError, submitFeedback } from './submit-feedback';

const base: FeedbackSubmission = {
  email: 'ana@example.org',
  name: 'Ana',
  type: 'feedback',
  subject: 'Great site',
  message: 'Thank you for the guides.',
  resourceUrl: '',
};

function entries(submission: FeedbackSubmission) {
  const [, init] = buildFeedbackRequest(submission, 'https://forms.example.org/f/1');
  return [...(init.body as FormData).entries()];
}

describe('buildFeedbackRequest', () => {
  it('POSTs multipart form data to the endpoint, asking for JSON', () => {
    const [url, init] = buildFeedbackRequest(base, 'https://forms.example.org/f/1');
    expect(url).toBe('https://forms.example.org/f/1');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ Accept: 'application/json' });
    expect(init.body).toBeInstanceOf(FormData);
  });

  it.each<[string, FeedbackSubmission, string[]]>([
    [
      'no resourceUrl field when it is empty',
      { ...base, type: 'resource' },
      ['email', 'name', 'type', 'subject', 'message'],
    ],
    [
      'no resourceUrl field when it is absent',
      { ...base, resourceUrl: undefined },
      ['email', 'name', 'type', 'subject', 'message'],
    ],
    [
      'resourceUrl when the type is resource and it is filled',
      { ...base, type: 'resource', resourceUrl: 'https://vet.example.org' },
      ['email', 'name', 'type', 'subject', 'message', 'resourceUrl'],
    ],
    [
      'no resourceUrl for another type, even if one was typed',
      { ...base, type: 'bug', resourceUrl: 'https://vet.example.org' },
      ['email', 'name', 'type', 'subject', 'message'],
    ],
  ])('%s', (_label, submission, fields) => {
    expect(entries(submission).map(([key]) => key)).toEqual(fields);
  });

  it('sends the values as given', () => {
    expect(Object.fromEntries(entries({ ...base, type: 'resource', resourceUrl: 'https://vet.example.org' }))).toEqual({
      ...base,
      type: 'resource',
      resourceUrl: 'https://vet.example.org',
    });
  });
});

describe('submitFeedback', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([200, 201, 204, 299])('treats %i as success', async (status) => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(null, { status }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(submitFeedback(base, 'https://forms.example.org/f/1')).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([400, 413, 422, 500])('rejects on %i', async (status) => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status })));
    await expect(submitFeedback(base, 'https://forms.example.org/f/1')).rejects.toBeInstanceOf(FeedbackSubmitError);
  });

  it('rejects on a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(submitFeedback(base, 'https://forms.example.org/f/1')).rejects.toBeInstanceOf(FeedbackSubmitError);
  });
});
