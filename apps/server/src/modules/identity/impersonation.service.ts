import { sessionCookieName, toLocale } from '@parla/contracts';
import { DomainError, notFound } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessions } from '../../db/schema/index.ts';
import type { Auth } from '../../plugins/auth.ts';
import { authCookieNames, clearAuthCookies, setAuthCookies } from './auth-cookies.ts';
import { announceRevocation, refreshSession, revokeSession, sessionIdOfRefreshToken, startSession } from './session.service.ts';
import { findUserById } from './user.service.ts';

/**
 * Where the admin's own refresh token waits while they act as someone (decision 098): HttpOnly,
 * path /, a browser-session cookie. Ending the impersonation spends it to give the admin their
 * session back; nothing else reads it.
 */
export const IMPERSONATOR_COOKIE = 'PARLA_IMPERSONATOR';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function stashCookieName(app: FastifyInstance): string {
  return sessionCookieName(IMPERSONATOR_COOKIE, app.config.publicUrl.startsWith('https:'));
}

function stashOptions(app: FastifyInstance) {
  return { path: '/', sameSite: 'lax' as const, secure: app.config.publicUrl.startsWith('https:'), httpOnly: true };
}

export interface ImpersonationStart {
  area: 'learn' | 'teacher';
  redirectTo: string;
  userId: string;
}

/**
 * An admin opens a student's or teacher's app as them: a new session of that user carrying the
 * admin's id (`sessions.impersonator_id`, claim `imp`), so every refusal for impersonated sessions
 * (password, payout details, consent, closure) applies and every mutation is audited with both ids.
 * The admin's own session is kept, not ended: its refresh token moves to IMPERSONATOR_COOKIE.
 */
export async function startImpersonation(
  app: FastifyInstance,
  admin: Auth,
  targetId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ImpersonationStart> {
  if (admin.impersonatorId) throw new DomainError('impersonation_forbidden');
  if (!UUID.test(targetId)) throw notFound();
  const target = await findUserById(app.db, targetId);
  if (!target) throw notFound();
  const roles = target.roles;
  if (roles.includes('admin') || target.closedAt || target.isGuest || !(roles.includes('student') || roles.includes('teacher'))) {
    throw new DomainError('impersonation_target_invalid');
  }
  const area = roles.includes('student') ? 'learn' : 'teacher';
  const tokens = await startSession(app, target, {
    area,
    rememberMe: false,
    impersonatorId: admin.userId,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });
  const ownRefresh = request.cookies[authCookieNames(app).refresh];
  if (ownRefresh) reply.setCookie(stashCookieName(app), ownRefresh, stashOptions(app));
  setAuthCookies(app, reply, tokens);
  app.log.info({ adminId: admin.userId, userId: target.id, sessionId: tokens.session.id }, 'impersonation started');
  const locale = toLocale(target.locale);
  const redirectTo = area === 'learn' ? `${app.config.areas.learn}/${locale}/account/home` : `${app.config.areas.teacher}/${locale}/home`;
  return { area, redirectTo, userId: target.id };
}

/**
 * Ends the impersonated session and gives the admin their own session back when the stashed
 * refresh token still belongs to a live session of that admin; otherwise the admin signs in again.
 */
export async function endImpersonation(
  app: FastifyInstance,
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ restored: boolean; redirectTo: string }> {
  if (!auth.impersonatorId) throw new DomainError('forbidden');
  const now = app.clock.now();
  await revokeSession(app.db, auth.sessionId, 'impersonation_ended', now);
  await announceRevocation(app, { sessionIds: [auth.sessionId] });
  const stash = request.cookies[stashCookieName(app)];
  let restored = false;
  if (stash) {
    const sessionId = await sessionIdOfRefreshToken(app.db, stash);
    const [own] = sessionId
      ? await app.db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, sessionId)).limit(1)
      : [];
    if (own?.userId === auth.impersonatorId) {
      try {
        setAuthCookies(app, reply, await refreshSession(app, stash));
        restored = true;
      } catch {
        // An expired or revoked admin session: the admin signs in again.
      }
    }
  }
  if (!restored) clearAuthCookies(app, reply);
  reply.clearCookie(stashCookieName(app), stashOptions(app));
  app.log.info({ adminId: auth.impersonatorId, userId: auth.userId, restored }, 'impersonation ended');
  const back = auth.roles.includes('student') ? `students/${auth.userId}` : 'teachers';
  const redirectTo = `${app.config.areas.admin}/en/${restored ? back : 'login'}`;
  return { restored, redirectTo };
}

/** Logout of an impersonated session forgets the stash too (the admin's session stays valid until it lapses). */
export function clearImpersonatorStash(app: FastifyInstance, reply: FastifyReply): void {
  reply.clearCookie(stashCookieName(app), stashOptions(app));
}
