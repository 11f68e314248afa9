import {defineConfig, devices} from '@playwright/test';

const PORT = Number(process.env.SITE_PORT ?? 4173);

/**
 * Browser tests run against the production build served over HTTP, in the
 * machine's own Chromium (never a downloaded one).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: {timeout: 7_000},
  reporter: [['list'], ['json', {outputFile: 'reports/playwright.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A failed test keeps its trace (actions, console, network) and a screenshot of the moment it
    // failed. DOM snapshots and a screencast at every action are left out: on this machine's two
    // cores they made the action-heavy specs about 30 % slower (docs-dev/testing.md, "Suite time").
    trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false},
    screenshot: 'only-on-failure',
    // The site registers a service worker once a page is idle (offline
    // reading, docs-dev/offline.md). Each test has a fresh context, so no
    // worker outlives its test, but within a test one would answer requests
    // that page.route() then never sees: every spec runs without it but the
    // offline specs, which allow it (test.use({serviceWorkers: 'allow'})).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      // The machine has no network beyond localhost; keep Chromium from trying.
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx docusaurus serve --port ${PORT} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
