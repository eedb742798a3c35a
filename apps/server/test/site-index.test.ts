import { LOCALIZED_LANDING_SLUGS, publicPages, DISPLAY_LOCALES } from '@parla/contracts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MovableClock } from '../src/lib/clock.ts';
import { MemoryMailer, freshDatabase } from './helper.ts';

/** Issue 15: sitemap.xml, robots.txt and noindex for everything that is not a public page. */
const dist = mkdtempSync(join(tmpdir(), 'parla-site-index-'));
mkdirSync(join(dist, 'assets'));
for (const area of ['learn', 'teacher', 'admin', 'classroom']) {
  writeFileSync(join(dist, `${area}.html`), `<!doctype html><html><head></head><body><div id="root"></div>${area}</body></html>\n`);
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

const learn = new URL(config.areas.learn);
const origin = config.areas.learn.replace(/\/$/, '');
const host = learn.host;

describe('sitemap.xml', async () => {
  const response = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host } });
  const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('is XML listing every public page in every locale it exists in, as absolute URLs', () => {
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const expected = publicPages().flatMap((page) => Object.entries(page.paths).map(([locale, path]) => `${origin}/${locale}/${path}`));
    expect(locs.sort()).toEqual(expected.sort());
    for (const locale of DISPLAY_LOCALES) {
      expect(locs).toContain(`${origin}/${locale}/faq`);
      expect(locs).toContain(`${origin}/${locale}/pricing`);
    }
    expect(locs).toContain(`${origin}/de/${LOCALIZED_LANDING_SLUGS.de.english}`);
    expect(locs).toContain(`${origin}/br/${LOCALIZED_LANDING_SLUGS.br.spanish}`);
    expect(locs.some((loc) => loc.includes('/account/'))).toBe(false);
  });

  it('gives each URL its hreflang group with x-default in English', () => {
    const german = response.body.split('<url>').find((block) => block.includes(`<loc>${origin}/de/englisch</loc>`)) ?? '';
    expect(german).toContain(`hreflang="en" href="${origin}/en/english"`);
    expect(german).toContain(`hreflang="pt-BR" href="${origin}/br/ingles"`);
    expect(german).toContain(`hreflang="x-default" href="${origin}/en/english"`);
  });

  it('is served on the learn host only', async () => {
    const other = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'teacher.example.test' } });
    expect(other.statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  it('keeps private pages and the other areas out and points to the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /*/account/');
    expect(response.body).toContain('Disallow: /teacher/');
    expect(response.body).toContain('Disallow: /admin/');
    expect(response.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(response.body).not.toMatch(/^Disallow: \/$/m);
  });

  it('another area on its own host is not indexed at all', async () => {
    const response = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'teacher.example.test' } });
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('X-Robots-Tag', () => {
  it.each([
    ['/en/', 'all'],
    ['/de/faq', 'all'],
    ['/de/englisch', 'all'],
    ['/en/pricing/', 'all'],
    ['/en/account/home', 'noindex'],
    ['/en/forgot-password', 'noindex'],
    ['/en/no-such-page', 'noindex'],
    ['/teacher/en/home', 'noindex'],
    ['/admin/en/', 'noindex'],
  ])('%s -> %s', async (url, tag) => {
    const response = await app.inject({ method: 'GET', url, headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe(tag);
  });
});
