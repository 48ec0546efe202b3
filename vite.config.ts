/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { nycVetCount } from './src/content/vets';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // The home page states how many NYC vets the directory lists. Computed here from the directory data, so the
  // home page's first load doesn't carry the whole directory just to count it (ADR 0002).
  define: { __NYC_VET_COUNT__: JSON.stringify(nycVetCount) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    // The budget script (scripts/size.mjs) reads the manifest to find what each route loads.
    manifest: true,
  },
  preview: { port: 4173, strictPort: true, host: '127.0.0.1' },
  server: { port: 5173, host: '127.0.0.1' },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
    restoreMocks: true,
  },
});
