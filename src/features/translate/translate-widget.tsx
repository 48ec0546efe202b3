import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useChrome, useLocale } from '@/lib/locale-content';
import { loadTranslate } from './load-translate';
import { googlePageLanguage, translateConfig } from './translate-config';

type Status = 'idle' | 'loading' | 'ready' | 'failed';
const { containerId } = translateConfig;

/**
 * The language menu's "Other languages (automatic translation)" control (docs/requirements.md: loading, ready,
 * failed). The external script loads when the person asks for it, never with the page: it can't delay first
 * paint, and where it can't load (offline, a blocked host, no network here) only the person who tapped sees
 * "Translation unavailable". The element is told the page's own language: a Spanish page is translated from Spanish.
 */
export function TranslateWidget() {
  const labels = useChrome().languageMenu;
  const locale = useLocale();
  const [status, setStatus] = useState<Status>('idle');
  const container = useRef<HTMLDivElement>(null);

  // Google's element renders a language <select>: once it is shown, hand focus to it so the tap leads somewhere.
  useEffect(() => {
    if (status === 'ready') container.current?.querySelector('select')?.focus();
  }, [status]);

  function start() {
    if (status !== 'idle') return;
    setStatus('loading');
    loadTranslate({ pageLanguage: googlePageLanguage(locale) }).then(
      () => setStatus('ready'),
      () => setStatus('failed'),
    );
  }

  const inactive = status === 'loading' || status === 'failed';
  return (
    <div className="flex items-center">
      {status === 'ready' ? null : (
        <button
          type="button"
          onClick={start}
          aria-disabled={inactive || undefined}
          aria-label={status === 'failed' ? labels.failed : undefined}
          title={status === 'failed' ? labels.failed : labels.otherHint}
          className={cn(
            'inline-flex min-h-11 w-full items-center gap-1 rounded-lg px-3 text-start text-sm font-semibold text-brand-dark',
            'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand',
            inactive ? 'cursor-default' : 'hover:bg-surface-sunken',
            status === 'failed' && 'opacity-50',
          )}
        >
          <Icon name="globe" />
          {status === 'loading' ? labels.loading : labels.other}
        </button>
      )}
      <div ref={container} id={containerId} className={status === 'ready' ? 'min-h-11' : 'hidden'} />
      {/* aria-live, not role="status": the layout's loading screen is the page's one status region. */}
      <span aria-live="polite" className="sr-only" data-testid="translate-announcer">
        {status === 'failed' ? labels.failed : status === 'loading' ? labels.loading : ''}
      </span>
    </div>
  );
}
