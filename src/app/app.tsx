import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ErrorBoundary } from './error-boundary';
import { RouteError } from './route-error';
import { AppRoutes } from './router';

export function App() {
  return (
    <StrictMode>
      <ErrorBoundary fallback={<RouteError />}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
    </StrictMode>
  );
}
