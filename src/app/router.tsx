import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { aliasRedirects, loadingMessageFor, routeForPath, routeList, type RouteId } from '@/config/routes';
import { loadSearchEngine } from '@/features/search/search-engine-store';
import { ErrorBoundary } from './error-boundary';
import { lazyPage, type LazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every page is its own lazy chunk (docs/conventions.md #4). The Record type makes the compiler insist that
// every route in the registry has a page module.
const pages: Record<RouteId, LazyPage> = {
  home: lazyPage(() => import('./routes/home')),
  search: lazyPage(() => import('./routes/search'), loadSearchEngine),
  emergency: lazyPage(() => import('./routes/emergency')),
  findHelp: lazyPage(() => import('./routes/find-help')),
  dailyCare: lazyPage(() => import('./routes/daily-care')),
  spayNeuter: lazyPage(() => import('./routes/spay-neuter')),
  surrender: lazyPage(() => import('./routes/surrender')),
  workingWithRescues: lazyPage(() => import('./routes/working-with-rescues')),
  behavioralWellness: lazyPage(() => import('./routes/behavioral-wellness')),
  vets: lazyPage(() => import('./routes/vets')),
  rehoming: lazyPage(() => import('./routes/rehoming')),
  breathing: lazyPage(() => import('./routes/breathing')),
  firstAid: lazyPage(() => import('./routes/first-aid')),
  feeding: lazyPage(() => import('./routes/feeding')),
  grooming: lazyPage(() => import('./routes/grooming')),
  preventiveHealth: lazyPage(() => import('./routes/preventive-health')),
  financialAssistance: lazyPage(() => import('./routes/financial-assistance')),
  communityCats: lazyPage(() => import('./routes/community-cats')),
  feedback: lazyPage(() => import('./routes/feedback')),
  terms: lazyPage(() => import('./routes/terms')),
  privacy: lazyPage(() => import('./routes/privacy')),
  about: lazyPage(() => import('./routes/about')),
};
const NotFoundPage = lazy(() => import('./routes/not-found'));

/** Loads the page for a path (nothing for an alias or an unknown path) ahead of the first render. */
export function preloadPage(pathname: string): Promise<void> {
  const route = routeForPath(pathname);
  return route ? pages[route.id].preload() : Promise.resolve();
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
          {routeList.map((route) => {
            const Page = pages[route.id];
            return (
              <Route
                key={route.id}
                path={route.path}
                element={
                  // Keyed per route: a new boundary shows its loading screen at once, where a reused one would
                  // keep the old page on screen (navigation runs in a transition) with no sign of progress.
                  <Suspense key={route.id} fallback={<LoadingScreen message={loadingMessageFor(route)} />}>
                    <Page />
                    <PageReady />
                  </Suspense>
                }
              />
            );
          })}
          {aliasRedirects.map(({ from, to }) => (
            <Route key={from} path={from} element={<AliasRedirect to={to} />} />
          ))}
          <Route
            path="*"
            element={
              <Suspense fallback={<LoadingScreen message="Loading..." />}>
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
