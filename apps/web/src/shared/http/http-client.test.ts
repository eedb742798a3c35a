import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, type HttpClientDeps } from './http-client.ts';
import { HttpError } from './http-error.ts';
import { extractMessages } from './messages.ts';
import { needsRefresh } from './token-refresh.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(responses: Array<Response | Error>, overrides: Partial<HttpClientDeps> = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const delays: number[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = responses.length > 1 ? responses.shift() : responses[0];
    if (next instanceof Error) throw next;
    return (next as Response).clone();
  });
  const deps: HttpClientDeps = {
    fetch: fetchMock as unknown as typeof fetch,
    sleep: async (ms) => {
      delays.push(ms);
    },
    now: () => 1_000_000,
    readExpiryCookie: () => undefined,
    locale: () => 'de',
    releaseId: () => 'rel-1',
    onUnauthorized: vi.fn(),
    notify: vi.fn(),
    ...overrides,
  };
  return { client: createHttpClient(deps), calls, delays, deps };
}

describe('http client', () => {
  it('sends credentials and the conventional headers', async () => {
    const { client, calls } = setup([json(200, { ok: true })]);
    await client.post('/api/x', { a: 1 });
    const init = calls[0].init;
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Locale': 'de',
      'X-Requested-With': 'XMLHttpRequest',
      'X-Release-Id': 'rel-1',
    });
    expect(init.body).toBe('{"a":1}');
  });

  it('retries a GET up to 3 attempts with a doubling delay', async () => {
    const { client, calls, delays } = setup([json(503, {})]);
    await expect(client.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(calls).toHaveLength(3);
    expect(delays).toEqual([1000, 2000]);
  });

  it('retries network failures and succeeds', async () => {
    const { client, calls } = setup([new TypeError('offline'), json(200, { v: 1 })]);
    await expect(client.get('/api/x')).resolves.toEqual({ v: 1 });
    expect(calls).toHaveLength(2);
  });

  it('tries other methods once', async () => {
    const { client, calls } = setup([json(500, {})]);
    await expect(client.post('/api/x', {})).rejects.toMatchObject({ status: 500 });
    expect(calls).toHaveLength(1);
  });

  it('fails at once on 404', async () => {
    const { client, calls } = setup([json(404, { code: 'not_found', message: 'Not found.' })]);
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 404, message: 'Not found.' });
    expect(calls).toHaveLength(1);
  });

  it('calls the unauthorized handler on 401 and does not retry', async () => {
    const { client, calls, deps } = setup([json(401, { code: 'unauthenticated' })]);
    await expect(client.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats 403 as unauthorized, but not a CSRF refusal', async () => {
    const forbidden = setup([json(403, { code: 'forbidden' })]);
    await expect(forbidden.client.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    expect(forbidden.deps.onUnauthorized).toHaveBeenCalledTimes(1);
    const csrf = setup([json(403, { code: 'csrf', message: 'Invalid CSRF token.' })]);
    await expect(csrf.client.post('/api/x')).rejects.toMatchObject({ message: 'Invalid CSRF token.' });
    expect(csrf.deps.onUnauthorized).not.toHaveBeenCalled();
  });

  it('never retries login checks and leaves their 401 to the form', async () => {
    const { client, calls, deps } = setup([
      json(401, { code: 'bad_credentials', message: 'The email address or password you entered is incorrect.' }),
    ]);
    await expect(client.post('/api/login_check', {}, { loginCheck: true })).rejects.toMatchObject({
      message: 'The email address or password you entered is incorrect.',
    });
    expect(calls).toHaveLength(1);
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
    const down = setup([json(503, {})]);
    await expect(down.client.get('/api/security_check', { loginCheck: true })).rejects.toMatchObject({ status: 503 });
    expect(down.calls).toHaveLength(1);
  });

  it('rejects non-JSON answers but accepts 204', async () => {
    const html = setup([new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } })]);
    await expect(html.client.get('/api/x')).rejects.toBeInstanceOf(HttpError);
    const empty = setup([new Response(null, { status: 204 })]);
    await expect(empty.client.put('/api/x', {})).resolves.toBeUndefined();
  });

  it('pushes response messages to the feed', async () => {
    const { client, deps } = setup([json(200, { messages: ['Saved.', { type: 'info', text: 'Note' }] })]);
    await client.patch('/api/x', {});
    expect(deps.notify).toHaveBeenCalledWith({ type: 'success', text: 'Saved.' });
    expect(deps.notify).toHaveBeenCalledWith({ type: 'info', text: 'Note' });
  });

  it('refreshes first when the token expires within a minute, once for concurrent calls', async () => {
    const { client, calls } = setup([json(200, {})], { readExpiryCookie: () => String(1_000_000 + 59_000) });
    await Promise.all([client.get('/api/a'), client.get('/api/b')]);
    expect(calls.map((c) => c.url)).toEqual(['/api/token/refresh', '/api/a', '/api/b']);
  });

  it('does not refresh before login or with time to spare', async () => {
    const login = setup([json(200, {})], { readExpiryCookie: () => String(1_000_000) });
    await login.client.post('/api/login_check', {}, { loginCheck: true });
    expect(login.calls.map((c) => c.url)).toEqual(['/api/login_check']);
    const fresh = setup([json(200, {})], { readExpiryCookie: () => String(1_000_000 + 61_000) });
    await fresh.client.get('/api/a');
    expect(fresh.calls.map((c) => c.url)).toEqual(['/api/a']);
  });
});

describe('refresh threshold', () => {
  it('is one minute, past expiry included, and needs the cookie', () => {
    expect(needsRefresh('160000', 100_000)).toBe(true);
    expect(needsRefresh('160001', 100_000)).toBe(false);
    expect(needsRefresh('50000', 100_000)).toBe(true);
    expect(needsRefresh(undefined, 100_000)).toBe(false);
  });
});

describe('extractMessages', () => {
  it('types bare strings by outcome', () => {
    expect(extractMessages({ messages: ['x'] }, false)).toEqual([{ type: 'error', text: 'x' }]);
    expect(extractMessages({ message: 'x' }, true)).toEqual([]);
  });
});
