import { existsSync } from 'node:fs';
import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { CLOCK_PROJECT, runEnvName } from './e2e/support/run-env.ts';

const isCI = Boolean(process.env.CI);

/**
 * Debian's Chromium headless shell (`apt-get install chromium-headless-shell`): nothing is
 * downloaded (never `npx playwright install`). It is the build Playwright itself runs headless
 * tests in: the same Blink and V8 without the browser's UI, about a third less CPU per test
 * than `/usr/bin/chromium` in new-headless mode (decision 121).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
// A machine with only the full browser still runs every spec, a little slower.
const chromiumPath = process.env.PARLA_E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

const reporter: ReporterDescription[] = [['list'], ['html', { open: 'never' }]];
// .ci/run asks for a machine-readable report to add up what ran.
if (process.env.PARLA_E2E_JSON_REPORT) reporter.push(['json', { outputFile: process.env.PARLA_E2E_JSON_REPORT }]);

/** Debian's Chromium with fake media devices; the same for both projects. */
const chromium = {
  ...devices['Desktop Chrome'],
  headless: true,
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      // The machine's network is closed: without these Chromium waits on Google services.
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The classroom needs a camera and a microphone.
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  },
};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: isCI,
  // The machine has 2 cores; the server runs beside the browsers.
  workers: Number(process.env.PARLA_E2E_WORKERS ?? 3),
  // One retry in CI, kept because a test that passes only on its retry is reported as flaky by
  // name in .ci/run's closing count ("N passed, M flaky, K failed"), never added to passed
  // (docs/decisions/027).
  retries: isCI ? 1 : 0,
  // A journey visits several pages and runs axe on each while the server and two other browsers share
  // two cores: 30 s was measured too tight under load (29-35 s). Steps still fail after 10 s (expect, action).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    // Set by global setup before the workers start (the port may differ from 3100).
    baseURL: process.env.PARLA_E2E_BASE_URL ?? 'http://localhost:3100',
    locale: 'en-GB',
    timezoneId: 'Europe/Berlin',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    // Every transition in the app honours prefers-reduced-motion; with it, axe never measures a
    // toast's contrast halfway through its fade, and no step waits for an animation to settle.
    reducedMotion: 'reduce',
    navigationTimeout: 15_000,
    // The areas' service workers (issue 20) would serve pages and assets from their caches, and requests
    // they make pass by page.route: the installable-app specs allow them (decision 108), the rest block them.
    serviceWorkers: 'block',
  },
  projects: [
    // The server has one clock. Specs that move it (*.clock.spec.ts) run on a server of their own
    // (global setup starts two, decision 106), one at a time, beside the others: no other test ever
    // reads a moved clock, or the jobs a moved clock ran (overdue logs, renewals). The clock project comes
    // first: Playwright hands a free worker the first queued test that may run, so its long serial
    // line starts at once instead of after the others.
    {
      name: CLOCK_PROJECT,
      testMatch: '**/*.clock.spec.ts',
      // One at a time: a test reads the clock before it moves it (sessions, prices, dates).
      workers: 1,
      use: { ...chromium, baseURL: process.env[runEnvName('baseUrl', 'clock')] ?? 'http://localhost:3150' },
    },
    {
      name: 'chromium',
      testIgnore: '**/*.clock.spec.ts',
      use: chromium,
    },
  ],
});
