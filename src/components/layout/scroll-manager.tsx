import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a lazily loaded page to render the element a #hash names. */
const HASH_WAIT_MS = 3000;

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
    const observer = new MutationObserver(() => {
      if (tryScroll()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timeout = window.setTimeout(() => observer.disconnect(), HASH_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timeout);
    };
  }, [pathname, hash]);

  return null;
}
