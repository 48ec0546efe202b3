import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * How long to wait for a lazily loaded page to render the element a #hash names. A page chunk on a slow phone
 * connection (or a busy test machine) can take well over 3 s; the wait ends early if the person starts
 * scrolling or typing, so a late jump never pulls the page away from them.
 */
const HASH_WAIT_MS = 10_000;
const USER_INPUT_EVENTS = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * On navigation: scroll to the element named by the URL hash once it exists (deep links such as
 * /emergency#poisoning work on first load, when the page's code arrives after the layout), else to the top.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const tryScroll = () => {
      const el = document.getElementById(id);
      if (!el) return false;
      el.scrollIntoView({ block: 'start' });
      return true;
    };
    if (tryScroll()) return;
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timeout);
      for (const type of USER_INPUT_EVENTS) window.removeEventListener(type, stop);
    };
    const observer = new MutationObserver(() => {
      if (tryScroll()) stop();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(stop, HASH_WAIT_MS);
    for (const type of USER_INPUT_EVENTS) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [pathname, hash]);

  return null;
}
