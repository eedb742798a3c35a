import { INPUT_MESSAGES as M } from './input-messages.ts';
import { z } from './zod.ts';

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it (issue 20, decision 108):
 * the push service's endpoint and the two keys RFC 8291 encrypts each message with. The server
 * POSTs to the endpoint, so it must be an absolute http(s) URL (https outside development: the
 * server checks that, since the rule depends on its configuration).
 */
export const pushSubscriptionInput = z.object({
  endpoint: z
    .string()
    .max(2048)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, M.pushEndpointInvalid),
  /** The browser's P-256 public key: 65 bytes, base64url. */
  p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, M.pushKeyInvalid),
  /** The browser's authentication secret: 16 bytes, base64url. */
  auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, M.pushAuthInvalid),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** How many browsers one person may have subscribed; a new one past it replaces the least recently used. */
export const MAX_PUSH_DEVICES = 10;

/** What a push message carries to the service worker (apps/server push channel -> the area's worker). */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  notificationId: string | null;
}
