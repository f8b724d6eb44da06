import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
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
  ...webFeatures.map((feature) =>
    forbid(
      [`apps/web/src/features/${feature}/**`],
      ['@/features/*', `!@/features/${feature}`, '@/app/*'],
      'A feature imports only itself and shared code (lib, components).',
    ),
  ),
);
