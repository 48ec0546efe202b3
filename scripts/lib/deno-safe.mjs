// What the chat Edge Function may import from this repository: files held to the Deno-safe rules (relative imports
// with .ts extensions, no path aliases, no import.meta, no DOM). ESLint applies those rules to these paths and
// scripts/check-function.mjs fails when the function's import graph leaves them. A path ending in "/" is a folder.
export const DENO_SAFE_ROOTS = [
  'src/core/',
  'src/composition/',
  'src/content/',
  'src/config/routes.ts',
  'src/config/guide-link.ts',
  'src/generated/',
  'supabase/functions/',
];
