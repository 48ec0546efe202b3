import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Imports flow one way (STYLE.md convention 5): shared (lib, config, content, core, components) -> features
// -> app. No feature imports another feature; core is pure TypeScript shared with the Deno edge function.
const FEATURES = ['search', 'chat', 'feedback', 'translate', 'vet-directory'];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-ssr', 'coverage', 'node_modules', 'test-results', 'playwright-report', 'supabase/**', '.local'],
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
            // Features and shared code never import the app.
            { target: './src/features', from: './src/app' },
            {
              target: ['./src/components', './src/content', './src/core', './src/config', './src/lib'],
              from: ['./src/features', './src/app'],
            },
            // The core runs in Deno too: only core and content, never UI, config (import.meta.env) or lib.
            {
              target: './src/core',
              from: ['./src/components', './src/config', './src/lib', './src/features', './src/app'],
            },
            { target: './src/content', from: ['./src/components', './src/lib'] },
            // Content may name the search entry type (the guide index), nothing else from the core.
            { target: './src/content', from: './src/core', except: ['./search/types.ts'] },
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
    // The core is shared with Deno: relative imports with .ts extensions, no path aliases, no DOM globals.
    files: ['src/core/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*'], message: 'The core uses relative imports (Deno shares it).' }] }],
      'no-restricted-syntax': ['error', { selector: 'MetaProperty', message: 'No import.meta in the core (Deno shares it).' }],
    },
  },
);
