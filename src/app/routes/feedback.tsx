import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/content/section';
import { feedbackPage } from '@/content/pages/feedback';
import { FeedbackForm } from '@/features/feedback/feedback-form';

export default function FeedbackPage() {
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={feedbackPage.title} lead={feedbackPage.subtitle} />
      <Section
        id="help-us-improve"
        title={feedbackPage.intro.heading}
        intro={feedbackPage.intro.body}
        className="max-w-2xl"
      >
        <FeedbackForm />
      </Section>
    </div>
  );
}
