import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { breadcrumbTrail, type RouteMeta } from '@/config/routes';
import { useChrome, useLocalizeHref } from '@/lib/locale-content';

export function Breadcrumbs({ route }: { route: RouteMeta }) {
  const trail = breadcrumbTrail(route);
  const chrome = useChrome();
  const localize = useLocalizeHref();
  return (
    <nav aria-label={chrome.landmarks.breadcrumb} className="mx-auto w-full max-w-content px-4 pt-4 print:hidden">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-muted">
        {trail.map((crumb, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={crumb.id} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-semibold text-ink">
                  {chrome.routes[crumb.id].breadcrumb}
                </span>
              ) : (
                <>
                  <Link to={localize(crumb.path)} className="underline-offset-2 hover:underline">
                    {chrome.routes[crumb.id].breadcrumb}
                  </Link>
                  <Icon name="chevronRight" className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
