import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4310);
// The server's data directory, chosen here so that the tests can read its outbox (the e-mail it
// writes without SMTP_URL). Set once by the runner: its workers inherit the variable.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `portal-e2e-${port}-${process.pid}`);

/**
 * Browser tests drive the real built app, served by the real server (SQLite, demo accounts) on
 * its own port and a fresh data directory, in Debian's Chromium: Playwright never downloads one.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI, traced: a 2-core machine running two browsers, the server and axe has
  // moments where a page takes several times its usual second; a test that fails twice fails.
  retries: process.env.CI ? 1 : 0,
  // Generous for the same reason.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test costs a third of the CPU; only the retry is traced.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1920, height: 1080 } } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/docs/json`,
    env: { PORT: String(port), E2E_DATA_DIR: process.env.E2E_DATA_DIR },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
