import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque secret for links and refresh tokens: 32 random bytes, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as SHA-256 hashes: a database leak must not hand out sessions or
 * reset links. A fast hash suffices because the tokens carry 256 bits of entropy.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Student numbers as shown on invoices and in support: 'S' + 7 digits. */
export function randomStudentId(): string {
  return `S${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}
