import { Link } from 'react-router-dom';
import { translatedOn, type OtherLocale } from '@/config/locales';
import type { RouteMeta } from '@/config/routes';
import { fill } from '@/content/locales/fill';
import { useChrome } from '@/lib/locale-content';

/**
 * On every translated page, in its language: when it was translated from the English guide, that no
 * native-speaking veterinary professional has reviewed it yet, that its numbers and steps are the English
 * page's, and a link to the English page.
 */
export function TranslationNotice({ locale, route }: { locale: OtherLocale; route: RouteMeta }) {
  const words = useChrome().translationNotice;
  return (
    <aside
      aria-label={words.title}
      data-testid="translation-notice"
      className="mt-8 rounded-lg border border-surface-line bg-surface-sunken px-4 py-3 text-sm text-ink-muted print:mt-2 print:py-1"
    >
      <p>
        {fill(words.body, { date: translatedOn[locale] })}{' '}
        <Link to={route.path} hrefLang="en" className="font-semibold text-brand-dark underline print:hidden">
          {words.englishLink}
        </Link>
      </p>
    </aside>
  );
}
