import { type TokenPurpose, singleUseTokenState, tokenExpiresAt } from '@parla/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';
import { hashToken, randomToken } from './crypto.ts';

export type UserTokenRow = typeof userTokens.$inferSelect;

/** Creates a single-use e-mailed token; only its hash is stored. */
export async function createUserToken(
  db: Db | Tx,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
  options: { newEmail?: string } = {},
): Promise<string> {
  const token = randomToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    newEmail: options.newEmail ?? null,
    tokenHash: hashToken(token),
    expiresAt: tokenExpiresAt(purpose, now),
    createdAt: now,
  });
  return token;
}

/**
 * The token row if it is valid now. `lock` takes a row lock so that two requests spending
 * the same token cannot both succeed.
 */
export async function findValidUserToken(
  db: Db | Tx,
  token: string,
  purpose: TokenPurpose,
  now: Date,
  options: { lock?: boolean } = {},
): Promise<UserTokenRow | null> {
  if (!token || token.length > 200) return null;
  const query = db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, purpose)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row && singleUseTokenState(row, now) === 'valid' ? row : null;
}

/** Spends every outstanding token of this purpose for the user (using one reset link voids the others). */
export async function spendUserTokens(db: Db | Tx, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

export async function spendUserToken(db: Db | Tx, tokenId: string, now: Date): Promise<void> {
  await db.update(userTokens).set({ usedAt: now }).where(eq(userTokens.id, tokenId));
}
