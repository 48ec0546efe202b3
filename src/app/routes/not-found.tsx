import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { routes } from '@/config/routes';
import { site } from '@/content/site';

export default function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    // docs/requirements.md: the unknown path is logged to the console.
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <title>{`${site.notFound.title} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-brand-dark">404</p>
      <h1 className="text-3xl font-bold">{site.notFound.title}</h1>
      <p className="text-ink-muted">{site.notFound.body}</p>
      <Link to={routes.home.path} className={buttonClasses()}>
        {site.notFound.homeLink}
      </Link>
    </div>
  );
}
