import { PhoneLink } from '@/components/content/phone-link';
import { emergencyContact } from '@/content/contacts';
import { useInRouterContext } from 'react-router-dom';
import { chrome as englishChrome } from '@/content/locales/en/chrome';
import { fill } from '@/content/locales/fill';
import { useChrome, type Chrome } from '@/lib/locale-content';

/**
 * Shown in place of a page that failed to load or render: the emergency number still works. In the page's
 * language inside the router; the app's outermost boundary, around the router itself, speaks English.
 */
export function RouteError() {
  return useInRouterContext() ? <RoutedError /> : <ErrorMessage words={englishChrome.routeError} />;
}

function RoutedError() {
  return <ErrorMessage words={useChrome().routeError} />;
}

function ErrorMessage({ words }: { words: Chrome['routeError'] }) {
  return (
    <div role="alert" className="mx-auto flex max-w-prose flex-col gap-4 py-12">
      <h1 className="text-2xl font-bold">{words.title}</h1>
      <p>{words.body}</p>
      <PhoneLink phone={emergencyContact.phone} size="lg">
        {fill(words.call, { phone: emergencyContact.phone })}
      </PhoneLink>
      <button
        type="button"
        className="self-start font-semibold text-brand-dark underline"
        onClick={() => window.location.reload()}
      >
        {words.reload}
      </button>
    </div>
  );
}
