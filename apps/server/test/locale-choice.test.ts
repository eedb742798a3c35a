import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MovableClock } from '../src/lib/clock.ts';
import { APP_SHELL_FILE } from '../src/plugins/installable-app/installable-app.ts';
import { MemoryMailer, freshDatabase } from './helper.ts';
import { signedInUser } from './identity-requests.ts';

/**
 * Issue 21: a page without a locale in its path is redirected by the server to the visitor's
 * language: the signed-in user's saved locale, else the best of Accept-Language among the locales the
 * page exists in, else English. A small built web is made here (every area's page).
 */
const dist = mkdtempSync(join(tmpdir(), 'parla-locale-choice-'));
mkdirSync(join(dist, 'assets'));
for (const area of ['learn', 'teacher', 'classroom', 'admin']) {
  writeFileSync(join(dist, `${area}.html`), `<!doctype html><html><head></head><body><div id="root">${area}</div></body></html>\n`);
}

const statements: string[] = [];
const database = await freshDatabase({ onQuery: (sql) => statements.push(sql) });
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'off' });
const app = await buildApp({ config, database, clock: new MovableClock(), mailer: new MemoryMailer(), web: true, webDist: dist });
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
  await database.drop();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('a page without a locale', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', '/de/'],
    ['ru', '/ru/'],
    // Italian is landing-only: the home page exists in the display languages only.
    ['it-IT,it;q=0.9', '/en/'],
    ['it, fr;q=0.5', '/fr/'],
    ['zh-CN,zh;q=0.9', '/en/'],
    ['', '/en/'],
  ])('/ with Accept-Language "%s" goes to %s', async (acceptLanguage, location) => {
    const response = await get('/', acceptLanguage ? { 'accept-language': acceptLanguage } : {});
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the rest of the path and the query', async () => {
    const login = await get('/login?redirect=%2Fde%2Faccount%2Fhome', { 'accept-language': 'de-AT' });
    expect(login.statusCode).toBe(302);
    expect(login.headers.location).toBe('/de/login?redirect=%2Fde%2Faccount%2Fhome');
    const account = await get('/account/home', { 'accept-language': 'es' });
    expect(account.headers.location).toBe('/es/account/home');
  });

  it('opens a language page under its localized slug, in every language it exists in', async () => {
    expect((await get('/english', { 'accept-language': 'de' })).headers.location).toBe('/de/englisch');
    expect((await get('/english', { 'accept-language': 'it' })).headers.location).toBe('/it/inglese');
    expect((await get('/english', { 'accept-language': 'pt-BR' })).headers.location).toBe('/br/ingles');
    expect((await get('/english', { 'accept-language': 'zh' })).headers.location).toBe('/en/english');
  });

  it('sends the signed-in areas to a display language only', async () => {
    const teacher = await get('/teacher', { 'accept-language': 'fr-FR' });
    expect(teacher.statusCode).toBe(302);
    expect(teacher.headers.location).toBe('/teacher/fr/');
    expect(teacher.headers.vary).toBe('Accept-Language, Cookie');
    expect((await get('/teacher/', { 'accept-language': 'it, ru;q=0.2' })).headers.location).toBe('/teacher/ru/');
    expect((await get('/admin/', { 'accept-language': 'pl' })).headers.location).toBe('/admin/en/');
    expect((await get('/classroom/class/abc', { 'accept-language': 'es' })).headers.location).toBe('/classroom/es/class/abc');
  });

  it('leaves a page with a locale, or with something like one, to the page itself', async () => {
    for (const url of ['/de/', '/it/inglese', '/teacher/en/home', '/xx/login', '/pt-BR/login']) {
      const response = await get(url, { 'accept-language': 'de' });
      expect(response.statusCode, url).toBe(200);
    }
  });

  it("serves the installed app's offline shell without a redirect", async () => {
    for (const url of [`/${APP_SHELL_FILE}`, `/teacher/${APP_SHELL_FILE}`]) {
      const response = await get(url, { 'accept-language': 'de' });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain(url.startsWith('/teacher') ? '>teacher<' : '>learn<');
    }
  });

  it("a signed-in user's saved locale wins over the browser's, found by the session lookup alone", async () => {
    const { cookies } = await signedInUser(app, { locale: 'fr' });
    statements.length = 0;
    const response = await get('/', { 'accept-language': 'de', cookie: cookies });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/fr/');
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
    expect(statements).toHaveLength(1);
    expect((await get('/account/home?tab=1', { 'accept-language': 'de', cookie: cookies })).headers.location).toBe(
      '/fr/account/home?tab=1',
    );
  });

  it('a saved landing-only locale counts where the page exists in it, else the browser decides', async () => {
    const { cookies } = await signedInUser(app, { locale: 'it' });
    expect((await get('/english', { 'accept-language': 'de', cookie: cookies })).headers.location).toBe('/it/inglese');
    expect((await get('/', { 'accept-language': 'de', cookie: cookies })).headers.location).toBe('/de/');
    expect((await get('/account/home', { 'accept-language': 'zh', cookie: cookies })).headers.location).toBe('/en/account/home');
  });

  it('a token that names no live session is no signed-in user', async () => {
    const response = await get('/', { 'accept-language': 'ru', cookie: 'BEARER=not-a-token' });
    expect(response.headers.location).toBe('/ru/');
  });
});
