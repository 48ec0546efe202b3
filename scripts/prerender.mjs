// Renders every route of the registry to its own HTML file, and every translated page (src/config/locales.ts) to
// its own file under /<locale>/ with its <html lang> and dir, so content, the emergency bar and the tel: link
// are in the first response and readable without JavaScript. Also writes 404.html, sitemap.xml, robots.txt,
// _redirects and _headers (filling the CSP with this build's service URLs), all from the route registry.
//
// Runs inside the client build (vite.config.ts, through vite-plugin-pwa's beforeBuildServiceWorker hook), after
// the SSR bundle was built to dist-ssr/ and before the service worker is generated — so the service worker
// precaches the prerendered pages, not the empty shell.
import { readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

// React 19 renders <title>, <meta> and <link> from components; in a fragment render they come first in the
// output. Move them into <head>, where the browser (and a hydrating React) expects them, with the JSON-LD that
// follows them (src/components/layout/route-head.tsx renders it first, its `<` escaped): only the prerender
// renders it, so it must not sit in the root the browser hydrates.
const HOISTABLE =
  /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+(?:<script type="application\/ld\+json">[^<]*<\/script>)?/;

function write(file, contents) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

/**
 * Replaces the page's one render-blocking stylesheet link with the sheet itself in a <style> element, so the
 * first screen paints from the HTML response alone, with no second round trip. The whole sheet fits (its
 * gzipped size is capped in scripts/size.mjs); every page shares it, so there is nothing to split per page.
 */
export function inlineStylesheet(html, dist) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1) throw new Error(`index.html should link exactly one stylesheet, found ${links.length}`);
  const [tag, file] = links[0];
  const css = readFileSync(join(dist, file), 'utf8').trim();
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style" and cannot be inlined`);
  return html.replace(tag, () => `<style>${css}</style>`);
}

/** Longest the app waits for the first paint before it loads anyway (a hidden tab never paints). */
export const ENTRY_FALLBACK_MS = 3000;

/**
 * Replaces the entry `<script type="module">` and its modulepreload links with one small inline script that adds
 * them once the page has painted (its first-contentful-paint entry), so nothing but the HTML is fetched before the
 * first screen is on it: the 24/7 number and the page paint from the first response even on a slow phone, and the
 * app's JavaScript follows. A browser that doesn't report paints loads it at once; one that never paints (a
 * background tab) after ENTRY_FALLBACK_MS. Returns the page and the loader's CSP hash ('sha256-…'), the same for
 * every page of a build. docs/decisions/0010-entry-script-after-the-paint-entry.md has the measurements.
 */
