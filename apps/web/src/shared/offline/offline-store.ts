/**
 * The last answers of the pages that open offline (Today, My classes) and the signed-in person
 * they belong to (issue 20, decision 108). GraphQL goes by POST, which no cache keys, so the app
 * writes what it showed here, as JSON responses in one Cache Storage cache that the page and the
 * service worker both see. A different person signing in, or anyone signing out, empties it: no one
 * ever sees another person's classes on a shared device.
 */
export const OFFLINE_DATA_CACHE = 'parla-offline-data';
const USER_KEY = '/__offline__/user';
const snapshotKey = (name: string) => `/__offline__/data/${encodeURIComponent(name)}`;

export interface Snapshot<Data> {
  data: Data;
  /** When the answer was had (ISO instant). */
  savedAt: string;
}

function available(): boolean {
  return typeof caches !== 'undefined' && window.isSecureContext;
}

async function put(key: string, value: unknown): Promise<void> {
  const cache = await caches.open(OFFLINE_DATA_CACHE);
  await cache.put(key, new Response(JSON.stringify(value), { headers: { 'content-type': 'application/json' } }));
}

async function read<T>(key: string): Promise<T | null> {
  const cache = await caches.open(OFFLINE_DATA_CACHE);
  const response = await cache.match(key);
  return response ? ((await response.json()) as T) : null;
}

/** Storage may be full or refused (private windows): losing a snapshot only loses the offline view. */
async function quietly<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  if (!available()) return fallback;
  try {
    return await work();
  } catch {
    return fallback;
  }
}

/** The person now signed in; another person's snapshots go first. */
export function rememberUser<User extends { id: string }>(user: User): Promise<void> {
  return quietly(async () => {
    const previous = await read<User>(USER_KEY);
    if (previous && previous.id !== user.id) await caches.delete(OFFLINE_DATA_CACHE);
    await put(USER_KEY, user);
  }, undefined);
}

/** Who was signed in when the last snapshot was kept: the pages open offline for them only. */
export function lastUser<User>(): Promise<User | null> {
  return quietly(() => read<User>(USER_KEY), null);
}

export function saveSnapshot<Data>(name: string, data: Data, now = new Date()): Promise<void> {
  return quietly(() => put(snapshotKey(name), { data, savedAt: now.toISOString() } satisfies Snapshot<Data>), undefined);
}

export function readSnapshot<Data>(name: string): Promise<Snapshot<Data> | null> {
  return quietly(() => read<Snapshot<Data>>(snapshotKey(name)), null);
}

/** Signing out: nothing of this person stays on the device. */
export function clearOfflineData(): Promise<void> {
  return quietly(async () => {
    await caches.delete(OFFLINE_DATA_CACHE);
  }, undefined);
}

/** A failure of the line, not an answer of the server: the browser is offline or the request never got out. */
export function isOfflineFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  const network = (error as { networkError?: unknown } | null)?.networkError;
  const response = (error as { response?: { status?: unknown } } | null)?.response;
  return Boolean(network) && (response === undefined || response === null || response.status === undefined);
}
