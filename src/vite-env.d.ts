/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

/** Number of NYC vets in the directory, computed at build time from src/content/vets.ts (vite.config.ts). */
declare const __NYC_VET_COUNT__: number;
