import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_METRICS_TOKEN } from './support/metrics';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// One data folder per port, so two runs side by side (E2E_PORT=3200) never share a database or mailbox.
const dataDir = path.join(here, '../.tmp', port === 3100 ? 'e2e-data' : `e2e-data-${port}`);
process.env.E2E_DATA_DIR = dataDir;

/** Browser tests against the built app served by the real API on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(here, '../.tmp/e2e-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? path.join(here, '../.tmp/test-reports/playwright.json'),
      },
    ],
  ],
  use: {
    baseURL,
    // A trace records every step's DOM and screenshot, CPU the database tests beside need in CI,
    // where nobody opens it; locally it is kept for a test that failed.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e-server.mjs',
    cwd: here,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      METRICS_TOKEN: E2E_METRICS_TOKEN,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
