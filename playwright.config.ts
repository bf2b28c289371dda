import { defineConfig } from '@playwright/test';
import { e2eStack } from './e2e/support/stack';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.mjs';

/**
 * Cross-remote tests in Debian's Chromium against the production builds, served exactly as
 * `npm start` serves them (own origin per app) but on PORT_OFFSET 100 with a fresh database.
 * With E2E_STATIC_SERVER=nginx the front end is served by nginx (`npm test` runs NGINX_SPECS so).
 */
const run = e2eStack.staticServer === 'nginx' ? '-nginx' : '';
export default defineConfig({
  testDir: './e2e/tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: `test-results/e2e-artifacts-${e2eStack.offset}${run}`,
  reporter: [['list'], ['json', { outputFile: `test-results/e2e-results${run}.json` }]],
  use: {
    baseURL: e2eStack.hostUrl,
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
    // The host's service worker is tested in pwa.spec.ts; elsewhere every request reaches the
    // network (byte counts, page.route faults) as in a first visit.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node scripts/serve-all.mjs',
    url: `${e2eStack.apiUrl}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    env: e2eStack.serverEnv,
  },
});
