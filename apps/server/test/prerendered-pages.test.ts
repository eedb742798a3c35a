import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MovableClock } from '../src/lib/clock.ts';
import { prerenderedFile } from '../src/plugins/static-web.ts';
import { MemoryMailer, freshDatabase } from './helper.ts';

/**
 * Decision 054: the learn area's landing, login and register pages are rendered at build time
 * (apps/web/scripts/prerender.ts) and sent to signed-out visitors; signed-in visitors and every
 * other path get the client-rendered area page. A small built web is made here.
 */
const dist = mkdtempSync(join(tmpdir(), 'parla-prerendered-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'learn.html'),
  '<!doctype html><html lang="en"><head><title>Parla</title></head><body><div id="root"></div></body></html>\n',
);
for (const locale of ['en', 'de']) {
  mkdirSync(join(dist, 'prerendered', 'learn', locale), { recursive: true });
  for (const page of ['index', 'login', 'register']) {
    writeFileSync(
      join(dist, 'prerendered', 'learn', locale, `${page}.html`),
      `<!doctype html><html lang="${locale}"><head><link rel="canonical" href="%PARLA_ORIGIN%/${locale}/${page === 'index' ? '' : page}" /></head><body><div id="root"><h1>${locale} ${page}</h1></div></body></html>\n`,
    );
  }
}

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

describe('prerendered public pages', () => {
  it.each([
    ['/en', 'en/index.html'],
    ['/en/', 'en/index.html'],
    ['/de/login', 'de/login.html'],
    ['/en/register', 'en/register.html'],
    ['/en/teams/prices', 'en/teams/prices.html'],
    ['/it/inglese/', 'it/inglese.html'],
    ['/en/../../etc/passwd', null],
    ['/en/faq.html', null],
    ['/EN/login', null],
    ['/english', null],
  ])('%s -> %s', (path, file) => {
    expect(prerenderedFile(path)).toBe(file);
  });

  it('a signed-out visitor gets the rendered page with the origin filled in and the runtime script', async () => {
    const response = await app.inject({ method: 'GET', url: '/de/login?redirect=/de/account/home' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toMatch(/Cookie/);
    expect(response.body).toContain('<h1>de login</h1>');
    expect(response.body).toContain(`href="${config.areas.learn.replace(/\/$/, '')}/de/login"`);
    expect(response.body).not.toContain('%PARLA_ORIGIN%');
    expect(response.body).toContain('<script src="/runtime-config.js"></script>');
  });

  it('is compressed like every area page', async () => {
    const response = await app.inject({ method: 'GET', url: '/en/', headers: { 'accept-encoding': 'br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('<h1>en index</h1>');
  });

  it('a path without a prerendered file gets the client-rendered page', async () => {
    const response = await app.inject({ method: 'GET', url: '/fr/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('a visitor with a session cookie, and any other page, gets the client-rendered area page', async () => {
    const signedIn = await app.inject({ method: 'GET', url: '/en/login', cookies: { BEARER_EXPIRES_AT: '2099-01-01T00:00:00Z' } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<div id="root"></div>');
    const other = await app.inject({ method: 'GET', url: '/en/forgot-password' });
    expect(other.body).toContain('<div id="root"></div>');
  });
});
