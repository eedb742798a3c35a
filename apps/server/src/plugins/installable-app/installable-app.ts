import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALES, toLocale } from '@parla/contracts';
import { notFound } from '@parla/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AreaName } from '../../config.ts';
import { webCatalogueI18n } from '../../lib/web-catalogues.ts';
import { serviceWorkerSource, type WorkerConfig } from './service-worker-source.ts';

/** The areas a person installs: the student's and the teacher's (issue 20). */
export type InstallableArea = Extract<AreaName, 'learn' | 'teacher'>;
export const INSTALLABLE_AREAS: InstallableArea[] = ['learn', 'teacher'];
export const MANIFEST_FILE = 'manifest.webmanifest';
export const WORKER_FILE = 'sw.js';
/**
 * The area page the service worker keeps for offline navigations, under a path of its own: the area's
 * root redirects to the visitor's language (issue 21), and a redirect cannot answer a navigation.
 */
export const APP_SHELL_FILE = 'app-shell.html';
/** The brand's colours (apps/web/src/styles.css: brand-700 on white). */
const THEME_COLOR = '#0f766e';
const BACKGROUND_COLOR = '#ffffff';
/** Where each area's installed app opens (its home page, in the person's language). */
const START_PATHS: Record<InstallableArea, string> = { learn: '/account/home', teacher: '/home' };

const words = webCatalogueI18n('installable');
const manifestQuery = z.object({ locale: z.string().max(10).optional() });

export interface InstallableMount {
  area: AreaName;
  basePath: string;
}

interface BuildManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The shell of an area: its entry's file, the chunks it imports statically, their CSS. */
export function shellFiles(manifest: Record<string, BuildManifestChunk>, entry: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...files];
}

function iconPaths() {
  return {
    any192: '/icons/icon-192.png',
    any512: '/icons/icon-512.png',
    maskable512: '/icons/maskable-512.png',
    maskable192: '/icons/maskable-192.png',
    badge: '/icons/badge-96.png',
  };
}

/** The web app manifest of an area in a locale: what the browser installs (name, start page, scope, icons). */
export function webAppManifest(area: InstallableArea, basePath: string, locale: string) {
  const lng = toLocale(locale);
  const t = (key: string) => words.t(`manifest.${area}.${key}`, { lng });
  const icons = iconPaths();
  return {
    id: `${basePath}/`,
    name: t('name'),
    short_name: t('shortName'),
    description: t('description'),
    lang: lng === 'br' ? 'pt-BR' : lng,
    start_url: `${basePath}/${lng}${START_PATHS[area]}`,
    scope: `${basePath}/`,
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['education'],
    icons: [
      { src: icons.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icons.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icons.maskable192, sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: icons.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The installable app (issue 20, decision 108): for the learn and teacher areas, a manifest and a
 * service worker at the area's base path (`/manifest.webmanifest`, `/sw.js`; `/teacher/...`), and the
 * icons under `/icons/`. Registered by the static web plugin, which knows the build and the mounts.
 */
export async function installableAppRoutes(
  app: FastifyInstance,
  options: {
    dist: string;
    mounts: InstallableMount[];
    areaFor: (request: FastifyRequest) => InstallableMount;
    serverPrefixes: string[];
    runtimeConfigPath: string;
  },
) {
  const { dist, mounts } = options;
  const iconsDir = join(dist, 'icons');
  if (existsSync(iconsDir)) {
    // Not hashed: a day in caches, then asked again (the manifest names them by a fixed path).
    await app.register(fastifyStatic, { root: iconsDir, prefix: '/icons/', maxAge: '1d', decorateReply: false, wildcard: false });
  }

  const installable = (request: FastifyRequest): (InstallableMount & { area: InstallableArea }) | null => {
    const mount = options.areaFor(request);
    return (INSTALLABLE_AREAS as string[]).includes(mount.area) ? (mount as InstallableMount & { area: InstallableArea }) : null;
  };

  const workers = new Map<InstallableArea, string>();
  function workerScript(mount: InstallableMount & { area: InstallableArea }): string | null {
    if (app.config.isProduction && workers.has(mount.area)) return workers.get(mount.area) ?? null;
    const manifestFile = join(dist, '.vite', 'manifest.json');
    if (!existsSync(manifestFile)) return null;
    const buildManifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, BuildManifestChunk>;
    const icons = iconPaths();
    const precache = [...shellFiles(buildManifest, `${mount.area}.html`), icons.any192, icons.badge];
    // Other areas mounted under this one's path (the learn area at '/' holds /teacher, /classroom, /admin).
    const nested = mounts.filter((m) => m !== mount && m.basePath.startsWith(`${mount.basePath}/`)).map((m) => `${m.basePath}/`);
    const config: Omit<WorkerConfig, 'version'> = {
      area: mount.area,
      releaseId: app.config.releaseId,
      base: mount.basePath,
      shell: `${mount.basePath}/${APP_SHELL_FILE}`,
      runtimeConfig: options.runtimeConfigPath,
      precache,
      notPages: [...options.serverPrefixes, '/icons/', ...nested],
      start: `${mount.basePath}/${DEFAULT_LOCALE}${START_PATHS[mount.area]}`,
      icon: icons.any192,
      badge: icons.badge,
    };
    const version = createHash('sha256')
      .update(JSON.stringify(config))
      .update(serviceWorkerSource({ ...config, version: '' }))
      .digest('hex')
      .slice(0, 16);
    const script = serviceWorkerSource({ ...config, version });
    workers.set(mount.area, script);
    return script;
  }

  const paths = (file: string) => [
    ...new Set(mounts.filter((m) => (INSTALLABLE_AREAS as string[]).includes(m.area)).map((m) => `${m.basePath}/${file}`)),
  ];

  for (const path of paths(MANIFEST_FILE)) {
    app.get(path, { schema: { querystring: manifestQuery } }, (request, reply) => {
      const mount = installable(request);
      if (!mount || `${mount.basePath}/${MANIFEST_FILE}` !== request.url.split('?')[0]) throw notFound();
      const requested = (request.query as { locale?: string }).locale;
      // An unknown locale is no error: the manifest in the default language is still the right answer.
      const locale = requested && (LOCALES as readonly string[]).includes(requested) ? requested : DEFAULT_LOCALE;
      return reply
        .header('cache-control', 'no-cache')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(webAppManifest(mount.area, mount.basePath, locale)));
    });
  }

  for (const path of paths(WORKER_FILE)) {
    app.get(path, (request, reply) => {
      const mount = installable(request);
      if (!mount || `${mount.basePath}/${WORKER_FILE}` !== request.url.split('?')[0]) throw notFound();
      const script = workerScript(mount);
      if (!script) throw notFound();
      // The browser checks the worker for updates itself; no cache in between may hold an old one.
      return reply.header('cache-control', 'no-cache, no-store').type('text/javascript; charset=utf-8').send(script);
    });
  }
}
