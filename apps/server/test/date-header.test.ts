import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';

/**
 * Decision 110: the web learns the server's time from the Date header and judges the access token's
 * expiry cookie against it, so the header must read the clock that stamps the cookie.
 */
const { app, clock } = await buildTestApp();

describe('the Date header', () => {
  it('reads the app clock, a moved one included, on API answers and on errors', async () => {
    clock.freeze(new Date('2026-03-02T13:30:05.400Z'));
    try {
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.headers.date).toBe('Mon, 02 Mar 2026 13:30:05 GMT');
      const missing = await app.inject({ method: 'GET', url: '/api/no-such-route' });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers.date).toBe('Mon, 02 Mar 2026 13:30:05 GMT');
    } finally {
      clock.reset();
    }
  });
});
