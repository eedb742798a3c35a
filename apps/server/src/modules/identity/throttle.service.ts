import {
  LOGIN_ACCOUNT_POLICY,
  LOGIN_IP_POLICY,
  LOGIN_PAIR_POLICY,
  type ThrottlePolicy,
  type ThrottleState,
  recordThrottleFailure,
  throttleLockMinutes,
} from '@parla/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { throttles } from '../../db/schema/index.ts';

export interface ThrottleHit {
  key: string;
  policy: ThrottlePolicy;
}

/** Minutes left on the longest lock among these buckets; 0 when none is locked. */
export async function throttleLockedMinutes(db: Db, keys: string[], now: Date): Promise<number> {
  const rows = await db.select().from(throttles).where(inArray(throttles.key, keys));
  return throttleLockMinutes(rows, now);
}

/** The stored state of one bucket, or null when it never counted anything. */
export async function throttleState(db: Db, key: string): Promise<ThrottleState | null> {
  const [row] = await db.select().from(throttles).where(eq(throttles.key, key)).limit(1);
  return row ?? null;
}

/**
 * Counts one failure in each bucket, atomically: the row is locked while the rule computes
 * its next state, so parallel attempts (a scripted attack) cannot slip under the limit.
 */
export async function recordThrottleHits(db: Db, hits: ThrottleHit[], now: Date): Promise<void> {
  // A fixed lock order keeps two requests touching the same buckets from deadlocking.
  const ordered = [...hits].sort((a, b) => a.key.localeCompare(b.key));
  await db.transaction(async (tx) => {
    for (const { key, policy } of ordered) {
      await tx.insert(throttles).values({ key, failures: 0, windowStartedAt: now, lockouts: 0 }).onConflictDoNothing();
      const [state] = await tx.select().from(throttles).where(eq(throttles.key, key)).for('update');
      const next = recordThrottleFailure(state, policy, now);
      await tx.update(throttles).set(next).where(eq(throttles.key, key));
    }
  });
}

export async function clearThrottle(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}

/** The three login buckets (see LOGIN_*_POLICY for why three); the client is the IP (TRUST_PROXY decides which). */
export function loginThrottleHits(email: string, ip: string): { pair: ThrottleHit; account: ThrottleHit; ip: ThrottleHit } {
  return {
    pair: { key: `login:pair:${email}|${ip}`, policy: LOGIN_PAIR_POLICY },
    account: { key: `login:account:${email}`, policy: LOGIN_ACCOUNT_POLICY },
    ip: { key: `login:ip:${ip}`, policy: LOGIN_IP_POLICY },
  };
}
