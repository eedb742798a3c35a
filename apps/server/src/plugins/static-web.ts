import { DEFAULT_LOCALE, LOCALES } from '@parla/contracts';
import { notFound } from '@parla/domain';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AreaName } from '../config.ts';
import { authCookieNames } from '../modules/identity/auth-cookies.ts';
import { captchaWebConfig } from '../modules/identity/captcha.ts';
import { socialProviders } from '../modules/identity/social-providers.ts';
import { chooseLocale, unprefixedPage } from '../modules/platform/locale-choice.ts';
import { indexablePaths, robotsTxt, sitemapXml } from '../modules/platform/site-index.ts';
import { APP_SHELL_FILE, INSTALLABLE_AREAS, installableAppRoutes, MANIFEST_FILE } from './installable-app/installable-app.ts';

export const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** The runtime configuration, served as a script (a path no area uses). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.js';
const AREAS: AreaName[] = ['teacher', 'classroom', 'admin', 'learn'];
/** Server paths that are never an area page. */
const SERVER_PREFIXES = ['/api/', '/graphql', '/health', '/ready', '/dev/', '/assets/', '/icons/', '/ws', '/calendar/', '/files/'];

interface AreaMount {
  area: AreaName;
  host: string;
  basePath: string; // '' or '/teacher'
}

/**
 * Serves the four web areas from one server (decision 002). Each area's origin is
 * configuration: in the quick start they share localhost:3000 under path prefixes,
 * in production each can have its own host. The area is chosen by host first, then prefix.
 */
