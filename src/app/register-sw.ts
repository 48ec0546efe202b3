import { registerSW } from 'virtual:pwa-register';

// Loaded after the page has loaded (main.tsx), never in the critical path. The service worker precaches the
// emergency pages so they open with no signal; `autoUpdate` swaps in a new version on the next navigation.
registerSW({ immediate: true });
