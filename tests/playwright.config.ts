import { defineConfig, devices } from '@playwright/test';
import { CUSTOM_DOMAIN, TEST_PORT } from './support/demo';

// The dealer feed's admin key for the test server (web/src/vehicles/changes/vehicle-change-route.ts); the
// test server and the journeys both read it from this process's environment.
process.env.VEHICLE_ADMIN_API_KEY ??= 'journey-vehicle-admin-key';

// The test server stands behind one trusted proxy hop, as behind a load balancer: each worker
// process (this file loads in each) plays its own client, so the rate limits of the lead forms
// (web/src/server/rate-limits) count each worker's submissions apart, and no run inherits the
// counters of an earlier run on the same data folder.
process.env.TRUSTED_PROXY_HOPS ??= '1';
// Absolute links the app builds for a demo site (sitemaps, links in leads) name the port it serves.
process.env.PORT = String(TEST_PORT);
const workerAddress = `198.18.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
process.env.JOURNEY_CLIENT_ADDRESS = workerAddress;

// Debian's Chromium: Playwright's own browser download needs the internet, which CI does not have.
const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const ISOLATED_JOURNEYS = [/instances\.spec\.ts$/, /route-cache(-pages|-css)?\.spec\.ts$/];
const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: './journeys',
  fullyParallel: true,
  workers: 2,
  // A flaky journey is fixed, not retried: a retry hides the failure it would have shown.
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${TEST_PORT}`,
    extraHTTPHeaders: { 'x-forwarded-for': workerAddress },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // Lets the browser reach a tenant's custom domain on this machine, as DNS would in production.
        `--host-resolver-rules=MAP ${CUSTOM_DOMAIN} 127.0.0.1`,
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: ISOLATED_JOURNEYS, use: desktopChromium },
    // Journeys that read the page cache's state (a HIT, the same bytes twice) or give an instance
    // one second to follow a change run last, one at a time: a price change or a publish from a
    // journey running beside them expires the pages they compare, and the load of a second worker
    // (a browser, renders) is what the instances journey's second would then measure. Skipped
    // (and reported as not run) when a journey before them failed.
    { name: 'isolated', testMatch: ISOLATED_JOURNEYS, dependencies: ['chromium'], workers: 1, use: desktopChromium },
  ],
  webServer: {
    command: `node_modules/.bin/next start -p ${TEST_PORT}`,
    cwd: '../web',
    url: `http://127.0.0.1:${TEST_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
