import { use } from 'react';
import { absoluteUrl } from '@/config/env';
import { alternatesFor, localePath, splitLocalePath } from '@/config/locales';
import { normalizePath, type RouteMeta } from '@/config/routes';
import type { Locale } from '@/content/locales/types';
import { site } from '@/content/site';
import { useChrome } from '@/lib/locale-content';
import { HeadWordsContext } from './head-words';

/** Serialises JSON-LD so it can't close its <script> early. */
export function jsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Title, description and canonical URL for a route in a language, with React 19's native head tags (hoisted
 * into <head>), and the route's other languages as hreflang alternates (English is the x-default). The hubs
 * (routes that declare keywords) also get keywords and WebPage structured data. A nested route's pages
 * (/check/go-now/breathing) are each their own canonical URL, with their own alternates. The description, the
 * keywords and the structured data are rendered only where the prerender gives their words (HeadWordsContext):
 * the browser keeps the prerendered page's own until another route shows (useForgetHeadWords).
 */
export function RouteHead({ route: meta, locale, pathname }: { route: RouteMeta; locale: Locale; pathname: string }) {
  const route = { ...meta, ...useChrome().routes[meta.id] };
  const url = absoluteUrl(meta.nested ? normalizePath(pathname) : localePath(locale, route.path));
  const title = route.id === 'home' ? `${site.name} — ${route.title}` : `${route.title} | ${site.name}`;
  // A nested route's page has the same page in each language: /es/check/go-now/breathing.
  const englishPath = meta.nested ? splitLocalePath(pathname).path : route.path;
  const alternates = alternatesFor(route.id, englishPath);
  const headWords = use(HeadWordsContext);
  const description = headWords?.descriptions[route.id];
  const keywords = headWords?.keywords[route.id]?.join(', ');
  return (
    <>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={url} />
      {alternates.length > 1
        ? [...alternates, { locale: 'x-default', path: englishPath }].map((alt) => (
            <link key={alt.locale} rel="alternate" hrefLang={alt.locale} href={absoluteUrl(alt.path)} />
          ))
        : null}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={route.title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absoluteUrl('/icon-512.png')} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={route.title} />
      {description ? <meta name="twitter:description" content={description} /> : null}
      {keywords ? (
        <>
          <meta name="keywords" content={keywords} />
          <script type="application/ld+json">
            {jsonLd({
              '@context': 'https://schema.org',
              '@type': 'WebPage',
              name: route.title,
              description,
              url,
              keywords,
              isPartOf: { '@type': 'WebSite', name: site.name, url: absoluteUrl('/') },
            })}
          </script>
        </>
      ) : null}
    </>
  );
}
