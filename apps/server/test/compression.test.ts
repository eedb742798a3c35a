import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../web/src/tooling/precompress.ts';
import { COMPRESSIBLE_TYPES, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MovableClock } from '../src/lib/clock.ts';
import { preferredEncoding } from '../src/plugins/static-web.ts';
import { MemoryMailer, clientHeaders, freshDatabase } from './helper.ts';

/**
 * Issue 13 "Assets" (decision 049): built text files go out precompressed (br > gzip > identity by
 * Accept-Encoding, Vary on every answer), the area pages too, and JSON answers over 1 KB are
 * compressed on the fly. A small built web is made here, so the test needs no `npm run build:web`.
 */

const dist = mkdtempSync(join(tmpdir(), 'parla-web-'));
mkdirSync(join(dist, 'assets'));
// Real text of the size of a chunk: the error catalogue's source, as a script.
const script = `export const catalogue = ${JSON.stringify(readFileSync(new URL('../../../packages/contracts/src/errors.ts', import.meta.url), 'utf8'))};\n`;
writeFileSync(join(dist, 'assets', 'errors-Ab12Cd34.js'), script);
writeFileSync(join(dist, 'assets', 'tiny-Ef56Gh78.js'), 'export const x = 1;\n');
writeFileSync(
  join(dist, 'learn.html'),
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Parla</title><script type="module" src="/assets/errors-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>\n',
);
const precompressed = await precompressDir(dist);

const database = await freshDatabase();
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'off' });
const app = await buildApp({ config, database, clock: new MovableClock(), mailer: new MemoryMailer(), web: true, webDist: dist });
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
  await database.drop();
  rmSync(dist, { recursive: true, force: true });
});

const decode = (encoding: unknown, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;

describe('the build step', () => {
  it('writes .br and .gz beside files of 1 KB or more, and leaves small files alone', () => {
    const big = precompressed.find((r) => r.file.endsWith('errors-Ab12Cd34.js'));
    expect(big?.br).toBeLessThan(big?.gz ?? 0);
    expect(big?.gz).toBeLessThan(script.length);
    const tiny = precompressed.find((r) => r.file.endsWith('tiny-Ef56Gh78.js'));
    expect(tiny).toBeDefined();
    expect([tiny?.br, tiny?.gz]).toEqual([undefined, undefined]);
    expect(existsSync(join(dist, 'assets', 'tiny-Ef56Gh78.js.br'))).toBe(false);
  });
});

describe('built assets', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" is answered with %s', async (acceptEncoding, expected) => {
    const response = await app.inject({ method: 'GET', url: '/assets/errors-Ab12Cd34.js', headers: { 'accept-encoding': acceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = response.rawPayload;
    expect(Number(response.headers['content-length'])).toBe(body.length);
    expect(decode(expected, body).toString('utf8')).toBe(script);
  });

  it('a file too small to compress is sent as it is', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/tiny-Ef56Gh78.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('export const x = 1;\n');
  });
});

describe('area pages (the SPA fallback)', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('Accept-Encoding "%s": %s, not cached, Vary', async (acceptEncoding, expected) => {
    const response = await app.inject({ method: 'GET', url: '/en/login', headers: { 'accept-encoding': acceptEncoding } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(expected);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const html = decode(expected, response.rawPayload).toString('utf8');
    expect(html).toContain('<head><script src="/runtime-config.js"></script>');
    expect(html).toContain('/assets/errors-Ab12Cd34.js');
  });
});

describe('JSON answers', () => {
  const bigQuery = '{ __schema { types { name kind } } }';

  it('a GraphQL answer over 1 KB is compressed, over POST and GET', async () => {
    const post = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...clientHeaders, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      payload: { query: bigQuery },
    });
    expect(post.statusCode).toBe(200);
    expect(post.headers['content-encoding']).toBe('br');
    expect(String(post.headers.vary).toLowerCase()).toContain('accept-encoding');
    const types = JSON.parse(brotliDecompressSync(post.rawPayload).toString('utf8')).data.__schema.types;
    expect(types.length).toBeGreaterThan(50);

    const get = await app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent(bigQuery)}`,
      headers: { ...clientHeaders, 'accept-encoding': 'gzip' },
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(get.rawPayload).toString('utf8')).data.__schema.types).toEqual(types);
  });

  it('a small answer is not compressed', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...clientHeaders, 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      payload: { query: '{ __typename }' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('never compresses event streams, PDFs or images; JSON and text yes', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/graphql-response+json',
      'text/html; charset=utf-8',
      'text/calendar',
    ])
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(true);
    for (const type of ['text/event-stream', 'application/pdf', 'image/png', 'application/octet-stream'])
      expect(COMPRESSIBLE_TYPES.test(type), type).toBe(false);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'br'],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['br;q=0, *;q=0.1', 'gzip'],
    ['deflate', 'identity'],
    [undefined, 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
