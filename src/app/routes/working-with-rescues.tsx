import { Link } from 'react-router-dom';
import { EducationalBanner } from '@/components/content/educational-banner';
import { BulletList, Section } from '@/components/content/section';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { routes } from '@/config/routes';
import {
  rescueGuideSections as englishRescueGuideSections,
  workingWithRescuesPage as englishWorkingWithRescuesPage,
} from '@/content/pages/working-with-rescues';
import { useChrome, useLocalizeHref, usePageContent } from '@/lib/locale-content';

const related = [routes.rehoming, routes.spayNeuter, routes.surrender] as const;

export default function WorkingWithRescuesPage() {
  const { workingWithRescuesPage: page, rescueGuideSections } = usePageContent('working-with-rescues', {
    workingWithRescuesPage: englishWorkingWithRescuesPage,
    rescueGuideSections: englishRescueGuideSections,
  });
  const chrome = useChrome();
  const localize = useLocalizeHref();
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
              <Link
                to={localize(r.path)}
                className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline"
              >
                {chrome.routes[r.id].title}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
