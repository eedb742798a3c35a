import { notFound } from '@parla/domain';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AreaName } from '../config.ts';

export const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** The runtime configuration, served as a script (a path no area uses). */
export const RUNTIME_CONFIG_PATH = '/runtime-config.js';
const AREAS: AreaName[] = ['teacher', 'classroom', 'admin', 'learn'];
/** Server paths that are never an area page. */
const SERVER_PREFIXES = ['/api/', '/graphql', '/health', '/ready', '/dev/', '/assets/', '/ws', '/calendar/', '/files/'];

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
  async function staticWebPlugin(app: FastifyInstance) {
    const mounts: AreaMount[] = AREAS.map((area) => {
      const url = new URL(app.config.areas[area]);
      return { area, host: url.host, basePath: url.pathname.replace(/\/$/, '') };
    }).sort((a, b) => b.basePath.length - a.basePath.length);

    const runtimeConfig = JSON.stringify({ areas: app.config.areas, releaseId: app.config.releaseId, env: app.config.env }).replace(
      /</g,
      '\\u003c',
    );
    // An external classic script, not an inline one: the CSP allows no inline script
    // (plugins/security-headers.ts). In <head> it runs before the deferred module entry.
    const runtimeScript = `window.__PARLA__=${runtimeConfig};\n`;
    app.get(RUNTIME_CONFIG_PATH, (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/javascript; charset=utf-8').send(runtimeScript),
    );
    const pages = new Map<AreaName, string>();
    function page(area: AreaName): string | null {
      if (!app.config.isProduction || !pages.has(area)) {
        const file = join(webDist, `${area}.html`);
        if (!existsSync(file)) return null;
        const html = readFileSync(file, 'utf8').replace('<head>', `<head><script src="${RUNTIME_CONFIG_PATH}"></script>`);
        pages.set(area, html);
      }
      return pages.get(area) ?? null;
    }

    function areaFor(request: FastifyRequest): AreaMount {
      const host = request.headers.host ?? '';
      const path = request.url.split('?')[0];
      const candidates = mounts.filter((m) => m.host === host);
      const pool = candidates.length > 0 ? candidates : mounts;
      return pool.find((m) => m.basePath === '' || path === m.basePath || path.startsWith(`${m.basePath}/`)) ?? mounts[mounts.length - 1];
    }

    if (existsSync(join(webDist, 'assets'))) {
      await app.register(fastifyStatic, {
        root: join(webDist, 'assets'),
        prefix: '/assets/',
        immutable: true,
        maxAge: '365d',
        decorateReply: false,
      });
    }

    app.get('/favicon.ico', (_request, reply) => reply.status(204).send());
    app.get('/robots.txt', (_request, reply) =>
      reply.type('text/plain').send('User-agent: *\nDisallow: /account/\nDisallow: /teacher/\nDisallow: /admin/\nDisallow: /classroom/\n'),
    );

    app.get('/*', (request, reply) => {
      const path = request.url.split('?')[0];
      if (SERVER_PREFIXES.some((prefix) => path.startsWith(prefix))) {
        throw notFound();
      }
      const mount = areaFor(request);
      const html = page(mount.area);
      if (!html) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web bundle is not built yet: run `npm run build:web` (npm start does it for you).');
      }
      return (
        reply
          // Framing, sniffing and referrer headers come with every response (plugins/security-headers.ts).
          .header('cache-control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(html)
      );
    });
  },
  { name: 'static-web' },
);
