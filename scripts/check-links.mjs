#!/usr/bin/env node
// Link checker over the built, prerendered HTML (`npm run build` first): every internal link resolves to a
// page of the build, every #anchor exists on its target page, and every tel: link is digits only and dials a
// number that is in the site's data (src/content/data/*.json). Every page in another language (/es/…, /ar/…)
// holds every anchor the route registry promises for its route, and its links stay in its language wherever
// the target page exists in it.
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importTs } from './lib/ts-import.mjs';
import { parseRedirectsFile } from './static-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const dataDir = join(root, 'src', 'content', 'data');
const { isTelHref, phoneKey, phonesIn } = await importTs(root, 'src/core/phone.ts');
const { routeList } = await importTs(root, 'src/config/routes.ts');
const { LOCALES } = await importTs(root, 'src/content/locales/types.ts');

if (!existsSync(join(dist, 'index.html'))) {
  console.error('No build found: run `npm run build` first.');
  process.exit(2);
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'assets' ? [] : htmlFiles(full);
    return name.endsWith('.html') ? [full] : [];
  });
}

/** URL path a built file answers, e.g. dist/vets/index.html -> /vets. */
const pathOf = (file) => {
  const rel = relative(dist, file).replace(/\\/g, '/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
};

const decode = (s) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
const pages = new Map(htmlFiles(dist).map((f) => [pathOf(f), readFileSync(f, 'utf8')]));
const idsOf = new Map(
  [...pages].map(([p, html]) => [p, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1])))]),
);
const redirects = parseRedirectsFile(
  existsSync(join(dist, '_redirects')) ? readFileSync(join(dist, '_redirects'), 'utf8') : '',
);

const knownPhones = new Set();
for (const file of readdirSync(dataDir).filter((f) => f.endsWith('.json'))) {
  const data = JSON.parse(readFileSync(join(dataDir, file), 'utf8'));
  if (!Array.isArray(data)) continue;
  for (const r of data) {
    for (const p of phonesIn(String(r?.phone ?? ''))) knownPhones.add(phoneKey(p));
  }
}

const problems = [];

/** The language of a built page and its path without the prefix: /ar/emergency → ar, /emergency. */
function splitLocale(path) {
  const [, first = '', ...rest] = path.split('/');
  return first !== 'en' && LOCALES.includes(first)
    ? { locale: first, path: `/${rest.join('/')}` }
    : { locale: 'en', path };
}

for (const pagePath of pages.keys()) {
  const { locale, path } = splitLocale(pagePath);
  if (locale === 'en') continue;
  const route = routeList.find((r) => r.path === path);
  for (const anchor of route?.anchors ?? []) {
    if (!idsOf.get(pagePath)?.has(anchor)) problems.push(`${pagePath}: has no #${anchor}, which ${path} promises`);
  }
}

let checked = 0;
for (const [pagePath, html] of pages) {
  const pageLocale = splitLocale(pagePath).locale;
  for (const m of html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)) {
    const href = decode(m[1]);
    checked++;
    if (href.startsWith('tel:')) {
      const number = href.slice(4);
      if (!isTelHref(href)) problems.push(`${pagePath}: tel link "${href}" is not digits only`);
      else if (number.length >= 10 && !knownPhones.has(phoneKey(number)))
        problems.push(`${pagePath}: tel link "${href}" dials a number not in the data`);
      continue;
    }
    if (/^(https?:|mailto:|\/\/)/.test(href)) continue;
    const url = new URL(href, `http://site${pagePath === '/' ? '/' : `${pagePath}/`}`);
    let target = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : '/';
    target = redirects.get(target)?.to ?? target;
    const inLanguage = target === '/' ? `/${pageLocale}` : `/${pageLocale}${target}`;
    // A link that names its language (hreflang: the language menu, the translation notice) switches on purpose.
    const tag = html.slice(m.index, html.indexOf('>', m.index + m[0].length));
    const switchesLanguage = /\shreflang=/i.test(tag);
    if (pageLocale !== 'en' && !switchesLanguage && splitLocale(target).locale === 'en' && pages.has(inLanguage))
      problems.push(`${pagePath}: link "${href}" leaves ${pageLocale} for English though ${inLanguage} exists`);
    if (!pages.has(target)) {
      const file = join(dist, target);
      if (!(existsSync(file) && statSync(file).isFile()))
        problems.push(`${pagePath}: link "${href}" goes to a page that does not exist`);
      continue;
    }
    const anchor = decode(url.hash.slice(1));
    if (anchor && !idsOf.get(target)?.has(anchor))
      problems.push(`${pagePath}: link "${href}" names #${anchor}, which ${target} does not have`);
  }
}

console.log(`checked ${checked} links on ${pages.size} pages; ${knownPhones.size} phone numbers in the data`);
if (problems.length > 0) {
  console.error([...new Set(problems)].join('\n'));
  process.exit(1);
}
