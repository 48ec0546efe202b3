import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * How long to wait for a lazily loaded page to render the element a #hash names. Generous, because on a slow
 * phone connection the page's chunk can take several seconds (3 s lost deep links on a throttled network);
 * the wait ends early if the person starts scrolling or typing themselves.
 */
const HASH_WAIT_MS = 20_000;
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
      USER_INPUT_EVENTS.forEach((type) => window.removeEventListener(type, stop));
    };
    const observer = new MutationObserver(() => {
      if (tryScroll()) stop();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(stop, HASH_WAIT_MS);
    USER_INPUT_EVENTS.forEach((type) => window.addEventListener(type, stop, { passive: true }));
    return stop;
  }, [pathname, hash]);

  return null;
}