export function deferEntryScript(html) {
  const scripts = [...html.matchAll(/<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/g)];
  if (scripts.length !== 1) throw new Error(`index.html should have exactly one entry script, found ${scripts.length}`);
  const [tag, entry] = scripts[0];
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)">/g)];
  const loader =
    '(function(){var d=0;function go(){if(d)return;d=1;' +
    `${JSON.stringify(preloads.map((m) => m[1]))}.forEach(function(h){var l=document.createElement('link');` +
    "l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)});" +
    "var s=document.createElement('script');s.type='module';s.crossOrigin='';" +
    `s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
    "var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(t.indexOf('paint')<0)return go();" +
    "new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go,0)})" +
    `.observe({type:'paint',buffered:true});setTimeout(go,${ENTRY_FALLBACK_MS})})()`;
  let out = html.replace(tag, () => `<script>${loader}</script>`);
  for (const [link] of preloads) out = out.replace(link, '');
  return { html: out, hash: `'sha256-${createHash('sha256').update(loader).digest('base64')}'` };
}

/** Origin of a URL, for CSP source lists. */
const origin = (url) => new URL(url).origin;

export async function prerender({ root, dist, env }) {
  const ssrDir = join(root, 'dist-ssr');
  const siteUrl = env.VITE_SITE_URL.replace(/\/$/, '');
  // Imported by its plain URL, the one the bundle's lazy chunks import it by: with a query string Node would load
  // a second copy, and a page's chunk would read the second copy's state (a language's loaded words) instead.
  const {
    render,
    routeList,
    aliasRedirects,
    translateScriptOrigins,
    localizedRoutes,
    alternatesFor,
    isRtl,
    nestedPages,
    splitLocalePath,
  } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
  const { html: template, hash: loaderHash } = deferEntryScript(
    inlineStylesheet(readFileSync(join(dist, 'index.html'), 'utf8'), dist),
  );

  async function page(url, locale = 'en') {
    const html = await render(url);
    const head = html.match(HOISTABLE)?.[0] ?? '';
    const body = html.slice(head.length);
    if (!head.includes('<title>')) throw new Error(`${url}: no <title> was rendered`);
    // The CSP allows no inline scripts but the entry loader (JSON-LD data blocks aside): a page that needs one
    // would break.
    if (/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>/.test(body)) {
      throw new Error(`${url}: the prerendered HTML has an inline script`);
    }
    if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root to fill');
    if (!template.includes('<html lang="en">')) throw new Error('index.html has no <html lang="en"> to set');
    return template
      .replace('<html lang="en">', `<html lang="${locale}"${isRtl(locale) ? ' dir="rtl"' : ''}>`)
      .replace('</head>', `${head}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  }

  // Every route in English, the pages under a nested route in every language that has it (the checker's questions
  // and outcomes, /check/…, /es/check/…), then every translated page.
  const pages = [
    ...routeList.map((route) => ({ locale: 'en', route, path: route.path })),
    ...nestedPages,
    ...localizedRoutes,
  ];
  for (const { locale, path } of pages) {
    const file = path === '/' ? join(dist, 'index.html') : join(dist, path.slice(1), 'index.html');
    write(file, await page(path, locale));
  }
  // Static hosts serve 404.html for unknown paths (the client logs the path as it hydrates). Each language has its
  // own under /<locale>/, in its words and with its lang and dir from the first paint, named in _redirects below.
  write(join(dist, '404.html'), await page('/__not-found__'));
  const locales = [...new Set(localizedRoutes.map((r) => r.locale))];
  for (const locale of locales) {
    write(join(dist, locale, '404.html'), await page(`/${locale}/__not-found__`, locale));
  }

  // Each page lists its languages, English as the default (https://www.sitemaps.org, Google's hreflang sitemaps).
  const url = (path) => `${siteUrl}${path}`;
  const sitemapEntry = ({ route, path }) => {
    // A page under a nested route (/es/check/go-now/breathing) has the same page in each language.
    const english = splitLocalePath(path).path;
    const alternates = alternatesFor(route.id, english);
    const links =
      alternates.length > 1
        ? [...alternates.map((a) => [a.locale, a.path]), ['x-default', english]]
            .map(([lang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${url(href)}"/>`)
            .join('')
        : '';
    return `  <url><loc>${url(path)}</loc>${links}${links ? '\n  ' : ''}</url>`;
  };

  write(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${pages
      .filter(({ route }) => route.id !== 'search')
      .map(sitemapEntry)
      .join('\n')}\n</urlset>\n`,
  );
  write(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  // Netlify/Cloudflare-style: the nested aliases move permanently to the flat routes. Every real route is a
  // file, so there is no SPA fallback; unknown paths get 404.html with a 404 status, and those under a language's
  // prefix its own 404.html (Netlify's form: a 404 rule applies only where no file matches; Cloudflare Pages skips
  // the line, its rules take 200 and 3xx only, and serves the nearest 404.html up the path by itself).
  const redirectLines = [
    ...aliasRedirects.map((a) => `${a.from} ${a.to} 301`),
    ...locales.map((locale) => `/${locale}/* /${locale}/404.html 404`),
  ];
  write(join(dist, '_redirects'), `${redirectLines.join('\n')}\n`);

  // public/_headers is a template: the CSP names exactly this build's chat backend, feedback endpoint and the
  // translate script's origins.
  const headers = readFileSync(join(root, 'public', '_headers'), 'utf8')
    .replaceAll('%SUPABASE_ORIGIN%', origin(env.VITE_SUPABASE_URL))
    .replaceAll('%FEEDBACK_ORIGIN%', origin(env.VITE_FEEDBACK_ENDPOINT))
    .replaceAll('%TRANSLATE_ORIGINS%', (translateScriptOrigins ?? []).join(' '))
    .replaceAll('%ENTRY_LOADER_HASH%', loaderHash);
  if (/%[A-Z_]+%/.test(headers)) throw new Error('public/_headers has an unfilled placeholder');
  write(join(dist, '_headers'), headers);

  rmSync(ssrDir, { recursive: true, force: true });
  return pages.length;
}
