import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useChrome, useLocalizeHref } from '@/lib/locale-content';

/**
 * History back (spec: "Back button (history back)"). A page opened directly has no in-app history, so it
 * goes to `fallback` (an English path: the page in the page's language where there is one) instead of leaving
 * the site.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const chrome = useChrome();
  const localize = useLocalizeHref();
  function goBack() {
    const state = window.history.state as { idx?: number } | null;
    if (state && typeof state.idx === 'number' && state.idx > 0) navigate(-1);
    else navigate(localize(fallback));
  }
  return (
    <Button variant="outline" size="sm" onClick={goBack}>
      <Icon name="arrowLeft" className="size-4" />
      {chrome.back}
    </Button>
  );
}
