import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * Debian's Chromium in its old headless shell (package chromium-headless-shell, the same Blink
 * as /usr/bin/chromium without the browser's UI and GPU process: what Playwright itself runs for
 * headless tests), else the full browser in its new headless mode (decision 042).
 */
export const CHROMIUM_PATH = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
)!;

/** The flags this machine needs (ARCHITECTURE §10). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Two workers on two cores, each with its Chromium and the portal between them, are CPU-bound:
  // a journey that takes 30–45 s alone takes 60–90 s beside another on a busy host. A limit,
  // not a target: a test that hangs still fails.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: BASE_URL,
    locale: 'uk-UA',
    viewport: { width: 1440, height: 900 },
    // Recording a trace of every test (DOM snapshots at each action) took a third of the suite's
    // CPU on two cores. A failed test's retry records one; E2E_TRACE=1 records every test and
    // keeps the traces of those that fail.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // A fresh embedded database for every run, the built portal, the local mail/SMS stand-ins.
    command: `rm -rf ../.tmp/e2e-data-${PORT} && node ${SERVER_NODE_FLAGS.join(' ')} ../apps/server/dist/server.js`,
    url: `${BASE_URL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      APP_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: `../.tmp/e2e-data-${PORT}`,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: BASE_URL,
      // Every test registers from 127.0.0.1: the per-address limit (decision 019) would close
      // registration after the tenth account. Its own tests are in the API suite.
      NEW_ACCOUNTS_PER_ADDRESS: '100000',
      // Issue 28: the fake report provider has a report ready as soon as it is ordered (20 s by
      // default). The order still reads 'in production' until someone asks: the job after a
      // minute, or 'Refresh statuses' (once a minute), which infoproff.spec presses once the
      // provider has the order.
      INFOPROFF_FAKE_DELAY_MS: '0',
    },
  },
});
