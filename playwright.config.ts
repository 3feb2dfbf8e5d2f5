// Browser tests against the production build, started the way the README says, on a throwaway data dir.
import { defineConfig, devices } from '@playwright/test';
import { E2E_MAILBOX_KEY } from './e2e/support/e2e-mailbox-key';

const PORT = Number(process.env.E2E_PORT || 3100);
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    // The journey and the accessibility sweep again on a phone: 390 px wide, touch, mobile layout (drawer).
    // Tests tagged @desktop-only need one run: the desktop project's.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: /(journey|a11y|shopper-fit)\.spec\.ts$/,
      grepInvert: /@desktop-only/,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${PORT}/api/v1/shop/settings`,
    timeout: 300_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR || '.data-e2e',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // The tests read the kept mail with the same key (e2e/support/e2e-mailbox-key.ts).
      MAILBOX_KEY: E2E_MAILBOX_KEY,
      // The whole suite is one client (every request comes from this machine's own address) registering dozens
      // of shoppers within minutes; the per-client limit of 20 codes an hour would refuse the later ones.
      OTP_SENDS_PER_CLIENT_HOUR: '1000',
      // Every shopper of the browser tests comes from 127.0.0.1.
      ORDER_HOLD_CLIENT_FACTOR: '1000',
      // No daily backup a minute into the suite: it would hold the embedded database while tests run.
      BACKUP_DAILY: 'off',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
