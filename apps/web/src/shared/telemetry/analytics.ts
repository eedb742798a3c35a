import type { ProductEventInput, ProductEventName } from '@parla/contracts';
import { runtimeConfig } from '../config/runtime-config.ts';
import { analyticsAllowed, marketingAllowed } from './consent.ts';

/** Spec 000 §9: analytics flush every 5 s, resend limit 5. */
export const FLUSH_INTERVAL_MS = 5000;
export const RESEND_LIMIT = 5;
const MAX_BATCH = 50;
const MAX_QUEUE = 500;

type Props = Record<string, string | number | boolean | null>;
interface Batch {
  events: ProductEventInput[];
  resends: number;
}

const sessionId = randomId();
let queue: ProductEventInput[] = [];
let retrying: Batch[] = [];
let started = false;
let sending = false;

function randomId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto?.getRandomValues?.(bytes);
  return (
    Array.from(bytes, (b) => b.toString(36).padStart(2, '0'))
      .join('')
      .slice(0, 24) || `s${Date.now()}`
  );
}

/** The page's path only: a query may carry a token, a fragment anything. */
const currentPath = () => (globalThis.location?.pathname ?? '').slice(0, 300);

/**
 * Records a product event (decision 097); sent in a batch within 5 s of `startAnalytics`, which
 * runs once the page is idle (telemetry-loader.ts): an event of the first seconds waits in the
 * queue. A no-op without consent or outside the browser; the admin area never starts sending.
 */
export function track(name: ProductEventName, props?: Props): void {
  if (typeof window === 'undefined' || !analyticsAllowed()) return;
  const event: ProductEventInput = { name, at: new Date().toISOString(), path: currentPath(), ...(props ? { props } : {}) };
  if (queue.length < MAX_QUEUE) queue.push(event);
  forwardToTagManager(event);
}

async function post(events: ProductEventInput[], keepalive: boolean): Promise<'sent' | 'retry' | 'drop'> {
  try {
    const response = await fetch('/api/events', {
      method: 'POST',
      credentials: 'include',
      keepalive,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Release-Id': runtimeConfig().releaseId },
      body: JSON.stringify({ sessionId, events }),
    });
    if (response.ok) return 'sent';
    // A refused batch (422) will never pass; a busy or broken server (429, 5xx) may later.
    return response.status === 429 || response.status >= 500 ? 'retry' : 'drop';
  } catch {
    return 'retry';
  }
}

/** Sends what is queued; a failed batch is resent on the next flushes, at most RESEND_LIMIT times. */
export async function flushAnalytics(options: { keepalive?: boolean } = {}): Promise<void> {
  if (sending && !options.keepalive) return;
  const batches: Batch[] = [...retrying];
  retrying = [];
  while (queue.length > 0) batches.push({ events: queue.splice(0, MAX_BATCH), resends: 0 });
  if (batches.length === 0) return;
  sending = true;
  try {
    for (const batch of batches) {
      const outcome = await post(batch.events, options.keepalive === true);
      if (outcome === 'retry' && batch.resends < RESEND_LIMIT) retrying.push({ ...batch, resends: batch.resends + 1 });
    }
  } finally {
    sending = false;
  }
}

/** Starts the 5-second flush and the page-hide flush (a keepalive fetch: it carries X-Release-Id, which sendBeacon cannot). */
export function startAnalytics(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  window.setInterval(() => void flushAnalytics(), FLUSH_INTERVAL_MS);
  window.addEventListener('pagehide', () => void flushAnalytics({ keepalive: true }));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushAnalytics({ keepalive: true });
  });
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let tagManagerLoaded = false;

/** Optional forwarding to Google Tag Manager (config TAG_MANAGER_ID) with marketing consent; a no-op otherwise. */
function forwardToTagManager(event: ProductEventInput): void {
  const id = runtimeConfig().telemetry.tagManagerId;
  if (!id || !marketingAllowed()) return;
  window.dataLayer ??= [];
  if (!tagManagerLoaded) {
    tagManagerLoaded = true;
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
    document.head.append(script);
  }
  window.dataLayer.push({ event: event.name, ...event.props });
}

/** Tests only: forget the queue and the started state. */
export function resetAnalyticsForTests(): void {
  queue = [];
  retrying = [];
  started = false;
  sending = false;
}

/** Tests only: start without timers (the test calls flushAnalytics itself). */
export function enableAnalyticsForTests(): void {
  started = true;
}
