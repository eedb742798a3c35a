import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp } from './identity-requests.ts';
import { buildUser } from './factories/index.ts';

const WRONG = 'Wrong-Password-123';
const PROXY = '10.9.0.5';

// Two apps: the default (no trusted proxy) and one behind a proxy named in TRUST_PROXY.
const plain = await buildIdentityTestApp();
const proxied = await buildIdentityTestApp({ trustProxy: ['10.9.0.0/16'] });

function loginVia(app: FastifyInstance, email: string, password: string, remoteAddress: string, forwardedFor: string) {
  return app.inject({
    method: 'POST',
    url: '/api/login_check',
    headers: { ...clientHeaders, 'x-forwarded-for': forwardedFor },
    remoteAddress,
    payload: { _username: email, _password: password },
  });
}

describe('X-Forwarded-For (TRUST_PROXY)', () => {
  it('is ignored from an untrusted client: rotating it does not escape the login throttle', async () => {
    const user = await buildUser(plain.app);
    for (let i = 1; i <= 5; i++) {
      expect((await loginVia(plain.app, user.email, WRONG, '203.0.113.50', `198.51.100.${i}`)).statusCode).toBe(401);
    }
    const next = await loginVia(plain.app, user.email, WRONG, '203.0.113.50', '198.51.100.99');
    expect(next.statusCode).toBe(429);
    expect(next.json().code).toBe('too_many_login_attempts');
  });

  it('is honoured from a trusted proxy: each forwarded client has its own count', async () => {
    const user = await buildUser(proxied.app);
    for (let i = 1; i <= 6; i++) {
      expect((await loginVia(proxied.app, user.email, WRONG, PROXY, `198.51.100.${i}`)).statusCode).toBe(401);
    }
    // A proxy outside the list is not believed either.
    for (let i = 1; i <= 5; i++) await loginVia(proxied.app, user.email, WRONG, '203.0.113.60', `198.51.100.${10 + i}`);
    expect((await loginVia(proxied.app, user.email, WRONG, '203.0.113.60', '198.51.100.77')).statusCode).toBe(429);
  });
});
