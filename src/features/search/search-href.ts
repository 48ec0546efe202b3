import type { MouseEvent } from 'react';
import { routes } from '@/config/routes';

/** /search?q=… for typed text (client-side navigation, docs/requirements.md). */
export function searchPageHref(query: string): string {
  const q = query.trim();
  return q ? `${routes.search.path}?q=${encodeURIComponent(q)}` : routes.search.path;
}

/** Opens with a plain left click; a modified or middle click keeps the browser's own link behaviour. */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
