import type { Role } from '@parla/contracts';
import { DomainError, refreshTokenState, sessionExpiresAt } from '@parla/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { refreshTokens, sessions, users } from '../../db/schema/index.ts';
import { signAccessToken } from './access-token.ts';
import { hashToken, randomToken } from './crypto.ts';
import type { SessionRevocation } from './session-cache.ts';

/** The web area a session was opened from (the login route). */
export type SessionArea = 'learn' | 'teacher' | 'admin';

export interface SessionInfo {
  id: string;
  rememberMe: boolean;
  expiresAt: Date;
}

/** What a login, registration or refresh hands to the cookie writer. */
export interface IssuedTokens {
  session: SessionInfo;
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
}

export interface StartSessionOptions {
  area: SessionArea;
  rememberMe: boolean;
  userAgent?: string;
  ip?: string;
  impersonatorId?: string | null;
}

async function insertRefreshToken(tx: Db | Tx, session: SessionInfo, userId: string, now: Date): Promise<string> {
  const token = randomToken();
  await tx.insert(refreshTokens).values({
    familyId: session.id,
    userId,
    tokenHash: hashToken(token),
    rememberMe: session.rememberMe,
    // A refresh token never outlives its session.
    expiresAt: session.expiresAt,
    createdAt: now,
  });
  return token;
}

async function signFor(
  app: FastifyInstance,
  user: { id: string; roles: string[] },
  session: SessionInfo,
  impersonatorId: string | null,
  now: Date,
) {
  return signAccessToken(
    { userId: user.id, sessionId: session.id, roles: user.roles as Role[], impersonatorId },
    app.config.jwtSecret,
    now,
  );
}

/** Opens a session (a refresh-token family) and issues its first tokens. */
export async function startSession(
  app: FastifyInstance,
  user: { id: string; roles: string[] },
  options: StartSessionOptions,
): Promise<IssuedTokens> {
  const now = app.clock.now();
  const session: SessionInfo = {
    id: crypto.randomUUID(),
    rememberMe: options.rememberMe,
    expiresAt: sessionExpiresAt(options.rememberMe, now),
  };
  const refreshToken = await app.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: session.id,
      userId: user.id,
      area: options.area,
      rememberMe: session.rememberMe,
      expiresAt: session.expiresAt,
      impersonatorId: options.impersonatorId ?? null,
      userAgent: options.userAgent?.slice(0, 500),
      ip: options.ip,
      createdAt: now,
      lastSeenAt: now,
    });
    return insertRefreshToken(tx, session, user.id, now);
  });
  const access = await signFor(app, user, session, options.impersonatorId ?? null, now);
  return { session, accessToken: access.token, accessExpiresAt: access.expiresAt, refreshToken };
}

type RotateResult =
  | {
      ok: true;
      tokens: Omit<IssuedTokens, 'accessToken' | 'accessExpiresAt'>;
      user: { id: string; roles: string[] };
      impersonatorId: string | null;
    }
  | { ok: false; revokedSessionId?: string };

/**
 * Spends a refresh token and issues its successor in the same family. The token row is
 * locked, so of two concurrent refreshes with one token exactly one succeeds; a token spent
 * earlier and presented again revokes the whole session (reuse detection).
 */
export async function refreshSession(app: FastifyInstance, presented: string): Promise<IssuedTokens> {
  const now = app.clock.now();
  const result = await app.db.transaction(async (tx): Promise<RotateResult> => {
    const [token] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .for('update');
    if (!token) return { ok: false };
    const [session] = await tx.select().from(sessions).where(eq(sessions.id, token.familyId)).limit(1);
    if (!session) return { ok: false };
    const state = refreshTokenState({ usedAt: token.usedAt, expiresAt: token.expiresAt, session }, now);
    if (state === 'reused') {
      // Committed, not rolled back: the 401 below must leave the session revoked.
      await tx.update(sessions).set({ revokedAt: now, revokedReason: 'refresh_token_reuse' }).where(eq(sessions.id, session.id));
      app.log.warn({ sessionId: session.id, userId: session.userId }, 'refresh token reuse: session revoked');
      return { ok: false, revokedSessionId: session.id };
    }
    if (state !== 'valid') return { ok: false };
    const [user] = await tx.select({ id: users.id, roles: users.roles }).from(users).where(eq(users.id, session.userId));
    if (!user) return { ok: false };
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.id, token.id));
    await tx.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
    const info: SessionInfo = { id: session.id, rememberMe: session.rememberMe, expiresAt: session.expiresAt };
    const refreshToken = await insertRefreshToken(tx, info, user.id, now);
    return { ok: true, tokens: { session: info, refreshToken }, user, impersonatorId: session.impersonatorId };
  });
  if (!result.ok) {
    if (result.revokedSessionId) await announceRevocation(app, { sessionIds: [result.revokedSessionId] });
    throw new DomainError('session_expired');
  }
  const access = await signFor(app, result.user, result.tokens.session, result.impersonatorId, now);
  return { ...result.tokens, accessToken: access.token, accessExpiresAt: access.expiresAt };
}

/**
 * New tokens for a session that continues (after a password change): its outstanding refresh
 * tokens expire quietly (not "spent", so a stale cookie is not mistaken for theft).
 */
export async function reissueSession(app: FastifyInstance, sessionId: string): Promise<IssuedTokens> {
  const now = app.clock.now();
  const [row] = await app.db
    .select({ session: sessions, user: { id: users.id, roles: users.roles } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  if (!row) throw new DomainError('unauthenticated');
  const info: SessionInfo = { id: row.session.id, rememberMe: row.session.rememberMe, expiresAt: row.session.expiresAt };
  const refreshToken = await app.db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ expiresAt: now })
      .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.usedAt)));
    return insertRefreshToken(tx, info, row.user.id, now);
  });
  const access = await signFor(app, row.user, info, row.session.impersonatorId, now);
  return { session: info, accessToken: access.token, accessExpiresAt: access.expiresAt, refreshToken };
}

/**
 * Every node forgets revoked sessions at once (decision 053): call it after the revoking
 * statement has committed (revokeSession, revokeUserSessions), before answering. A node that
 * cannot tell the others logs it; their cached sessions then lapse within SESSION_CACHE_MAX_AGE_MS.
 */
export async function announceRevocation(app: FastifyInstance, revocation: SessionRevocation): Promise<void> {
  try {
    await app.sessionCache.publish(revocation);
  } catch (error) {
    app.log.error({ err: error }, 'session revocation could not be announced to the other nodes');
  }
}

/** Revokes one session; the caller announces it after commit (announceRevocation). */
export async function revokeSession(db: Db | Tx, sessionId: string, reason: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user, optionally sparing the current one; the caller announces it after commit. */
export async function revokeUserSessions(db: Db | Tx, userId: string, reason: string, now: Date, exceptSessionId?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(...conditions));
}

/** The session a refresh token belongs to, spent or not (logout with an expired access token). */
export async function sessionIdOfRefreshToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row?.familyId ?? null;
}
