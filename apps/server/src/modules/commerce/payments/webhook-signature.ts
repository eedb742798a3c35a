import { createHmac, timingSafeEqual } from 'node:crypto';

/** A signature older than this is refused (replayed captures of old deliveries). */
const TOLERANCE_SECONDS = 300;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, the scheme of the common processors. */
export function signPayload(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifySignature(secret: string, body: string, header: string | undefined, now: Date): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.trim().split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isFinite(t) || !parts.v1 || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}
