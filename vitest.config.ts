import { defineConfig } from 'vitest/config';
import { reactWithCompiler } from './apps/web/react-plugin';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

// API tests run on embedded PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const serverEngines = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      // The repository's own checks (lint rules, scripts/).
      { test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], testTimeout: 60_000 } },
      ...serverEngines.map((engine) => ({
        test: {
          name: `server-${engine}`,
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/server/tools/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
          ],
          globalSetup: ['apps/server/test/global-setup.ts'],
          env: { TEST_ENGINE: engine },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        plugins: [reactWithCompiler()],
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'],
          environment: './apps/web/src/test/jsdom-environment.ts',
          setupFiles: ['apps/web/src/test/setup.ts'],
          css: false,
          // Forms are typed keystroke by keystroke (docs: README, Tests); on a loaded 2-core CI a long
          // form takes more than Vitest's default 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
