// A small static host for the built site that behaves like the production CDN: it applies public/_headers
// (Netlify/Cloudflare format) and dist/_redirects, serves /path from dist/path/index.html, answers unknown paths
// with 404.html (a language's own under its prefix, as _redirects' 404 rules say) and status 404, and gzips text. Used by `npm start` and the end-to-end tests, so the CSP and
// the redirects are tested as deployed.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt', '.xml']);

/** Parses a Netlify-style _headers file into [{ pattern: RegExp, headers: [[name, value]] }]. */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split('\n')) {
    if (!raw.trim() || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      const glob = raw.trim();
      const pattern = new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      current = { glob, pattern, headers: [] };
      rules.push(current);
    } else if (current) {
      const i = raw.indexOf(':');
      if (i > 0) current.headers.push([raw.slice(0, i).trim(), raw.slice(i + 1).trim()]);
    }
  }
  return rules;
}

/** Parses a _redirects file into a Map of from -> { to, status }. */
export function parseRedirectsFile(text) {
  const map = new Map();
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to && !from.startsWith('#')) map.set(from, { to, status: Number(status ?? 301) });
  }
  return map;
}

/**
 * The page an unknown path is answered with: the one the most specific "/<dir>/* <page> 404" rule covering the
 * path names (a language's own not-found page), else the site's /404.html.
 */
export function notFoundPage(redirects, pathname) {
  let page = '/404.html';
  let longest = 0;
  for (const [from, { to, status }] of redirects) {
    if (status !== 404 || !from.endsWith('/*')) continue;
    const prefix = from.slice(0, -1);
    if (`${pathname}/`.startsWith(prefix) && prefix.length > longest) [page, longest] = [to, prefix.length];
  }
  return page;
}

export function startStaticServer({ dist, port, host = '127.0.0.1' }) {
  const read = (name) => (existsSync(join(dist, name)) ? readFileSync(join(dist, name), 'utf8') : '');
  const headerRules = parseHeadersFile(read('_headers'));
  const redirects = parseRedirectsFile(read('_redirects'));
  const gzCache = new Map();

  function resolveFile(pathname) {
    const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.(\/|\\|$))+/, '');
    const candidates = [join(dist, clean), join(dist, clean, 'index.html')];
    for (const file of candidates) {
      if (!file.startsWith(dist + sep) && file !== dist) continue;
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
    return null;
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/';
    for (const rule of headerRules) {
      if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    const redirect = redirects.get(pathname);
    if (redirect && redirect.status < 400) {
      res.writeHead(redirect.status, { Location: `${redirect.to}${url.search}` });
      res.end();
      return;
    }
    let file;
    try {
      file = resolveFile(pathname);
    } catch {
      file = null;
    }
    let status = 200;
    if (!file) {
      status = 404;
      file = resolveFile(notFoundPage(redirects, pathname)) ?? join(dist, '404.html');
    }
    const ext = extname(file);
    let body = readFileSync(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    if (file.includes(`${sep}assets${sep}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    else if (!res.hasHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-cache');
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      if (!gzCache.has(file)) gzCache.set(file, gzipSync(body));
      body = gzCache.get(file);
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Vary', 'Accept-Encoding');
    }
    res.writeHead(status);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Port 0 takes a free port: the URL names the one the system gave.
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${server.address().port}/`,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    );
  });
}
