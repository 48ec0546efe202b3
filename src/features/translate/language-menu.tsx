import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useLocation } from 'react-router-dom';
import { languageLinks, localeNames, splitLocalePath } from '@/config/locales';
import { routeList, type RouteId } from '@/config/routes';
import { useChrome, useLocale } from '@/lib/locale-content';
import { TranslateWidget } from './translate-widget';

/**
 * The header's language menu: the site's own languages first, each a plain link to this page in that language
 * (or to that language's home where this page isn't translated), then Google's automatic translation for any
 * other language, loaded only when asked for. A <details> element, so it opens and its links work without
 * JavaScript. Each language is named in its own words and script, marked with its `lang`.
 */
export function LanguageMenu({ routeId }: { routeId: RouteId | undefined }) {
  const words = useChrome().languageMenu;
  const current = useLocale();
  const { pathname } = useLocation();
  // On a page under a nested route (/es/check/go-now/breathing), the same page in each language.
  const links = languageLinks(
    routeId,
    routeList.some((r) => r.id === routeId && r.nested) ? splitLocalePath(pathname).path : undefined,
  );
  return (
    <details className="group relative" data-testid="language-menu">
      <summary
        className={cn(
          'inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-lg px-3 text-sm font-semibold text-brand-dark',
          'hover:bg-surface-sunken focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand',
          '[&::-webkit-details-marker]:hidden',
        )}
      >
        <Icon name="globe" />
        {words.button}
        <Icon name="chevronDown" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="absolute end-0 z-40 mt-1 flex w-72 max-w-[calc(100vw-2rem)] flex-col gap-2 rounded-xl border border-surface-line bg-surface p-3 shadow-lg">
        <p className="px-1 text-sm font-bold text-ink">{words.ours}</p>
        <ul className="grid grid-cols-2 gap-1">
          {links.map(({ locale, href, samePage }) => (
            <li key={locale}>
              <a
                href={href}
                lang={locale}
                hrefLang={locale}
                aria-current={locale === current ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-dark underline-offset-2 hover:bg-surface-sunken hover:underline',
                  locale === current && 'bg-brand-soft',
                )}
              >
                {localeNames[locale]}
                {samePage ? null : <span aria-hidden="true">*</span>}
              </a>
            </li>
          ))}
        </ul>
        {links.some((l) => !l.samePage) ? <p className="px-1 text-xs text-ink-muted">* {words.notTranslated}</p> : null}
        <div className="border-t border-surface-line pt-2">
          {/* Keyed by the page's language: after a change of language the element is made again, told the new one. */}
          <TranslateWidget key={current} />
        </div>
      </div>
    </details>
  );
}
