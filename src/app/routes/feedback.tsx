import { PageHeader } from '@/components/layout/page-header';
import { Section } from '@/components/content/section';
import { feedbackPage as englishFeedbackPage } from '@/content/pages/feedback';
import { FeedbackForm } from '@/features/feedback/feedback-form';
import { usePageContent } from '@/lib/locale-content';

export default function FeedbackPage() {
  const { feedbackPage } = usePageContent('feedback', { feedbackPage: englishFeedbackPage });
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
