import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { navRoutes, type RouteId } from '@/config/routes';
import type { NavRouteId } from '@/content/locales/en/chrome';
import { cn } from '@/lib/cn';
import { useChrome, useLocalizeHref } from '@/lib/locale-content';

/**
 * The primary tabs (spec "Common layout"), from the route registry. Every tab shows its word beside (on a phone:
 * under) its icon; on a narrow phone the row scrolls sideways rather than hiding words, and the current tab is
 * scrolled into view. The tab for the current page, or for the section it sits in, is highlighted;
 * `aria-current="page"` marks an exact match and `"true"` the section. Each tab is at least 44 × 44 px.
 */
export function PrimaryNav({
  currentRouteId,
  sectionId,
  searchSlot,
}: {
  currentRouteId: RouteId | undefined;
  sectionId: RouteId | undefined;
  searchSlot?: ReactNode;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const chrome = useChrome();
  const localize = useLocalizeHref();

  // Bring the active tab into the row's view without scrolling the page itself.
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-active]');
    if (!list || !active) return;
    const left = active.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - active.offsetWidth) / 2;
    }
  }, [sectionId]);

  return (
    <nav aria-label={chrome.landmarks.primary} className="border-b border-surface-line bg-surface print:hidden">
      <div className="mx-auto flex max-w-content flex-col gap-2 px-2 py-2 xl:flex-row xl:items-center xl:px-4">
        <ul ref={listRef} className="flex min-w-0 snap-x gap-1 overflow-x-auto xl:flex-1">
          {navRoutes.map((route) => {
            const exact = route.id === currentRouteId;
            const inSection = route.id === sectionId;
            return (
              <li key={route.id} className="shrink-0 grow snap-start">
                <Link
                  to={localize(route.path)}
                  aria-current={exact ? 'page' : inSection ? 'true' : undefined}
                  data-active={inSection || undefined}
                  className={cn(
                    'flex min-h-11 min-w-11 flex-col items-center justify-center gap-0.5 rounded-lg px-2 py-1 text-xs font-semibold whitespace-nowrap text-ink-muted sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm',
                    'hover:bg-surface-sunken hover:text-ink',
                    inSection && 'bg-brand-soft text-brand-dark',
                    route.id === 'emergency' && !inSection && 'text-emergency',
                  )}
                >
                  <Icon name={route.nav?.icon ?? 'home'} />
                  <span>{chrome.nav[route.id as NavRouteId]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        {searchSlot ? <div className="px-2 xl:w-80 xl:px-0">{searchSlot}</div> : null}
      </div>
    </nav>
  );
}
