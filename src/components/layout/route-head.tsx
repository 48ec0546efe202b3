import { absoluteUrl } from '@/config/env';
import { normalizePath, type RouteMeta } from '@/config/routes';
import { site } from '@/content/site';

/** Serialises JSON-LD so it can't close its <script> early. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Title, description and canonical URL for a route, with React 19's native head tags (hoisted into <head>).
 * The hubs (routes that declare keywords) also get keywords and WebPage structured data. A nested route's pages
 * (/check/go-now/breathing) are each their own canonical URL.
 */
export function RouteHead({ route, pathname }: { route: RouteMeta; pathname: string }) {
  const url = absoluteUrl(route.nested ? normalizePath(pathname) : route.path);
  const title = route.id === 'home' ? `${site.name} — ${route.title}` : `${route.title} | ${site.name}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={route.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={route.title} />
      <meta property="og:description" content={route.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absoluteUrl('/icon-512.png')} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={route.title} />
      <meta name="twitter:description" content={route.description} />
      {route.keywords ? (
        <>
          <meta name="keywords" content={route.keywords.join(', ')} />
          <script type="application/ld+json">
            {jsonLd({
              '@context': 'https://schema.org',
              '@type': 'WebPage',
              name: route.title,
              description: route.description,
              url,
              keywords: route.keywords.join(', '),
              isPartOf: { '@type': 'WebSite', name: site.name, url: absoluteUrl('/') },
            })}
          </script>
        </>
      ) : null}
    </>
  );
}
