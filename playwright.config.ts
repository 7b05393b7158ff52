import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { E2E_SMTP_PORT } from './e2e/mail';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? `/tmp/pb-e2e-${PORT}`;

/**
 * Specs that read a camera's frames as they come (a QR code filmed by the fake camera): they run alone, after the
 * others, as a busy machine drops frames a phone would not.
 */
const ALONE = ['**/scan-join.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two spec files at a time: one keeps a two-core machine under half busy (the specs wait on screens, sockets and
  // timers); E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A test's timeout only tells a hung test from a slow one: five minutes, as a busy machine can take several times
  // a quiet one's minute. A spec that needs more sets its own.
  timeout: 300_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // The ten slowest spec files, printed at the end of every run: where the suite's time goes.
  reportSlowTests: { max: 10, threshold: 0 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // No trace: recording one films every page of every context, which took half of each test's time on two cores
    // and nobody reads a CI run's. To keep a failure's: npx playwright test --trace retain-on-failure.
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: ALONE, use: { ...devices['Desktop Chrome'] } },
    // After the others, one file at a time, on an otherwise idle machine (alone: `npx playwright test
    // e2e/scan-join.spec.ts --no-deps`).
    {
      name: 'alone',
      testMatch: ALONE,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  // An SMTP server the app mails to (registration's verification links, password resets): e2e/mail.ts.
  globalSetup: './e2e/mail.ts',
  webServer: {
    // The built app, as `npm start` serves it, on a fresh data directory.
    command: `rm -rf ${E2E_DATA_DIR} && node apps/server/dist/main.js`,
    url: `http://localhost:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '200',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // Sending mail needs PUBLIC_URL (mailed links are built from it), and a public server names its checkout.
      PUBLIC_URL: `http://localhost:${PORT}`,
      PAYMENT_PROVIDER: 'local',
      // The suite's specs predate the safety check; e2e/safety-hold.spec.ts runs a server of its own with it on.
      SAFETY_CHECK_DEFAULT: 'off',
    },
  },
});
