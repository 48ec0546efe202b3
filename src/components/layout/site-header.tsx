import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Icon } from '@/components/ui/icon';
import { routes } from '@/config/routes';
import { site } from '@/content/site';
import { useChrome, useLocalizeHref } from '@/lib/locale-content';

/** Site name, FREE badge, a Home link (hidden on home) and the translate widget's slot. */
export function SiteHeader({ isHome, translateSlot }: { isHome: boolean; translateSlot?: ReactNode }) {
  const chrome = useChrome();
  const home = useLocalizeHref()(routes.home.path);
  return (
    <header className="border-b border-surface-line bg-surface print:border-0">
      <div className="mx-auto flex max-w-content items-center justify-between gap-2 px-4 py-2 sm:py-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-2">
          <Link to={home} className="text-base leading-tight font-extrabold text-brand-dark sm:text-xl">
            {site.name}
          </Link>
          <Badge variant="success">{chrome.header.free}</Badge>
        </div>
        <div className="flex shrink-0 items-center gap-2 print:hidden">
          {isHome ? null : (
            <Link
              to={home}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-dark hover:bg-surface-sunken sm:px-3"
            >
              <Icon name="home" />
              <span className="sr-only sm:not-sr-only">{chrome.header.home}</span>
            </Link>
          )}
          {translateSlot}
        </div>
      </div>
    </header>
  );
}
