import { test } from '@playwright/test';

/**
 * What global setup tells the test workers. Playwright starts the workers after global
 * setup has run, and they inherit its process.env: that is the channel. Each of the run's two
 * servers (decision 106) has its own set: the clock project's names end in `_CLOCK`.
 */
export const RUN_ENV = {
  baseUrl: 'PARLA_E2E_BASE_URL',
  mailDir: 'PARLA_E2E_MAIL_DIR',
  runDir: 'PARLA_E2E_RUN_DIR',
} as const;

/** The Playwright project whose specs move the server clock; it has a server of its own. */
export const CLOCK_PROJECT = 'chromium-clock';

export type RunTarget = 'main' | 'clock';

/** The process.env name of `name` for one of the run's servers. */
export function runEnvName(name: keyof typeof RUN_ENV, target: RunTarget): string {
  return target === 'clock' ? `${RUN_ENV[name]}_CLOCK` : RUN_ENV[name];
}

/** The server the running test talks to: its project's. */
function currentTarget(): RunTarget {
  try {
    return test.info().project.name === CLOCK_PROJECT ? 'clock' : 'main';
  } catch {
    // Outside a test (a worker fixture's set-up, a helper at import time): the main server.
    return 'main';
  }
}

/** The value of X-Release-Id the server is started with and the `api` fixture sends. */
export const E2E_RELEASE_ID = 'e2e';

export function runEnv(name: keyof typeof RUN_ENV): string {
  const key = runEnvName(name, currentTarget());
  const value = process.env[key];
  if (!value) throw new Error(`${key} is not set: run the suite with \`npx playwright test\` (global setup sets it).`);
  return value;
}
