#!/usr/bin/env node
// Build step 3 of 3 (after `vite build` and `vite build --ssr src/entry-server.tsx`): renders every route of
// the registry to its own HTML file, so content, the emergency bar and the tel: link are in the first
// response and readable without JavaScript. Also writes 404.html, sitemap.xml, robots.txt and _redirects,
// all from the route registry.
import { readFileSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadEnv } from 'vite';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const ssrDir = join(root, 'dist-ssr');
const env = loadEnv(process.env.MODE ?? 'production', root, 'VITE_');
const siteUrl = (process.env.VITE_SITE_URL ?? env.VITE_SITE_URL).replace(/\/$/, '');

const { render, routeList, aliasRedirects } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');

// React 19 renders <title>, <meta> and <link> from components; in a fragment render they come first in the
// output. Move them into <head>, where the browser (and a hydrating React) expects them.
const HOISTABLE = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/;

async function page(url) {
  const html = await render(url);
  const head = html.match(HOISTABLE)?.[0] ?? '';
  const body = html.slice(head.length);
  if (!head.includes('<title>')) throw new Error(`${url}: no <title> was rendered`);
  return template.replace('</head>', `${head}\n  </head>`).replace('<div id="root"></div>', `<div id="root">${body}</div>`);
}

function write(file, contents) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, contents);
}

const written = [];
for (const route of routeList) {
  const file = route.path === '/' ? join(dist, 'index.html') : join(dist, route.path.slice(1), 'index.html');
  write(file, await page(route.path));
  written.push(route.path);
}
// Static hosts serve 404.html for unknown paths (the client logs the path as it hydrates).
write(join(dist, '404.html'), await page('/__not-found__'));

write(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${routeList
    .filter((r) => r.id !== 'search')
    .map((r) => `  <url><loc>${siteUrl}${r.path}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
write(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /search\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
// Netlify/Cloudflare-style redirects: the nested aliases move permanently to the flat routes. Every real route
// is a file, so no SPA fallback is needed; unknown paths get 404.html with a 404 status.
write(
  join(dist, '_redirects'),
  `${aliasRedirects.map((a) => `${a.from} ${a.to} 301`).join('\n')}\n`,
);

rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${written.length} routes + 404.html, sitemap.xml, robots.txt, _redirects`);
