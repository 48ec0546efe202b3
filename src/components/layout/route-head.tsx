import { absoluteUrl } from '@/config/env';
import { alternatesFor, localePath, splitLocalePath } from '@/config/locales';
import { normalizePath, type RouteMeta } from '@/config/routes';
import type { Locale } from '@/content/locales/types';
import { site } from '@/content/site';
import { useChrome } from '@/lib/locale-content';

/** Serialises JSON-LD so it can't close its <script> early. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Title, description and canonical URL for a route in a language, with React 19's native head tags (hoisted
 * into <head>), and the route's other languages as hreflang alternates (English is the x-default). The hubs
 * (routes that declare keywords) also get keywords and WebPage structured data. A nested route's pages
 * (/check/go-now/breathing) are each their own canonical URL, with their own alternates.
 */
export function RouteHead({ route: meta, locale, pathname }: { route: RouteMeta; locale: Locale; pathname: string }) {
  const route = { ...meta, ...useChrome().routes[meta.id] };
  const url = absoluteUrl(meta.nested ? normalizePath(pathname) : localePath(locale, route.path));
  const title = route.id === 'home' ? `${site.name} — ${route.title}` : `${route.title} | ${site.name}`;
  // A nested route's page has the same page in each language: /es/check/go-now/breathing.
  const englishPath = meta.nested ? splitLocalePath(pathname).path : route.path;
  const alternates = alternatesFor(route.id, englishPath);
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={route.description} />
      <link rel="canonical" href={url} />
      {alternates.length > 1
        ? [...alternates, { locale: 'x-default', path: englishPath }].map((alt) => (
            <link key={alt.locale} rel="alternate" hrefLang={alt.locale} href={absoluteUrl(alt.path)} />
          ))
        : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={route.title} />
      <meta property="og:description" content={route.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absoluteUrl('/icon-512.png')} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={route.title} />
      <meta name="twitter:description" content={route.description} />
      {/* The keywords are English search terms. */}
      {route.keywords && locale === 'en' ? (
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
