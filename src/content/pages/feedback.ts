// Copy for /feedback (docs/requirements.md "Feedback page", with the toasts under "Errors"). The validation
// messages are here so each language has its own; the zod schema (src/features/feedback/schema.ts), the form's
// contract, reports them.

export type FeedbackTypeValue = 'feedback' | 'resource' | 'suggestion' | 'bug';

/** The form's messages, exactly as the spec words them (docs/requirements.md#feedback); resourceUrl's is ours. */
export const feedbackErrors = {
  email: 'Please enter a valid email address',
  name: 'Name must be at least 2 characters',
  type: 'Please select a submission type',
  subject: 'Subject must be at least 5 characters',
  message: 'Message must be at least 10 characters',
  resourceUrl: 'Please enter a full web address starting with http:// or https://',
} as const;

export const feedbackPage = {
  title: 'Feedback',
  subtitle: 'Help us improve our resources',
  intro: {
    heading: 'Help Us Improve',
    body: 'Recommend a vet or low-cost resource, tell us when a listing is wrong, or suggest something we should add. We read every message.',
  },
  requiredNote: 'All fields are required unless marked optional.',
  errorSummaryTitle: 'There is a problem',
  fields: {
    email: {
      label: 'Email',
      hint: 'So we can follow up on what you tell us, such as a vet you recommend. Never shared or added to a mailing list.',
    },
    name: { label: 'Name' },
    type: { label: 'Submission type', placeholder: 'Select a type' },
    subject: { label: 'Subject' },
    message: { label: 'Message' },
    resourceUrl: { label: 'Website of the vet or resource (optional)', placeholder: 'https://' },
  },
  typeOptions: [
    { value: 'feedback', label: 'General Feedback' },
    { value: 'resource', label: 'Vet/Resource Recommendation' },
    { value: 'suggestion', label: 'Feature Suggestion' },
    { value: 'bug', label: 'Report an Issue' },
  ] as const satisfies readonly { value: FeedbackTypeValue; label: string }[],
  messagePlaceholders: {
    resource:
      'Please describe the vet, clinic or resource: its location, the services it offers, its pricing, and why you recommend it.',
    other: 'Please share your thoughts, suggestions or issues…',
  },
  submit: { idle: 'Submit', busy: 'Submitting...' },
  toasts: {
    success: { title: 'Thank you!', description: 'Your submission has been received. We appreciate your feedback!' },
    failure: { title: 'Error', description: 'There was a problem submitting your form. Please try again.' },
  },
  thankYou: {
    heading: 'Thank You!',
    body: 'Your submission has been received. We read every message and use it to keep our NYC resources accurate.',
    homeLink: 'Return to Home',
  },
  // Not shown: a field only bots fill in (see the form).
  honeypotLabel: 'Leave this field empty',
} as const;
