import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast-store';

const ToastViewport = lazy(() => import('./toast-viewport'));

/** Mounted once by the layout; Radix Toast loads with the first toast, not with the page. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const [mounted, setMounted] = useState(false);
  // Stays mounted after the first toast so closing animations and later toasts reuse it.
  if (toasts.length > 0 && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport toasts={toasts} />
    </Suspense>
  );
}
