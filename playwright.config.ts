/** End-to-end tests in Debian's Chromium against both apps on a fresh embedded database. */
import { defineConfig } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from './scripts/chromium'
import { E2E_BASE_URL } from './tests/e2e/ports'

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // A test is a shopper's whole path through both apps; on a busy two-core machine (CI) some take 30-40 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node_modules/.bin/tsx scripts/e2e-server.ts',
    url: `${E2E_BASE_URL}/`,
    timeout: 15 * 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
})
