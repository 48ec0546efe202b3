import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { localePath, localizedRouteForPath, localizedRoutes, splitLocalePath } from '@/config/locales';
import { aliasRedirects, routeList, type RouteId } from '@/config/routes';
import type { Locale } from '@/content/locales/types';
import { loadSearchEngine } from '@/features/search/search-engine-store';
import { loadLocale, useChrome } from '@/lib/locale-content';
import { ErrorBoundary } from './error-boundary';
import { lazyPage, type LazyPage, type PageModule } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every page is its own lazy chunk (docs/conventions.md #4). The Record type makes the compiler insist that
// every route in the registry has a page module.
const pageModules: Record<RouteId, () => Promise<PageModule>> = {
  home: () => import('./routes/home'),
  search: () => import('./routes/search'),
  emergency: () => import('./routes/emergency'),
  check: () => import('./routes/check'),
  findHelp: () => import('./routes/find-help'),
  dailyCare: () => import('./routes/daily-care'),
  spayNeuter: () => import('./routes/spay-neuter'),
  surrender: () => import('./routes/surrender'),
  workingWithRescues: () => import('./routes/working-with-rescues'),
  behavioralWellness: () => import('./routes/behavioral-wellness'),
  vets: () => import('./routes/vets'),
  rehoming: () => import('./routes/rehoming'),
  breathing: () => import('./routes/breathing'),
  firstAid: () => import('./routes/first-aid'),
  feeding: () => import('./routes/feeding'),
  grooming: () => import('./routes/grooming'),
  preventiveHealth: () => import('./routes/preventive-health'),
  financialAssistance: () => import('./routes/financial-assistance'),
  communityCats: () => import('./routes/community-cats'),
  feedback: () => import('./routes/feedback'),
  terms: () => import('./routes/terms'),
  privacy: () => import('./routes/privacy'),
  about: () => import('./routes/about'),
};
const warm: Partial<Record<RouteId, () => Promise<unknown>>> = { search: loadSearchEngine };

// One lazy page per route and language: a page in another language also waits for its translation modules.
const pageList = [
  ...routeList.map((route) => ({ locale: 'en' as Locale, route, path: route.path })),
  ...localizedRoutes,
];
const pages = new Map<string, LazyPage>(
  pageList.map(({ locale, route, path }) => [
    path,
    lazyPage(
      () => Promise.all([pageModules[route.id](), loadLocale(locale, route.id)]).then(([page]) => page),
      warm[route.id],
    ),
  ]),
);
/** The pages whose route is nested, in every language: each answers the paths under its own (/es/check/…). */
const nestedPaths = new Set(pageList.filter(({ route }) => route.nested).map(({ path }) => path));
const NotFoundPage = lazy(() => import('./routes/not-found'));

/** Loads the page for a path (nothing for an alias or an unknown path) ahead of the first render. */
export function preloadPage(pathname: string): Promise<void> {
  const found = localizedRouteForPath(pathname);
  if (!found) return loadLocale(splitLocalePath(pathname).locale);
  return pages.get(localePath(found.locale, found.route.path))?.preload() ?? Promise.resolve();
}

/** The loading screen of the page being opened, in its language. */
function RouteLoading() {
  const { pathname } = useLocation();
  const { loading } = useChrome();
  const id = localizedRouteForPath(pathname)?.route.id;
  const message = id === 'emergency' || id === 'findHelp' || id === 'dailyCare' ? loading[id] : loading.page;
  return <LoadingScreen message={message} />;
}

/**
 * Marks <html data-ready> with the URL once the page below it has mounted or hydrated: before that, a tap on a
 * prerendered button does nothing. End-to-end tests wait for it after every navigation.
 */
function PageReady() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.ready = pathname + search;
  }, [pathname, search]);
  return null;
}

/** A nested alias (/find-help/vets) replaces itself with the flat route, keeping the query and hash. */
function AliasRedirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: to, search, hash }} />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RootLayout>
      <ErrorBoundary fallback={<RouteError />} resetKey={pathname}>
        <Routes>
          {[...pages].map(([path, Page]) => (
            <Route
              key={path}
              // A nested route's page also answers every path under its own (/check/go-now/breathing).
              path={nestedPaths.has(path) ? `${path}/*` : path}
              element={
                // Keyed per page: a new boundary shows its loading screen at once, where a reused one would
                // keep the old page on screen (navigation runs in a transition) with no sign of progress.
                <Suspense key={path} fallback={<RouteLoading />}>
                  <Page />
                  <PageReady />
                </Suspense>
              }
            />
          ))}
          {aliasRedirects.map(({ from, to }) => (
            <Route key={from} path={from} element={<AliasRedirect to={to} />} />
          ))}
          <Route
            path="*"
            element={
              <Suspense fallback={<RouteLoading />}>
                <NotFoundPage />
                <PageReady />
              </Suspense>
            }
          />
        </Routes>
      </ErrorBoundary>
    </RootLayout>
  );
}
