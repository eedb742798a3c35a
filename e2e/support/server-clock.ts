import type { APIRequestContext } from '@playwright/test';
import { E2E_RELEASE_ID } from './run-env.ts';

/** The server's clock in ms (it runs ahead of or behind the machine's when a test moved it). */
export async function serverNow(api: APIRequestContext): Promise<number> {
  const response = await api.get('/dev/clock', { headers: { 'X-Release-Id': E2E_RELEASE_ID } });
  if (!response.ok()) throw new Error(`GET /dev/clock answered ${response.status()}: ${await response.text()}`);
  return Date.parse(((await response.json()) as { now: string }).now);
}
