import { createHash } from 'node:crypto';

/**
 * The seed draws its "random" choices from hashes of natural keys, so the same key gives
 * the same class, teacher and bookings on every run and every machine.
 */
export function chance(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 0x1_0000_0000;
}

export function pick<T>(items: readonly T[], key: string): T {
  return items[Math.floor(chance(key) * items.length)];
}

/** Deterministic order of a list for a key (Fisher-Yates driven by `chance`). */
export function shuffled<T>(items: readonly T[], key: string): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(chance(`${key}:${i}`) * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

const UID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A 10-character public id (Crockford-style base32) derived from a stable key. */
export function stableUid(key: string): string {
  const bytes = createHash('sha256').update(`uid:${key}`).digest();
  let uid = '';
  for (let i = 0; i < 10; i++) uid += UID_ALPHABET[bytes[i] % 32];
  return uid;
}
