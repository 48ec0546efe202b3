import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { hasPage, localePath } from '@/config/locales';
import { routes } from '@/config/routes';
import { checkEntry as englishEntry } from '@/content/pages/check-entry';
import { cn } from '@/lib/cn';
import { useLocale, usePageContent } from '@/lib/locale-content';

const lineClass =
  'inline-flex min-h-11 max-w-full items-center gap-1 self-start font-semibold text-brand-dark underline underline-offset-2 hover:text-brand';

/**
 * A link to the checker's first question, in the page's language (/check, /es/check): "Not sure? Check in a few
 * taps", as a button, or as one compact line (home's first screen, under the emergency cards' heading). Nothing in
 * a language that doesn't have the checker, rather than an English line on its page.
 */
export function CheckerEntryLink({ className, line = false }: { className?: string; line?: boolean }) {
  const locale = useLocale();
  const { checkEntry } = usePageContent('check-entry', { checkEntry: englishEntry });
  if (!hasPage(locale, 'check')) return null;
  return (
    <Link
      to={localePath(locale, routes.check.path)}
      data-testid="checker-entry"
      className={
        line
          ? cn(lineClass, className)
          : buttonClasses({ variant: 'outline', size: 'lg', className: cn('max-w-full text-center', className) })
      }
    >
      <span className="min-w-0">{checkEntry.label}</span>
      <Icon name="chevronRight" className={line ? 'size-4' : undefined} />
    </Link>
  );
}
