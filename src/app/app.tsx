import { StrictMode, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { RouteError } from './route-error';
import { AppRoutes } from './router';

/** What both the browser and the prerenderer render around the router. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary fallback={<RouteError />}>{children}</ErrorBoundary>
    </StrictMode>
  );
}

export function App() {
  return (
    <AppShell>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppShell>
  );
}
