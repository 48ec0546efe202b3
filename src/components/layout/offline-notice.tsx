import { useSyncExternalStore } from 'react';
import { emergencyContact } from '@/content/contacts';
import { fill } from '@/content/locales/fill';
import { useChrome } from '@/lib/locale-content';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Tells people with no signal what still works. Prerendered as online, so hydration always matches. */
export function OfflineNotice() {
  const chrome = useChrome();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p role="status" className="bg-urgent-soft px-4 py-2 text-center text-sm font-semibold text-urgent print:hidden">
      {fill(chrome.offline.notice, { phone: emergencyContact.phone })}
    </p>
  );
}
