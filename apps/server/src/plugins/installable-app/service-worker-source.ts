/**
 * The service worker of one area (issue 20, decision 108), served as `<area base>/sw.js`. The server
 * writes it per build: the release, the shell's files from Vite's manifest and the area's paths go in
 * as `CONFIG`, so a new build is a new worker (the browser compares the bytes) and never a stale shell.
 *
 * Plain JavaScript in a string, not a compiled module: the worker is ~100 lines, needs no import, and
 * must run as written (a transpiler's helpers, such as keepNames' `__name`, do not exist in a worker).
 */
export interface WorkerConfig {
  area: 'learn' | 'teacher';
  /** A digest of the release, the shell's files and this source: names the caches of this version. */
  version: string;
  releaseId: string;
  /** The area's base path ('' or '/teacher'): its pages are under `${base}/`. */
  base: string;
  /** The HTML every page of the area starts from, served when the network is away. */
  shell: string;
  /** The runtime configuration script every page loads first. */
  runtimeConfig: string;
  /** The shell's hashed files (entry, its static imports, its CSS) and the icons. */
  precache: string[];
  /** Paths that are not this area's pages (server routes, other areas under this scope). */
  notPages: string[];
  /** Where a click on a notification without a URL leads. */
  start: string;
  icon: string;
  badge: string;
}

export function serviceWorkerSource(config: WorkerConfig): string {
  return `'use strict';\nconst CONFIG = ${JSON.stringify(config)};\n${WORKER_BODY}`;
}

const WORKER_BODY = String.raw`
const SHELL_CACHE = 'parla-shell-' + CONFIG.area + '-' + CONFIG.version;
// Hashed files never change under one name: kept across versions, pruned to the current shell's
// files plus what the pages fetched since (lazy pages, catalogues) when a new worker activates.
const ASSET_CACHE = 'parla-assets-' + CONFIG.area;
const MAX_RUNTIME_ASSETS = 400;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll([CONFIG.shell, CONFIG.runtimeConfig]);
      const assets = await caches.open(ASSET_CACHE);
      await assets.addAll(CONFIG.precache);
      // The shell is served network-first and hashed files are immutable, so the new worker can take
      // over at once: an open page keeps its own files (cached, or still on the server), the next
      // navigation gets the new HTML (decision 108).
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('parla-shell-' + CONFIG.area + '-') && name !== SHELL_CACHE) await caches.delete(name);
      }
      const assets = await caches.open(ASSET_CACHE);
      const keys = await assets.keys();
      const keep = new Set(CONFIG.precache.map((path) => new URL(path, self.location.origin).href));
      const runtime = keys.filter((request) => !keep.has(request.url));
      for (const request of runtime.slice(0, Math.max(0, runtime.length - MAX_RUNTIME_ASSETS))) await assets.delete(request);
      await self.clients.claim();
    })(),
  );
});

function isPage(url) {
  if (url.origin !== self.location.origin) return false;
  if (!(url.pathname === CONFIG.base || url.pathname.startsWith(CONFIG.base + '/'))) return false;
  return !CONFIG.notPages.some((prefix) => url.pathname === prefix.replace(/\/$/, '') || url.pathname.startsWith(prefix));
}

async function networkFirst(request, cacheName, fallbackKey) {
  try {
    const response = await fetch(request);
    if (response.ok && fallbackKey !== null) {
      const cache = await caches.open(cacheName);
      await cache.put(fallbackKey || request, response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match(fallbackKey || request, { cacheName });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Pages: always the server's answer when there is one (signed-in or public, the current build);
    // offline, the area's shell, which opens the page from the data the app kept.
    if (isPage(url)) event.respondWith(networkFirst(request, SHELL_CACHE, null).catch(() => caches.match(CONFIG.shell, { cacheName: SHELL_CACHE }).then((cached) => cached || Response.error())));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (url.pathname === CONFIG.runtimeConfig) {
    event.respondWith(networkFirst(request, SHELL_CACHE, CONFIG.runtimeConfig));
  }
});

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch (error) {
    payload = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Parla', {
      body: payload.body || '',
      tag: payload.tag || undefined,
      icon: CONFIG.icon,
      badge: CONFIG.badge,
      data: { url: payload.url || CONFIG.start, notificationId: payload.notificationId || null },
    }),
  );
});

// Opening a push marks its in-app notification read: one read state across channels (issue 20).
// Students and teachers both have a feed; the route answers 404 for anyone else's notification.
async function markRead(notificationId) {
  if (!notificationId) return;
  try {
    // The signed-in cookie goes with it; the release header is the CSRF guard's (000 §7).
    await fetch('/api/notifications/' + encodeURIComponent(notificationId) + '/read', {
      method: 'POST',
      credentials: 'include',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-release-id': CONFIG.releaseId },
    });
  } catch (error) {
    // Offline or signed out: the feed still shows it unread, which is true.
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  let target;
  try {
    target = new URL(data.url || CONFIG.start, self.location.origin);
  } catch (error) {
    target = new URL(CONFIG.start, self.location.origin);
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') target = new URL(CONFIG.start, self.location.origin);
  event.waitUntil(
    (async () => {
      await markRead(data.notificationId);
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === target.href);
      if (same) return same.focus();
      const mine = windows.find((client) => new URL(client.url).origin === target.origin && 'navigate' in client);
      if (mine) {
        await mine.focus();
        return mine.navigate(target.href);
      }
      return self.clients.openWindow(target.href);
    })(),
  );
});
`;
