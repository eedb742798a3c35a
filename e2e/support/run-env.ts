/**
 * What global setup tells the test workers. Playwright starts the workers after global
 * setup has run, and they inherit its process.env: that is the channel.
 */
export const RUN_ENV = {
  baseUrl: 'PARLA_E2E_BASE_URL',
  mailDir: 'PARLA_E2E_MAIL_DIR',
  runDir: 'PARLA_E2E_RUN_DIR',
} as const;

/** The value of X-Release-Id the server is started with and the `api` fixture sends. */
export const E2E_RELEASE_ID = 'e2e';

export function runEnv(name: keyof typeof RUN_ENV): string {
  const value = process.env[RUN_ENV[name]];
  if (!value) throw new Error(`${RUN_ENV[name]} is not set: run the suite with \`npx playwright test\` (global setup sets it).`);
  return value;
}
