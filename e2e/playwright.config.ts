import { defineConfig } from '@playwright/test';

// The browser tests drive the system Chromium (Debian package `chromium`); nothing is downloaded.
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Spec files whose tests change only accounts of their own (`signInAsNewUser`, registered users) or
 * a visitor's view, or only read pages without counting on what they show (accessibility: axe on
 * every page as each demo role): they run side by side against one server (docs/decisions/268).
 * Every other spec changes or counts the demo accounts' data (a wallet, a queue, an unread badge)
 * and runs one test at a time beside them. A spec joins this list only when none of its tests
 * changes or counts a demo account's data, and none counts on real time passing slowly (a test
 * that moves the page's timers pauses the page's clock first, as honest-screens does).
 */
const SIDE_BY_SIDE = [
  'accessibility',
  'accounts',
  'api-tokens',
  'billing-details',
  'demo-outbox',
  'first-load',
  'honest-screens',
  'invoices-tax',
  'notifications',
  'webhooks',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  // One test of the demo accounts and one of the side-by-side specs at a time, or two of the latter:
  // measured best on two cores (docs/decisions/268).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Sized for the whole run on two busy cores, where a test takes two to four times what it takes
  // alone: a wait for a state, never a measure of speed (docs/decisions/287).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'side-by-side', testMatch: SIDE_BY_SIDE, fullyParallel: true },
    { name: 'demo-accounts', testIgnore: SIDE_BY_SIDE, fullyParallel: false, workers: 1 },
  ],
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
});
