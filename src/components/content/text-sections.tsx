import { routes } from '@/config/routes';
import type { TextSection } from '@/content/pages/text-section';
import { BulletList, Section } from './section';
import { TextLink } from './text-link';

/** Prose sections from content data (the legal and About pages): paragraphs, a list, a link to a site page. */
export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  return sections.map((section) => (
    <Section key={section.id} id={section.id} title={section.title}>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph} className="max-w-prose">
          {paragraph}
        </p>
      ))}
      {section.items ? <BulletList items={section.items} className="max-w-prose" /> : null}
      {section.link ? (
        <p>
          <TextLink to={routes[section.link.to].path} className="underline-offset-2">
            {section.link.label}
          </TextLink>
        </p>
      ) : null}
    </Section>
  ));
}
