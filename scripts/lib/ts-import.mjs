// Loading one of the site's TypeScript modules from a Node 20 script: Vite's `runnerImport` (the module runner that
// loads vite.config.ts) transforms it and what it imports, with no extra package. Scripts use it to share a rule
// with the site (a phone number's shape, the feedback form's schema) instead of keeping a copy.
import { join } from 'node:path';
import { runnerImport } from 'vite';

/** The module at `path` (relative to the project root). */
export async function importTs(root, path) {
  const { module } = await runnerImport(join(root, path), { root, configFile: false, logLevel: 'error' });
  return module;
}
