import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSdl } from '../src/graphql/schema.ts';
import { buildTestApp, clientHeaders } from './helper.ts';

const { app, clock } = await buildTestApp();

describe('platform', () => {
  it('answers liveness and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('serves GraphQL', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: clientHeaders,
      payload: { query: '{ serverInfo { releaseId locales } }' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.serverInfo.locales).toContain('br');
  });

  it('refuses a POST without X-Release-Id and a form-encoded POST outside login (CSRF)', async () => {
    const noHeader = await app.inject({ method: 'POST', url: '/graphql', payload: { query: '{ serverInfo { releaseId } }' } });
    expect(noHeader.statusCode).toBe(403);
    expect(noHeader.json().code).toBe('csrf');
    const form = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...clientHeaders, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'query=%7B__typename%7D',
    });
    expect(form.statusCode).toBe(403);
    const textPlain = await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...clientHeaders, 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(textPlain.statusCode).toBe(403);
  });

  it('limits depth, aliases and cost, and hides field suggestions', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: serverInfo { releaseId }`).join(' ');
    const tooMany = await app.inject({ method: 'POST', url: '/graphql', headers: clientHeaders, payload: { query: `{ ${aliases} }` } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors[0].message).toMatch(/too many aliases/);
    const typo = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: clientHeaders,
      payload: { query: '{ serverInf { releaseId } }' },
    });
    expect(typo.statusCode).toBe(400);
    expect(typo.json().errors[0].message).not.toMatch(/Did you mean/);
  });

  it('moves the test clock', async () => {
    const before = clock.now().getTime();
    const res = await app.inject({ method: 'POST', url: '/dev/clock', headers: clientHeaders, payload: { advanceMs: 3_600_000 } });
    expect(new Date(res.json().now).getTime() - before).toBeGreaterThanOrEqual(3_600_000);
    clock.reset();
  });

  it('refuses a clock move it cannot read (422), and keeps the time', async () => {
    for (const payload of [{ set: 'tomorrow' }, { advanceMs: 'soon' }, { advanceMs: 1.5 }, [1]]) {
      const res = await app.inject({ method: 'POST', url: '/dev/clock', headers: clientHeaders, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('validation_failed');
    }
    expect(Number.isNaN(clock.now().getTime())).toBe(false);
    expect(clock.offset).toBe(0);
  });

  it('keeps schema.graphql current', () => {
    const committed = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');
    expect(committed, 'run `npm run schema:print` and commit schema.graphql').toBe(printSdl());
  });
});
