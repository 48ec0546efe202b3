import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { navRoutes, type RouteId } from '@/config/routes';
import { cn } from '@/lib/cn';

/**
 * The primary tabs (spec "Common layout"). The tab for the current page, or for the section it sits in, is
 * highlighted; `aria-current="page"` marks an exact match and `"true"` the section. Labels are visually hidden
 * on small screens but stay in the accessible name.
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
  return (
    <nav aria-label="Primary" className="border-b border-surface-line bg-surface print:hidden">
      <div className="mx-auto flex max-w-content flex-col gap-2 px-2 py-2 md:flex-row md:items-center md:px-4">
        <ul className="grid grid-cols-6 gap-1 md:flex md:flex-1">
          {navRoutes.map((route) => {
            const exact = route.id === currentRouteId;
            const inSection = route.id === sectionId;
            return (
              <li key={route.id}>
                <Link
                  to={route.path}
                  aria-current={exact ? 'page' : inSection ? 'true' : undefined}
                  data-active={inSection || undefined}
                  className={cn(
                    'flex min-h-11 flex-col items-center justify-center gap-0.5 rounded-lg px-2 text-sm font-semibold text-ink-muted sm:flex-row sm:gap-1.5 sm:px-3',
                    'hover:bg-surface-sunken hover:text-ink',
                    inSection && 'bg-brand-soft text-brand-dark',
                    route.id === 'emergency' && !inSection && 'text-emergency',
                  )}
                >
                  <Icon name={route.nav?.icon ?? 'home'} />
                  <span className="sr-only sm:not-sr-only">{route.nav?.label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
        {searchSlot ? <div className="px-2 md:w-80 md:px-0">{searchSlot}</div> : null}
      </div>
    </nav>
  );
}
