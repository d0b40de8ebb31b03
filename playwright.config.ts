import { defineConfig } from '@playwright/test';
import { assertNodeRuntime } from './scripts/node-runtime.mjs';

assertNodeRuntime();

const SHARED_CUSTOMER = [
  'accessibility-portal.spec.ts',
  'accessibility-portal-keyboard.spec.ts',
  'admin-customers.spec.ts',
  'cart-money.spec.ts',
  'customer-journey.spec.ts',
  'home-points.spec.ts',
  'phone-screens.spec.ts',
].map((file) => `**/${file}`);
const TIMED = ['**/company-orders-speed.spec.ts'];

/** Browser tests run in the system Chromium against the test stack started by scripts/test.mjs. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers, one spec file at a time each: the tests of a file share what their beforeAll made.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.SITE_URL ?? 'http://localhost:4290',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // The specs that change the CHU buyer's one customer (its cart, points, orders and discount) and read
    // them back run one after another, on one worker; the other specs use their own users and data, or
    // only read the demo data, and take the other worker.
    { name: 'client-chu', testMatch: SHARED_CUSTOMER, workers: 1 },
    { name: 'independants', testIgnore: [...SHARED_CUSTOMER, ...TIMED] },
    // Times measured in the page while another browser runs would measure the machine: last, alone.
    { name: 'mesures', testMatch: TIMED, dependencies: ['client-chu', 'independants'] },
  ],
});
