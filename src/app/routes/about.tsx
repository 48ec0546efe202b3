import { EducationalBanner } from '@/components/content/educational-banner';
import { ExternalLink } from '@/components/content/external-link';
import { BulletList, Section } from '@/components/content/section';
import { TextSections } from '@/components/content/text-sections';
import { PageHeader } from '@/components/layout/page-header';
import { Card, CardTitle } from '@/components/ui/card';
import { aboutPage as englishAboutPage } from '@/content/pages/about';
import { useChrome, usePageContent } from '@/lib/locale-content';

export default function AboutPage() {
  const { aboutPage } = usePageContent('about', { aboutPage: englishAboutPage });
  const { legalContext } = aboutPage;
  const chrome = useChrome();
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={chrome.routes.about.title} lead={aboutPage.lead} />
      <EducationalBanner />
      <TextSections sections={aboutPage.sections} />
      <Section id={legalContext.id} title={legalContext.title} intro={legalContext.intro}>
        <ul className="grid gap-4 md:grid-cols-2">
          {legalContext.items.map((item) => (
            <li key={item.id}>
              <Card className="flex h-full flex-col gap-3">
                <CardTitle>{item.name}</CardTitle>
                <BulletList items={item.points} className="text-sm" />
                {item.status ? (
                  <p className="text-sm">
                    <span className="font-semibold">{legalContext.statusLabel}:</span> {item.status}
                  </p>
                ) : null}
                {item.checked ? (
                  <p className="text-sm text-ink-muted">
                    {legalContext.checkedLabel}: {item.checked}
                  </p>
                ) : null}
                {item.website ? (
                  <ExternalLink href={item.website} className="mt-auto text-sm">
                    {legalContext.sourceLabel}
                    <span className="sr-only">: {item.name}</span>
                  </ExternalLink>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      </Section>
      <TextSections sections={aboutPage.closingSections} />
    </div>
  );
}
