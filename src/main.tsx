import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// Prerendered pages hydrate (their lazy chunks hydrate as they arrive); a bare shell renders from scratch.
if (container.hasChildNodes()) hydrateRoot(container, <App />);
else createRoot(container).render(<App />);

// Offline support: register the service worker once the page is idle, in production builds only.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => void import('./app/register-sw'), { once: true });
}
