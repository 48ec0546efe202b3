import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { routes } from '@/config/routes';
import { site } from '@/content/site';
import { useChrome, useLocalizeHref } from '@/lib/locale-content';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  const { notFound } = useChrome();
  const home = useLocalizeHref()(routes.home.path);

  useEffect(() => {
    // docs/requirements.md: the unknown path is logged to the console.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <title>{`${notFound.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-dark">404</p>
      <h1 className="text-3xl font-bold">{notFound.title}</h1>
      <p className="text-ink-muted">{notFound.body}</p>
      <Link to={home} className={buttonClasses()}>
        {notFound.homeLink}
      </Link>
    </div>
  );
}
