import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { LoadingScreen } from '@/components/layout/loading-screen';
import { aliasRedirects, loadingMessageFor, routeList, type RouteId } from '@/config/routes';
import { ErrorBoundary } from './error-boundary';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every page is its own lazy chunk (STYLE.md convention 4). The Record type makes the compiler insist that
// every route in the registry has a page module.
const pages: Record<RouteId, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('./routes/home')),
  search: lazy(() => import('./routes/search')),
  emergency: lazy(() => import('./routes/emergency')),
  findHelp: lazy(() => import('./routes/find-help')),
  dailyCare: lazy(() => import('./routes/daily-care')),
  spayNeuter: lazy(() => import('./routes/spay-neuter')),
  surrender: lazy(() => import('./routes/surrender')),
  workingWithRescues: lazy(() => import('./routes/working-with-rescues')),
  behavioralWellness: lazy(() => import('./routes/behavioral-wellness')),
  vets: lazy(() => import('./routes/vets')),
  rehoming: lazy(() => import('./routes/rehoming')),
  breathing: lazy(() => import('./routes/breathing')),
  firstAid: lazy(() => import('./routes/first-aid')),
  feeding: lazy(() => import('./routes/feeding')),
  grooming: lazy(() => import('./routes/grooming')),
  preventiveHealth: lazy(() => import('./routes/preventive-health')),
  financialAssistance: lazy(() => import('./routes/financial-assistance')),
  feedback: lazy(() => import('./routes/feedback')),
  terms: lazy(() => import('./routes/terms')),
  privacy: lazy(() => import('./routes/privacy')),
  about: lazy(() => import('./routes/about')),
};
const NotFoundPage = lazy(() => import('./routes/not-found'));

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
