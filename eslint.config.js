import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

// Web import direction (STYLE.md): lib and components → features → app; no feature imports another.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url));
const forbid = (files, groups, message) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: groups, message }] }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      'data',
      '.tmp',
      'apps/server/drizzle',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  forbid(
    ['apps/web/src/{lib,components}/**'],
    ['@/features/*', '@/app/*'],
    'Shared code must not import features or the app.',
  ),
  // Layers point one way (docs/architecture.md 'Layers'): no import cycle between files, resolved
  // through the TypeScript path aliases. Folder-level loops: `node scripts/folder-cycles.mjs`.
  {
    files: ['{apps,packages}/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': {
        typescript: {
          project: ['packages/domain/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json'],
        },
      },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // The domain is pure rules shared by server and web: no I/O, no framework, nothing of the apps.
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Anchored with regex: a bare 'http' group would also match the domain's own http/ folder.
              regex: '^(node:.*|fs|path|http|https|net|child_process|crypto|os)$',
              message: 'The domain does no I/O: keep Node modules in the apps.',
            },
            {
              group: [
                'fastify*',
                '@fastify/*',
                'drizzle-orm*',
                'pg',
                '@electric-sql/*',
                'react*',
                '@tanstack/*',
                '@mantine/*',
              ],
              message: 'The domain depends on no server or web framework.',
            },
            { group: ['**/apps/**', '@/*'], message: 'The domain never imports an app.' },
          ],
        },
      ],
    },
  },
  // Services take a plain Caller (@panel/domain/auth/caller); only routes and the app touch http/.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'apps/server/src/http/**',
      'apps/server/src/**/*-routes.ts',
      'apps/server/src/app.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/*'],
              message: 'Only routes (*-routes.ts) and the app wiring import http/; services stay below it.',
            },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) =>
    forbid(
      [`apps/web/src/features/${feature}/**`],
      ['@/features/*', `!@/features/${feature}`, '@/app/*'],
      'A feature imports only itself and shared code (lib, components).',
    ),
  ),
);
