#!/usr/bin/env node
// Runs before `npm run build` (npm's prebuild hook). A production build — `NODE_ENV=production npm run build` —
// stops here when VITE_SITE_URL is missing or a loopback address: canonical links, Open Graph URLs, the sitemap
// and robots.txt are all written from it, and a host that forgot to set it would otherwise ship 127.0.0.1.
// Local builds (`npm start`, `npm test`, a bare `npm run build`) use the loopback default in .env on purpose.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when the URL's host can only mean "this machine" (or is not a URL at all). */
export function isLoopbackUrl(url) {
  let host;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return true;
  }
  const bare = host.replace(/^\[|\]$/g, '');
  return (
    bare === 'localhost' ||
    bare.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(bare) ||
    bare === '0.0.0.0' ||
    bare === '::1' ||
    bare === '::' ||
    /^::ffff:(?:127\.|7f[0-9a-f]{2}:)/.test(bare)
  );
}

/** The error message for a production build, or null when the site URL may ship. */
export function productionSiteUrlError(siteUrl) {
  if (!siteUrl) return 'VITE_SITE_URL is not set.';
  if (isLoopbackUrl(siteUrl)) return `VITE_SITE_URL is ${siteUrl}, a loopback address.`;
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.env.NODE_ENV === 'production') {
  const { loadEnv } = await import('vite');
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const siteUrl = loadEnv('production', root, 'VITE_').VITE_SITE_URL;
  const error = productionSiteUrlError(siteUrl);
  if (error) {
    console.error(
      `Production build refused: ${error}\nSet VITE_SITE_URL to the site's public https:// address in the host's build settings ` +
        '(or .env.production.local); canonical links, the sitemap and robots.txt are written from it.',
    );
    process.exit(1);
  }
}
