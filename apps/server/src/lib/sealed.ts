import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Secrets at rest (OAuth tokens of connected calendars): AES-256-GCM under a key derived from the
 * server's signing secret for one purpose, so a database dump alone reveals no token.
 * Format: v1.<iv>.<tag>.<ciphertext>, base64url parts.
 */
const keyFor = (secret: string, purpose: string) => createHash('sha256').update(`${purpose}:${secret}`).digest();

export function seal(plain: string, secret: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

export function unseal(sealed: string, secret: string, purpose: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** A signed, expiring value (the OAuth `state`): payload.signature, both base64url. */
export function signValue(payload: object, secret: string, purpose: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', keyFor(secret, purpose)).update(body).digest('base64url')}`;
}

export function verifyValue<T>(value: string, secret: string, purpose: string): T | null {
  const [body, signature] = value.split('.');
  if (!body || !signature) return null;
  const expected = createHmac('sha256', keyFor(secret, purpose)).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
