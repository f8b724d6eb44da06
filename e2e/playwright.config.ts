import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Runs the real server (built web app, fresh embedded database with the demo seed) and drives
 * Debian's Chromium: this machine cannot download Playwright's own browsers.
 */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'sessions', testMatch: /sessions\.setup\.ts/ },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      dependencies: ['sessions'],
      testIgnore: /\.setup\.ts/,
    },
  ],
  webServer: {
    command: 'npx tsx e2e/serve-fresh.ts',
    cwd: '..',
    url: `${baseURL}/api/docs/json`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      NODE_ENV: 'test',
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      DATA_DIR: `.tmp/e2e-data-${port}`,
      // The demo bots and the tests' fake bots listen on loopback (docs/features/bots.md).
      BOT_URL_ALLOW_PRIVATE: '127.0.0.1,localhost',
    },
  },
});
