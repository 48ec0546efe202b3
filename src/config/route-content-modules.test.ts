// The guard against React #418 on translated pages (docs/i18n.md, "Why a route lists its modules"): a page in
// another language is hydrated with exactly the content modules its route lists in routeContentModules, so every
// module a route's page reads through usePageContent — in the page or in any component it imports — must be
// listed there. Read from the source itself: the import graph of each route's page file, and the module name
// of every usePageContent call in it. The prerender fails on the same mistake (src/lib/locale-content.ts); this
// says so in a second, naming the route and the module, without a build.
import { describe, expect, it } from 'vitest';
import {
  layoutLaterModules,
  layoutModules,
  routeContentModules,
  routeLaterModules,
  routeModulesToLoad,
} from './locales.ts';
import { routeList, type RouteId } from './routes.ts';

import { posix } from 'node:path';

// Every source file, by its path from the repository root ('src/app/routes/home.tsx').
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
      eager: true,
      query: '?raw',
      import: 'default',
    }),
  ).map(([file, text]) => [posix.join('src/config', file), text]),
);

/** The source file an import specifier names ('@/lib/cn', './section') from a file, if it is one of ours. */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('@/') && !specifier.startsWith('.')) return undefined;
  const base = (
    specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : posix.join(posix.dirname(from), specifier)
  ).replace(/\.tsx?$/, '');
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => file in sources);
}

/** A file's imports, static and lazy (a lazy component, such as the chat widget, renders in the same page). */
const importsOf = (file: string) =>
  [...(sources[file] ?? '').matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'|\bimport\('([^']+)'\)/gm)]
    .map((m) => resolve(file, m[1] ?? m[2] ?? ''))
    .filter((f): f is string => f !== undefined);

/** Every file a file reaches through its static imports, itself included. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const next of importsOf(file)) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** The module names a file's usePageContent calls read; a name that is not a string literal is kept as written. */
const modulesReadIn = (file: string) =>
  // Skipping the accessor's own definition and the example in its comment.
  [
    ...(file === 'src/lib/locale-content.ts' ? '' : (sources[file] ?? '')).matchAll(
      /\busePageContent(?:<[^>]*>)?\(\s*([^,)]*)/g,
    ),
  ]
    .map((m) => (m[1] ?? '').trim())
    .map((arg) => /^'([^']+)'$/.exec(arg)?.[1] ?? arg);

// Each route's page file, as the router imports it: `home: () => import('./routes/home')`.
const ROUTER = 'src/app/router.tsx';
const pageFiles = new Map(
  [...(sources[ROUTER] ?? '').matchAll(/^\s+(\w+): \(\) => import\('([^']+)'\)/gm)].map((m) => [
    m[1] as RouteId,
    resolve(ROUTER, m[2] ?? ''),
  ]),
);

describe('a route lists every content module its page reads', () => {
  it('finds the page file of every route', () => {
    for (const route of routeList) expect(pageFiles.get(route.id), route.id).toBeDefined();
  });

  it('reads only string-literal module names, which can be checked', () => {
    const dynamic = Object.keys(sources).flatMap((file) =>
      modulesReadIn(file)
        .filter((name) => !/^[a-z-]+$/.test(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(dynamic).toEqual([]);
  });

  it('the layout around every page reads only the layout modules: those every page loads, those loaded on use', () => {
    const read = [...reachable('src/app/root-layout.tsx')].flatMap((file) =>
      modulesReadIn(file).map((name) => `${file}: ${name}`),
    );
    const layout = [...layoutModules, ...layoutLaterModules];
    expect(read.filter((entry) => !layout.includes(entry.replace(/^.*: /, '')))).toEqual([]);
  });

  it.each(Object.keys(routeContentModules) as RouteId[])('%s', (id) => {
    const read = new Set([...reachable(pageFiles.get(id) ?? '')].flatMap(modulesReadIn));
    // Loaded before the page renders (its own and those of the pages it links to), or by the part of the page that
    // reads them, which waits for them (routeLaterModules), or with the layout.
    const loadedFirst = [...routeModulesToLoad(id), ...(routeLaterModules[id] ?? []), ...layoutModules];
    const missing = [...read].filter((name) => !loadedFirst.includes(name));
    expect(missing, `modules ${id}'s page reads that routeContentModules.${id} doesn't list`).toEqual([]);
  });
});
