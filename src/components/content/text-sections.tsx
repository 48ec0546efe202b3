import { Link } from 'react-router-dom';
import { useLocalizeHref } from '@/lib/locale-content';
import { routes } from '@/config/routes';
import type { TextSection } from '@/content/pages/text-section';
import { BulletList, Section } from './section';

/** Prose sections from content data (the legal and About pages): paragraphs, a list, a link to a site page. */
export function TextSections({ sections }: { sections: readonly TextSection[] }) {
  const localize = useLocalizeHref();
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
          <Link
            to={localize(routes[section.link.to].path)}
            className="font-semibold text-brand-dark underline underline-offset-2"
          >
            {section.link.label}
          </Link>
        </p>
      ) : null}
    </Section>
  ));
}
