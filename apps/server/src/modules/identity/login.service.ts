import type { ClientUser, LoginInput, Role } from '@parla/contracts';
import { DomainError, loginSlowdownMs } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import { hasRunningSubscription } from '../commerce/subscriptions/booking-plan.ts';
import { accountClosedError } from './account-closure.service.ts';
import { assertCaptcha } from './captcha.ts';
import { loginWaitFor } from './login-wait.ts';
import { verifyPassword } from './password.service.ts';
import { type IssuedTokens, type SessionArea, startSession } from './session.service.ts';
import { clearThrottle, loginThrottleHits, recordThrottleHits, throttleLockedMinutes, throttleState } from './throttle.service.ts';
import { findUserByEmail, toClientUser } from './user.service.ts';

/** Each login route admits one role: a student account cannot open the teacher app, and vice versa. */
const AREA_ROLE: Record<SessionArea, Role> = { learn: 'student', teacher: 'teacher', admin: 'admin' };

export interface LoginContext {
  area: SessionArea;
  ip: string;
  userAgent?: string;
}

function badCredentials(): DomainError {
  return new DomainError('bad_credentials');
}

/**
 * Password login. Every refusal (unknown e-mail, wrong password, guest, missing role) looks
 * the same and costs the same argon2 time, so the answer reveals nothing about the account.
 */
export async function login(
  app: FastifyInstance,
  input: LoginInput,
  context: LoginContext,
): Promise<{ tokens: IssuedTokens; user: ClientUser }> {
  await assertCaptcha(app, input.recaptcha_token, context.ip, 'login');

  const email = input._username.trim().toLowerCase();
  const hits = loginThrottleHits(email, context.ip);
  // Checked before the password: while this client is locked, even the right password is
  // refused. Only this client: failures elsewhere never lock the owner out (issue 10, point 5).
  const minutes = await throttleLockedMinutes(app.db, [hits.pair.key, hits.ip.key], app.clock.now());
  if (minutes > 0) throw new DomainError('too_many_login_attempts', undefined, { minutes });
  // An account failing from many clients slows every login to it down instead.
  const delayMs = loginSlowdownMs(await throttleState(app.db, hits.account.key), app.clock.now());
  if (delayMs > 0) await loginWaitFor(app)(delayMs);

  const user = await findUserByEmail(app.db, email);
  const loginable = user && !user.isGuest && user.roles.includes(AREA_ROLE[context.area]);
  const passwordMatches = await verifyPassword(loginable ? user.passwordHash : null, input._password);
  if (!loginable || !passwordMatches) {
    await recordThrottleHits(app.db, [hits.pair, hits.account, hits.ip], app.clock.now());
    throw badCredentials();
  }

  // Only the owner (who knows the password) learns that the account is closed, and when.
  if (user.closedAt) throw accountClosedError(user.closedAt);

  // Success forgives this client's failures; the account and IP buckets keep counting.
  await clearThrottle(app.db, hits.pair.key);
  const tokens = await startSession(app, user, {
    area: context.area,
    rememberMe: input._remember_me,
    ip: context.ip,
    userAgent: context.userAgent,
  });
  return {
    tokens,
    user: toClientUser(user, { publicUrl: app.config.publicUrl, hasSubscription: await hasRunningSubscription(app.db, user.id) }),
  };
}
