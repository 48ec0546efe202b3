import { PhoneLink } from '@/components/content/phone-link';
import { emergencyContact } from '@/content/contacts';

/** Shown in place of a page that failed to load or render: the emergency number still works. */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto flex max-w-prose flex-col gap-4 py-12">
      <h1 className="text-2xl font-bold">This page didn’t load</h1>
      <p>Check your connection and reload the page. If your cat needs help now, call the 24/7 animal hospital:</p>
      <PhoneLink phone={emergencyContact.phone} size="lg">
        Call {emergencyContact.phone}
      </PhoneLink>
      <button
        type="button"
        className="self-start font-semibold text-brand-dark underline"
        onClick={() => window.location.reload()}
      >
        Reload the page
      </button>
    </div>
  );
}
