import { EducationalBanner } from '@/components/content/educational-banner';
import { BulletList, Section } from '@/components/content/section';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { routes } from '@/config/routes';
import {
  rescueGuideSections as englishRescueGuideSections,
  workingWithRescuesPage as englishWorkingWithRescuesPage,
} from '@/content/pages/working-with-rescues';
import { useChrome, usePageContent } from '@/lib/locale-content';
import { TextLink } from '@/components/content/text-link';

const related = [routes.rehoming, routes.spayNeuter, routes.surrender] as const;

export default function WorkingWithRescuesPage() {
  const { workingWithRescuesPage: page, rescueGuideSections } = usePageContent('working-with-rescues', {
    workingWithRescuesPage: englishWorkingWithRescuesPage,
    rescueGuideSections: englishRescueGuideSections,
  });
  const chrome = useChrome();
  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={chrome.routes.workingWithRescues.title} lead={page.lead} />
      <EducationalBanner />
      {rescueGuideSections.map((s) => (
        <Section key={s.id} id={s.id} title={s.title} intro={s.intro}>
          <BulletList items={s.items} />
        </Section>
      ))}
      <Section id="bottom-line" title={page.bottomLine.title}>
        <Card className="bg-brand-soft">
          <p>{page.bottomLine.body}</p>
        </Card>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {related.map((r) => (
            <li key={r.id}>
              <TextLink to={r.path} className="inline-flex min-h-11 items-center">
                {chrome.routes[r.id].title}
              </TextLink>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
