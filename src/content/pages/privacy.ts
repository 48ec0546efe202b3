// Copy for /privacy (docs/requirements.md "Legal and About"; requests answered within 30 days per
// docs/requirements.md#constants). It
// describes what the site actually does: no sign-in, no accounts, no advertising (docs/requirements.md notes the
// original's mention of "keeping users logged in" — there is no login, so none is claimed here).
import type { TextSection } from './text-section';

/** docs/requirements.md#constants: privacy requests are answered within this many days. */
export const privacyResponseDays = 30;

/** How long a feedback submission (with its name and email) is kept after it was last acted on. */
export const feedbackRetentionMonths = 12;

export const privacyPage = {
  lastUpdatedLabel: 'Last updated',
  lastUpdated: 'January 2025',
  lead: 'Bodega Cat Care NYC is a free information site. There is no sign-in and no account, and we collect as little as we can.',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      paragraphs: ['You can read every page without telling us anything. We only receive what you choose to send:'],
      items: [
        `Feedback form: your name and email address, the type of submission, the subject, your message and, for a recommendation, the website of the vet or resource. We ask for your name and email so a volunteer can follow up — for example, to check the details of a vet you recommend before it is listed. We keep a submission for ${feedbackRetentionMonths} months after we last act on it, then delete it.`,
        'Chat assistant: the questions you type and the earlier messages of the same conversation, so the answer can follow on. Do not type personal details such as your address or phone number into the chat.',
        'Technical data: like any website, the servers that deliver the pages and answer the chat and the form see your IP address, browser type and the time of the request, and keep routine logs for a short time.',
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Information',
      items: [
        'To read and answer your feedback, and to correct or add listings you tell us about.',
        'To answer your chat questions from the site’s own guides.',
        'To keep the site working, secure and free of abuse.',
      ],
    },
    {
      id: 'what-we-do-not-do',
      title: 'What We Do Not Do',
      items: [
        'We do not sell, rent or trade your information.',
        'We do not show advertising or allow advertising trackers.',
        'We do not create accounts or profiles, and we do not ask you to sign in.',
        'We do not add your email address to any mailing list.',
      ],
    },
    {
      id: 'third-party-sharing',
      title: 'Third-Party Sharing',
      paragraphs: [
        'We share information only with the services that make the site work, and only what each one needs:',
      ],
      items: [
        'Chat backend: chat questions are answered by a server function hosted on Supabase (Supabase Edge Functions), which receives your messages to produce a reply.',
        'Feedback service: the feedback form is delivered to a form-collection service that stores submissions for us to read.',
        'Translation: if you tap Translate, your browser loads Google’s website translation script, and the text of the page is sent to Google to be translated. Nothing is loaded from Google unless you tap it.',
        'Legal requests: we disclose information if the law requires it.',
      ],
    },
    {
      id: 'your-data-rights',
      title: 'Your Data Rights',
      paragraphs: ['For anything you have sent us, you can ask us to:'],
      items: [
        'give you access to it;',
        'correct it;',
        'delete it;',
        'stop using it — you can withdraw your consent at any time;',
        'send you a portable copy of it.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      items: [
        'Essential: the site itself sets no cookies. Your browser may keep copies of pages so the emergency guides work offline; clearing your browser data removes them.',
        'Analytics: the site runs no analytics scripts. If that ever changes, we will update this policy first.',
        'Performance: no performance or tracking cookies are used.',
        'Advertising: none, ever.',
        'Google’s translation script may set its own cookie to remember the language you chose, and only after you tap Translate.',
      ],
    },
    {
      id: 'data-security',
      title: 'Data Security',
      paragraphs: [
        'Pages, chat messages and feedback travel over encrypted connections (HTTPS). Feedback is kept by the form-collection service and read only by the people who maintain the site. No method of sending or storing data is perfectly secure, so please do not send sensitive personal information.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      paragraphs: [
        `To make a privacy request or ask a question, use the feedback form and choose “Report an Issue”. We answer privacy requests within ${privacyResponseDays} days.`,
      ],
      link: { label: 'Make a privacy request through the feedback form', to: 'feedback' },
    },
    {
      id: 'policy-updates',
      title: 'Policy Updates',
      paragraphs: [
        'When this policy changes, we update the date at the top of this page. Significant changes will also be noted on the site.',
      ],
    },
  ] satisfies TextSection[],
} as const;
