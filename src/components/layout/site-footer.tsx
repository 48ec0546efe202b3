import { Link } from 'react-router-dom';
import { routes } from '@/config/routes';
import { site } from '@/content/site';
import { useChrome, useLocalizeHref } from '@/lib/locale-content';

const footerLinks = [routes.feedback, routes.about, routes.terms, routes.privacy];

export function SiteFooter() {
  const chrome = useChrome();
  const localize = useLocalizeHref();
  return (
    <footer className="mt-12 border-t border-surface-line bg-surface-sunken print:mt-4 print:bg-white">
      <div className="mx-auto flex max-w-content flex-col gap-4 px-4 py-8 text-sm text-ink-muted">
        <nav aria-label={chrome.landmarks.footer} className="print:hidden">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLinks.map((r) => (
              <li key={r.id}>
                <Link
                  to={localize(r.path)}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-dark underline-offset-2 hover:underline"
                >
                  {chrome.routes[r.id].breadcrumb}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{chrome.footer.disclaimer}</p>
        <p>
          © {__BUILD_YEAR__} {site.name}
        </p>
      </div>
    </footer>
  );
}
