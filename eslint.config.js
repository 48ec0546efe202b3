import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { DENO_SAFE_ROOTS } from './scripts/lib/deno-safe.mjs';

// Imports flow one way (docs/conventions.md #5): shared (lib, config, content, core, components) -> features
// -> app. No feature imports another feature; core is pure TypeScript shared with the Deno edge function.
const FEATURES = ['search', 'chat', 'feedback', 'translate', 'vet-directory', 'checker'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'coverage',
      'node_modules',
      'test-results',
      'playwright-report',
      'supabase/**',
      '.local',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Features never import another feature.
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
            })),
            // Features and shared code never import the app; shared code never imports a feature or the composition.
            { target: './src/features', from: './src/app' },
            {
              target: ['./src/components', './src/content', './src/core', './src/config', './src/lib'],
              from: ['./src/features', './src/app', './src/composition'],
            },
            // The core is pure logic that takes its data as input: it never reads content (only the composition
            // module wires the site's data in), and it runs in Deno too, so no UI, config (import.meta.env) or lib.
            {
              target: './src/core',
              from: ['./src/content', './src/components', './src/config', './src/lib', './src/features', './src/app'],
            },
            // The composition module wires content into the core, and is imported by features and the function.
            { target: './src/composition', from: ['./src/components', './src/lib', './src/features', './src/app'] },
            { target: './src/content', from: ['./src/components', './src/lib'] },
            // Content is data: it may name a core type for its shape, use the one phone rule, read a guide link's
            // page and quote the chat's own spec words (the widget's greeting and toast), nothing else.
            {
              target: './src/content',
              from: './src/core',
              except: [
                './search/types.ts',
                './reply-copy.ts',
                './phone.ts',
                './search/links.ts',
                './triage/types.ts',
                './chat-copy.ts',
              ],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    // Tests of the core may check it against the site's real data, through the composition module.
    files: ['src/core/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Everything the chat function may import is shared with Deno (scripts/lib/deno-safe.mjs): relative imports
    // with .ts extensions, no path aliases, no import.meta, no DOM globals.
    files: DENO_SAFE_ROOTS.map((r) => (r.endsWith('/') ? `${r}**/*.ts` : r)),
    ignores: ['**/*.test.ts', 'supabase/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*'], message: 'Deno shares this file: use a relative import.' }] },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: 'MetaProperty', message: 'No import.meta here (Deno shares this file).' },
      ],
    },
  },
);
