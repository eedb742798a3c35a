import { areaBasename } from '../../shared/config/runtime-config.ts';
import type { AreaName } from '../../shared/config/runtime-config.ts';

/** What this browser can do about web push. */
export type PushSupport = 'supported' | 'unsupported' | 'blocked';

export function pushSupport(): PushSupport {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window) || !window.isSecureContext) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : 'supported';
}

/** The area's worker registration, registering it now if the lazy start has not yet. */
async function registration(area: AreaName): Promise<ServiceWorkerRegistration> {
  const base = areaBasename(area);
  const existing = await navigator.serviceWorker.getRegistration(`${base}/`);
  if (existing) return existing;
  return navigator.serviceWorker.register(`${base}/sw.js`, { scope: `${base}/`, updateViaCache: 'none' });
}

/** This browser's current subscription's endpoint, if it has one. */
export async function currentEndpoint(area: AreaName): Promise<string | null> {
  if (pushSupport() === 'unsupported') return null;
  const base = areaBasename(area);
  const existing = await navigator.serviceWorker.getRegistration(`${base}/`);
  const subscription = await existing?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export type SubscribeOutcome =
  | { kind: 'subscribed'; endpoint: string; p256dh: string; auth: string }
  | { kind: 'denied' }
  | { kind: 'blocked' };

/** Asks for permission, then subscribes this browser with the server's VAPID key; throws when the push service refuses. */
export async function subscribeThisBrowser(area: AreaName, publicKey: string): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'blocked' };
  if (permission !== 'granted') return { kind: 'denied' };
  const worker = await registration(area);
  const existing = await worker.pushManager.getSubscription();
  const subscription =
    existing ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new Error('the push service gave no keys');
  return { kind: 'subscribed', endpoint: json.endpoint, p256dh: json.keys.p256dh, auth: json.keys.auth };
}

/** Drops this browser's subscription (after the server removed the device). */
export async function unsubscribeThisBrowser(area: AreaName): Promise<void> {
  const base = areaBasename(area);
  const existing = await navigator.serviceWorker.getRegistration(`${base}/`);
  const subscription = await existing?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
