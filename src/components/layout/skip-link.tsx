import type { MouseEvent } from 'react';
import { useChrome } from '@/lib/locale-content';

export const MAIN_ID = 'main';

/** Moves focus to <main> without touching the URL (a #main hash would become part of the route). */
export function SkipLink() {
  const chrome = useChrome();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  }
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={onClick}
      className="sr-only z-[60] rounded-md bg-surface px-4 py-2 font-semibold text-brand-dark focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:outline-3 focus:outline-brand"
    >
      {chrome.skipLink}
    </a>
  );
}