export default fp(
  async function staticWebPlugin(app: FastifyInstance, options: { dist?: string }) {
    const dist = options.dist ?? webDist;
    const mounts: AreaMount[] = AREAS.map((area) => {
      const url = new URL(app.config.areas[area]);
      return { area, host: url.host, basePath: url.pathname.replace(/\/$/, '') };
    }).sort((a, b) => b.basePath.length - a.basePath.length);

    const socialLogins = socialProviders(app.config).map((entry) => entry.provider);
    // An external classic script, not an inline one: the CSP allows no inline script
    // (plugins/security-headers.ts). In <head> it runs before the deferred module entry. It also marks
    // <html> with the social logins on offer, so the prerendered login page shows exactly those
    // buttons from its first paint, before any script of the app (decision 068: no layout shift).
    const runtimeScript = (request: FastifyRequest) => {
      const config = JSON.stringify({
        areas: app.config.areas,
        releaseId: app.config.releaseId,
        env: app.config.env,
        recaptcha: captchaWebConfig(app.config, request.cookies ?? {}),
        // Decision 097: the browser loads Sentry's SDK only when a DSN is configured (a DSN is public by design).
        telemetry: { sentryDsn: app.config.telemetry.sentryDsn ?? null, tagManagerId: app.config.telemetry.tagManagerId ?? null },
      }).replace(/</g, '\\u003c');
      const mark =
        socialLogins.length > 0 ? `document.documentElement.dataset.socialLogin=${JSON.stringify(socialLogins.join(' '))};\n` : '';
      return `window.__PARLA__=${config};\n${mark}`;
    };
    app.get(RUNTIME_CONFIG_PATH, (request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(runtimeScript(request)),
    );
    // Keyed by area and, for the installable areas, the locale their manifest link names.
    const pages = new Map<string, AreaPage>();
    function page(mount: AreaMount, path: string): AreaPage | null {
      const { area } = mount;
      const installable = (INSTALLABLE_AREAS as AreaName[]).includes(area);
      const locale = installable ? localeOf(path.slice(mount.basePath.length)) : '';
      const key = `${area}:${locale}`;
      if (!app.config.isProduction || !pages.has(key)) {
        const file = join(dist, `${area}.html`);
        if (!existsSync(file)) return null;
        // The installed app (decision 108) starts on the area's home in the language of the page it was installed from.
        const manifestLink = installable
          ? `<link rel="manifest" href="${mount.basePath}/${MANIFEST_FILE}?locale=${locale}"><link rel="apple-touch-icon" href="/icons/icon-192.png">`
          : '';
        const html = readFileSync(file, 'utf8').replace('<head>', `<head><script src="${RUNTIME_CONFIG_PATH}"></script>${manifestLink}`);
        const cached = pages.get(key);
        // The page differs from the built file (the runtime script), so its encodings are made here, once.
        if (cached?.html !== html) pages.set(key, encodedPage(html));
      }
      return pages.get(key) ?? null;
    }

    // Public pages rendered at build time (decision 054): `prerendered/learn/<locale>/<page>.html`.
    // Only signed-out visitors get them (a signed-in student's header differs); the page is the learn
    // page with its markup filled in, so it gets the same runtime script and encodings.
    const learnOrigin = app.config.areas.learn.replace(/\/+$/, '');
    const prerendered = new Map<string, AreaPage>();
    function prerenderedPage(file: string): AreaPage | null {
      if (!app.config.isProduction || !prerendered.has(file)) {
        const path = join(dist, 'prerendered', 'learn', file);
        if (!existsSync(path)) return null;
        const html = readFileSync(path, 'utf8')
          .replaceAll(PRERENDER_ORIGIN, learnOrigin)
          .replace('<head>', `<head><script src="${RUNTIME_CONFIG_PATH}"></script>`);
        if (prerendered.get(file)?.html !== html) prerendered.set(file, encodedPage(html));
      }
      return prerendered.get(file) ?? null;
    }
    function publicPageFor(request: FastifyRequest, mount: AreaMount, path: string): AreaPage | null {
      if (mount.area !== 'learn' || request.cookies?.[authCookieNames(app).expiry]) return null;
      const file = prerenderedFile(path.slice(mount.basePath.length));
      return file ? prerenderedPage(file) : null;
    }

    function areaFor(request: FastifyRequest): AreaMount {
      const host = request.headers.host ?? '';
      const path = request.url.split('?')[0];
      const candidates = mounts.filter((m) => m.host === host);
      const pool = candidates.length > 0 ? candidates : mounts;
      return pool.find((m) => m.basePath === '' || path === m.basePath || path.startsWith(`${m.basePath}/`)) ?? mounts[mounts.length - 1];
    }

    if (existsSync(join(dist, 'assets'))) {
      // Built files are compressed once, at build time: a file without a .br/.gz beside it is small
      // or does not shrink, and must not be compressed again on the fly by @fastify/compress.
      app.addHook('onRequest', async (request) => {
        if (request.url.startsWith('/assets/')) request.headers['x-no-compression'] = 'precompressed';
      });
      await app.register(fastifyStatic, {
        root: join(dist, 'assets'),
        prefix: '/assets/',
        immutable: true,
        maxAge: '365d',
        decorateReply: false,
        // The build writes `.br` and `.gz` beside each text file (apps/web/src/tooling/precompress.ts);
        // the best one the client accepts is sent, with Vary: Accept-Encoding (decision 049).
        preCompressed: true,
      });
    }

    await installableAppRoutes(app, {
      dist,
      mounts,
      areaFor,
      serverPrefixes: SERVER_PREFIXES,
      runtimeConfigPath: RUNTIME_CONFIG_PATH,
    });

    app.get('/favicon.ico', (_request, reply) => reply.status(204).send());
    // Search engines (issue 15): the learn area's public pages are listed and indexable; everything
    // else (private pages, the other areas, wherever they are mounted) says noindex.
    const learnMount = mounts.find((m) => m.area === 'learn');
    const learnHost = learnMount?.host;
    const otherAreaPaths = mounts.filter((m) => m.area !== 'learn' && m.host === learnHost && m.basePath).map((m) => `${m.basePath}/`);
    const sitemap = sitemapXml(learnOrigin);
    const robots = robotsTxt(learnOrigin, otherAreaPaths);
    const indexable = indexablePaths();
    app.get('/robots.txt', (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(request.headers.host === learnHost ? robots : 'User-agent: *\nDisallow: /\n'),
    );
    app.get('/sitemap.xml', (request, reply) => {
      if (request.headers.host !== learnHost) throw notFound();
      return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap);
    });

    app.get('/*', async (request, reply) => {
      const path = request.url.split('?')[0];
      if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        throw notFound();
      }
      const mount = areaFor(request);
      const pathInArea = path.slice(mount.basePath.length);
      // A page without a locale (`/`, `/login`, `/teacher/`) goes to the visitor's language (issue 21):
      // the signed-in user's saved one, else the browser's. The installed app's offline shell is no page.
      const unprefixed = pathInArea === `/${APP_SHELL_FILE}` ? null : unprefixedPage(mount.area, pathInArea);
      if (unprefixed) {
        // The session lookup loads the user with it (or once, from a cached session): no other query.
        const signedIn = await request.getSignedInUser();
        const locale = chooseLocale(unprefixed, signedIn?.user.locale, request.headers['accept-language']);
        return reply
          .header('cache-control', 'no-cache')
          .header('vary', 'Accept-Language, Cookie')
          .redirect(`${mount.basePath}${unprefixed.pathIn(locale)}${request.url.slice(path.length)}`, 302);
      }
      const areaPage = publicPageFor(request, mount, path) ?? page(mount, path);
      if (!areaPage) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web bundle is not built yet: run `npm run build:web` (npm start does it for you).');
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const body = encoding === 'br' ? areaPage.br : encoding === 'gzip' ? areaPage.gzip : areaPage.html;
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return (
        reply
          // Framing, sniffing and referrer headers come with every response (plugins/security-headers.ts).
          .header('cache-control', 'no-cache')
          // The public pages are prerendered for signed-out visitors only: the answer depends on the cookie.
          .header('vary', mount.area === 'learn' ? 'Accept-Encoding, Cookie' : 'Accept-Encoding')
          .header('x-robots-tag', mount.area === 'learn' && indexable.has(path.slice(mount.basePath.length)) ? 'all' : 'noindex')
          .type('text/html; charset=utf-8')
          .send(body)
      );
    });
  },
  { name: 'static-web' },
);

/** The locale a page's path starts with (`/de/account/home` -> de), else the default. */
function localeOf(path: string): string {
  const first = path.split('/')[1] ?? '';
  return (LOCALES as readonly string[]).includes(first) ? first : DEFAULT_LOCALE;
}

/** The placeholder the build writes where a prerendered page needs the learn area's origin (canonical, hreflang). */
const PRERENDER_ORIGIN = '%PARLA_ORIGIN%';
/** A locale, then lower-case slug segments: nothing else can name a file (no dots, no traversal). */
const PRERENDERED_PATH = /^\/([a-z]{2})((?:\/[a-z0-9-]+)*)\/?$/;

/**
 * The prerendered file a learn path would have (`/de` and `/de/` -> `de/index.html`, `/en/teams/prices`
 * -> `en/teams/prices.html`); whether it exists is the build's answer (apps/web/scripts/prerender.ts).
 */
export function prerenderedFile(path: string): string | null {
  const match = path.match(PRERENDERED_PATH);
  if (!match) return null;
  return `${match[1]}/${match[2] ? match[2].slice(1) : 'index'}.html`;
}

interface AreaPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

function encodedPage(html: string): AreaPage {
  return {
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** br > gzip > identity, among the codings the Accept-Encoding header allows (q > 0; `*` counts). */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | 'identity' {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const quality = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    quality.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (coding: string) => (quality.get(coding) ?? quality.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}
