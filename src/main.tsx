import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { splitLocalePath } from './config/locales';
import { yieldToBrowser } from './lib/yield-to-browser';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Each page is prerendered for its bare path. A URL with a query (?tab=, ?q=, ?location=) renders differently
// from that HTML, so it is rendered afresh (React replaces the prerendered markup on its first commit) rather
// than hydrated into a mismatch. Bare paths hydrate; their lazy page hydrates as its chunk arrives.
// Both run in a transition: React then works in slices of a few milliseconds and yields to the browser between
// them (a tap, a scroll, a paint), instead of one long task; the prerendered page is on screen meanwhile. Both
// also start in a task of their own (yieldToBrowser), so React's first slice doesn't lengthen the task that
// evaluated this bundle (docs/decisions/0011-first-paint-tbt.md).
if (container.hasChildNodes() && window.location.search === '') {
  // A page in another language hydrates once its translation is loaded, so the first render matches the
  // prerendered words (if it can't load, React renders the English words over them); an English page has
  // nothing to wait for.
  const { pathname } = window.location;
  const translated = splitLocalePath(pathname).locale === 'en' ? Promise.resolve() : preloadPage(pathname);
  void translated
    .catch(() => undefined)
    .then(yieldToBrowser)
    .then(() => {
      startTransition(() => {
        hydrateRoot(container, <App />);
      });
    });
} else {
  // The page's code (and, for /search?q=, the search engine) loads first, while the prerendered markup stays on
  // screen: React's first commit is then the finished page, with no loading screen in between and no layout
  // shift as it fills in. A failed load renders anyway; the page's own boundary reports the error.
  const render = () => {
    const root = createRoot(container);
    startTransition(() => root.render(<App />));
  };
  preloadPage(window.location.pathname).then(yieldToBrowser).then(render, render);
}

// Offline support: register the service worker once the page has loaded, in production builds only. The built
// pages load this script after their first paint, often after the load event (scripts/prerender.mjs).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void import('./app/register-sw');
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
