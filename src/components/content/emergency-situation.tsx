import { Icon } from '@/components/ui/icon';
import { emergencyContact } from '@/content/contacts';
import {
  emergencyPage as englishEmergencyPage,
  type EmergencySituation,
  type GuideLink,
} from '@/content/pages/emergency';
import { useChrome, useLocalizeHref, usePageContent } from '@/lib/locale-content';
import { firstAidTopicHref } from './first-aid-topic-href';
import { PhoneNumber } from './phone-link';
import { EmergencyCallLink } from './emergency-call-link';
import { BulletList } from './section';
import { StepList } from './step-list';
import { guideLink } from '@/config/guide-link';
import { TextLink } from '@/components/content/text-link';

const guideHref = (guide: GuideLink) =>
  guide.kind === 'firstAid' ? firstAidTopicHref(guide.topic) : guideLink('breathing');

/**
 * One emergency on /emergency: heading, why it can't wait, the call button right under the heading, then the
 * steps. The section id is the deep-link target, so one tap from the home page lands with the call button and
 * the first steps on screen together.
 */
export function EmergencySituationSection({
  situation,
  children,
}: {
  situation: EmergencySituation;
  children?: React.ReactNode;
}) {
  const headingId = `${situation.id}-heading`;
  const { emergencyPage } = usePageContent('emergency', { emergencyPage: englishEmergencyPage });
  const chrome = useChrome();
  const localize = useLocalizeHref();
  return (
    <section
      id={situation.id}
      aria-labelledby={headingId}
      data-testid="emergency-situation"
      className="flex flex-col gap-3 rounded-xl border border-emergency-border bg-surface p-4 shadow-sm print:p-2 print:shadow-none"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-2xl font-bold text-emergency-dark">
        <Icon name={situation.icon} className="size-7" />
        {situation.title}
      </h2>
      <EmergencyCallLink size="lg" className="w-full sm:w-auto sm:self-start print:hidden">
        <span>
          {chrome.call.button} <PhoneNumber phone={emergencyContact.phone} />
        </span>
      </EmergencyCallLink>
      <p className="font-semibold text-ink">{situation.urgency}</p>
      <div className="grid gap-4 md:grid-cols-2 print:break-inside-avoid print:gap-2">
        <div>
          <h3 className="mb-1 font-bold text-brand-dark">{emergencyPage.stepsHeading}</h3>
          <StepList items={situation.steps} />
        </div>
        <div>
          <h3 className="mb-1 font-bold text-emergency-dark">{emergencyPage.dontHeading}</h3>
          <BulletList items={situation.dont} />
        </div>
      </div>
      {children}
      {situation.guide ? (
        <TextLink
          to={localize(guideHref(situation.guide))}
          className="inline-flex min-h-11 items-center gap-1 self-start underline-offset-2 print:hidden"
        >
          {situation.guide.label}
          <Icon name="chevronRight" className="size-4" />
        </TextLink>
      ) : null}
    </section>
  );
}
