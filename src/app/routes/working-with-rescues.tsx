import { EducationalBanner } from '@/components/content/educational-banner';
import { BulletList, Section } from '@/components/content/section';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { routes } from '@/config/routes';
import { rescueGuideSections, workingWithRescuesPage as page } from '@/content/pages/working-with-rescues';
import { TextLink } from '@/components/content/text-link';

const related = [routes.rehoming, routes.spayNeuter, routes.surrender] as const;

export default function WorkingWithRescuesPage() {
  return (
    <div className="flex flex-col gap-10">
      <PageHeader title={routes.workingWithRescues.title} lead={page.lead} />
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
                {r.title}
              </TextLink>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
