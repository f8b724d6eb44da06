import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// Import zones (docs/architecture.md 'Layers'; ../shared/STYLE.md): checked on the resolved path of every
// import, so a relative path is caught as surely as an alias. Tests compose what they need and are
// left out, as in scripts/folder-cycles.mjs.
const root = fileURLToPath(new URL('.', import.meta.url));
const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url)).filter((name) =>
    statSync(new URL(`${dir}/${name}`, import.meta.url)).isDirectory(),
  );
const zones = (files, list) => ({
  files,
  ignores: ['**/*.test.{ts,tsx}'],
  rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: list }] },
});

// Web: lib and components → features → app; a feature imports no other feature.
const web = 'apps/web/src';
const webFeatures = foldersIn(`${web}/features`);
const webZones = zones(
  [`${web}/**/*.{ts,tsx}`],
  [
    {
      target: [`${web}/lib`, `${web}/components`],
      from: [`${web}/features`, `${web}/app`],
      message: 'Shared code (lib, components) imports no feature and not the app.',
    },
    {
      target: [`${web}/!(app|features|lib|components)/**`, `${web}/*.{ts,tsx}`],
      from: [`${web}/features/**`],
      message: 'Only the app (src/app) imports features.',
    },
    { target: `${web}/features`, from: `${web}/app`, message: 'A feature never imports the app.' },
    ...webFeatures.map((feature) => ({
      target: `${web}/features/${feature}`,
      from: `${web}/features`,
      except: [`./${feature}`],
      message:
        'A feature imports no other feature: shared code goes to lib or components, composition to app.',
    })),
  ],
);

// Server: features sit on the lower layers below; routes are composed by app.ts alone; only routes
// (and the app) touch http/, so services take a plain Caller.
const server = 'apps/server/src';
const lowerLayers = ['db', 'http', 'security', 'storage', 'csv', 'lists', 'ledger', 'realtime'];
const serverFolders = foldersIn(server);
const above = serverFolders.filter((folder) => !lowerLayers.includes(folder));
const serverZones = zones(
  [`${server}/**/*.ts`],
  [
    {
      target: [
        ...lowerLayers.map((layer) => `${server}/${layer}`),
        `${server}/errors.ts`,
        `${server}/config.ts`,
      ],
      from: [...above.map((folder) => `${server}/${folder}`), `${server}/app.ts`, `${server}/main.ts`],
      message: 'A lower layer (db, http, security, storage…) imports no feature.',
    },
    ...serverFolders.map((folder) => ({
      target: `${server}/${folder}`,
      from: [`${server}/**/*-routes.ts`],
      except: [`${root}${server}/${folder}/**`], // globs: matched as absolute paths
      message: "Routes are composed by app.ts: never import another folder's routes.",
    })),
    {
      target: [`${server}/!(http)/**/!(*-routes).ts`, `${server}/!(app).ts`],
      from: `${server}/http`,
      message: 'Only routes (*-routes.ts) and the app wiring import http/; services stay below it.',
    },
  ],
);

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
    // The React Compiler's own rules too: a component that breaks them is left uncompiled, silently
    // (docs/architecture.md, 'What the browser downloads').
    rules: reactHooks.configs['recommended-latest'].rules,
  },
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
  webZones,
  serverZones,
);
