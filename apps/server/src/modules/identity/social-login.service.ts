import type { ErrorCode, Locale, SectionSlug, SocialIntent, SocialProvider } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { Db } from '../../db/client.ts';
import { socialLoginStates, socialRegistrations, userIdentities, users } from '../../db/schema/index.ts';
import { accountClosedError } from './account-closure.service.ts';
import { hashToken, randomToken } from './crypto.ts';
import { type IssuedTokens, startSession } from './session.service.ts';
import { type SocialProviderSettings, providerConfiguration, socialProvider, socialRedirectUri } from './social-providers.ts';
import { type UserRow, findUserByEmail, findUserById } from './user.service.ts';

/** How long the round trip to the provider may take, and a pending registration may wait. */
export const SOCIAL_STATE_MINUTES = 10;
export const SOCIAL_REGISTRATION_MINUTES = 30;

/** Apple's "Hide my e-mail" addresses (LG_0101). */
const APPLE_RELAY = /@privaterelay\.appleid\.com$/i;

export const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };

/** A coded error of a social login, with the provider the message names. */
export function socialError(code: ErrorCode, provider: SocialProvider): DomainError {
  return new DomainError(code, undefined, { provider: PROVIDER_NAMES[provider] });
}

export function enabledProvider(app: FastifyInstance, provider: SocialProvider): SocialProviderSettings {
  const settings = socialProvider(app.config, provider);
  if (!settings) throw socialError('social_provider_unavailable', provider);
  return settings;
}

export interface SocialStart {
  /** The provider's authorization URL to send the browser to. */
  url: string;
  /** Goes into the HttpOnly state cookie: the answer must come back to this browser. */
  state: string;
}

/** Starts the round trip: PKCE verifier, state and nonce stay on the server, only their proofs travel. */
export async function startSocialLogin(
  app: FastifyInstance,
  provider: SocialProvider,
  options: { intent: SocialIntent; locale: Locale; section?: SectionSlug; userId: string | null },
): Promise<SocialStart> {
  const settings = enabledProvider(app, provider);
  const configuration = await providerConfiguration(app, settings);
  const now = app.clock.now();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  // Each start sweeps the abandoned ones: the table holds only the last few minutes.
  await app.db.delete(socialLoginStates).where(lt(socialLoginStates.expiresAt, now));
  await app.db.insert(socialLoginStates).values({
    stateHash: hashToken(state),
    provider,
    intent: options.intent,
    userId: options.userId,
    codeVerifier,
    nonce,
    locale: options.locale,
    section: options.section ?? null,
    expiresAt: new Date(now.getTime() + SOCIAL_STATE_MINUTES * 60_000),
  });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: socialRedirectUri(app.config, provider),
    scope: settings.scope,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    ...settings.authorizeParams,
  });
  return { url: url.href, state };
}

export type PendingLogin = typeof socialLoginStates.$inferSelect;

/**
 * Spends the state of a round trip: only the browser that started it (its cookie) may, once,
 * within ten minutes. The row goes whatever happens next.
 */
export async function takeLoginState(app: FastifyInstance, state: string | undefined, cookieState: string | undefined) {
  if (!state || !cookieState || state !== cookieState) return null;
  const [row] = await app.db
    .delete(socialLoginStates)
    .where(and(eq(socialLoginStates.stateHash, hashToken(state)), gt(socialLoginStates.expiresAt, app.clock.now())))
    .returning();
  return row ?? null;
}

/** Who the provider says the person is, from the verified ID token (and userinfo for the names). */
export interface ProviderIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** Exchanges the code (PKCE, state, nonce and the ID token's signature checked by openid-client). */
export async function exchangeCode(app: FastifyInstance, pending: PendingLogin, callbackQuery: string): Promise<ProviderIdentity> {
  const provider = pending.provider as SocialProvider;
  const settings = enabledProvider(app, provider);
  const configuration = await providerConfiguration(app, settings);
  const currentUrl = new URL(`${socialRedirectUri(app.config, provider)}?${callbackQuery}`);
  const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: currentUrl.searchParams.get('state') ?? undefined,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('the provider sent no ID token');
  let profile: Record<string, unknown> = claims;
  if (configuration.serverMetadata().userinfo_endpoint) {
    profile = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)), ...claims };
  }
  const email = typeof profile.email === 'string' && profile.email.includes('@') ? profile.email.trim().toLowerCase() : null;
  // Facebook releases only confirmed addresses and sends no email_verified claim (decision 065).
  const verifiedClaim = profile.email_verified === true || profile.email_verified === 'true';
  return {
    subject: claims.sub,
    email,
    emailVerified: email !== null && (verifiedClaim || provider === 'facebook'),
    firstName: typeof profile.given_name === 'string' ? profile.given_name.slice(0, 100) : '',
    lastName: typeof profile.family_name === 'string' ? profile.family_name.slice(0, 100) : '',
  };
}

async function userOfIdentity(db: Db, provider: SocialProvider, subject: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
  return row ? findUserById(db, row.userId) : undefined;
}

/**
 * Links an identity to a user; of two links racing for one subject the unique index keeps the
 * first, and both callers then read the same owner.
 */
export async function linkIdentity(db: Db, userId: string, provider: SocialProvider, identity: ProviderIdentity, now: Date) {
  await db
    .insert(userIdentities)
    .values({ userId, provider, subject: identity.subject, email: identity.email, createdAt: now })
    .onConflictDoNothing();
  return userOfIdentity(db, provider, identity.subject);
}

function assertCanSignIn(user: UserRow, provider: SocialProvider): void {
  // A social login opens the student area only, like /api/login_check; guests have no login yet.
  if (!user.roles.includes('student') || user.isGuest) throw socialError('social_no_account', provider);
  if (user.closedAt) throw accountClosedError(user.closedAt);
}

export type SocialOutcome = { kind: 'signed_in'; user: UserRow } | { kind: 'register'; key: string } | { kind: 'connected'; user: UserRow };

/** Login and register: by linked identity, else by the provider's verified e-mail (then linked). */
export async function resolveSignIn(app: FastifyInstance, pending: PendingLogin, identity: ProviderIdentity): Promise<SocialOutcome> {
  const provider = pending.provider as SocialProvider;
  const now = app.clock.now();
  const linked = await userOfIdentity(app.db, provider, identity.subject);
  if (linked) {
    assertCanSignIn(linked, provider);
    return { kind: 'signed_in', user: linked };
  }
  if (!identity.email || !identity.emailVerified) throw socialError('LG_0100', provider);
  if (APPLE_RELAY.test(identity.email)) throw socialError('LG_0101', provider);
  const byEmail = await findUserByEmail(app.db, identity.email);
  if (byEmail) {
    assertCanSignIn(byEmail, provider);
    const owner = (await linkIdentity(app.db, byEmail.id, provider, identity, now)) ?? byEmail;
    // The provider has just vouched for the address.
    if (!owner.emailVerifiedAt && owner.email === identity.email) {
      await app.db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, owner.id));
    }
    return { kind: 'signed_in', user: owner };
  }
  if (pending.intent !== 'register') throw socialError('social_no_account', provider);
  const key = randomToken();
  await app.db.delete(socialRegistrations).where(lt(socialRegistrations.expiresAt, now));
  await app.db.insert(socialRegistrations).values({
    keyHash: hashToken(key),
    provider,
    subject: identity.subject,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    locale: pending.locale,
    section: pending.section,
    expiresAt: new Date(now.getTime() + SOCIAL_REGISTRATION_MINUTES * 60_000),
  });
  return { kind: 'register', key };
}

/** Connect: the signed-in student who started it, one account per provider, one owner per identity. */
export async function resolveConnect(
  app: FastifyInstance,
  pending: PendingLogin,
  identity: ProviderIdentity,
  signedInUserId: string | null,
): Promise<SocialOutcome> {
  const provider = pending.provider as SocialProvider;
  if (!pending.userId || signedInUserId !== pending.userId) throw socialError('social_login_failed', provider);
  const user = await findUserById(app.db, pending.userId);
  if (!user) throw socialError('social_login_failed', provider);
  const owner = await userOfIdentity(app.db, provider, identity.subject);
  if (owner && owner.id !== user.id) throw socialError('social_identity_in_use', provider);
  if (owner) return { kind: 'connected', user };
  // Facebook's address must be the account's own (decision 065).
  if (provider === 'facebook' && identity.email !== user.email) throw socialError('facebook_email_mismatch', provider);
  const [existing] = await app.db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, user.id), eq(userIdentities.provider, provider)));
  if (existing) throw socialError('social_already_connected', provider);
  const linkedTo = await linkIdentity(app.db, user.id, provider, identity, app.clock.now());
  if (linkedTo?.id !== user.id) throw socialError('social_identity_in_use', provider);
  return { kind: 'connected', user };
}

/** A session exactly as a password login opens one (remember-me, like a registration). */
export function startSocialSession(
  app: FastifyInstance,
  user: UserRow,
  context: { ip: string; userAgent?: string },
): Promise<IssuedTokens> {
  return startSession(app, user, { area: 'learn', rememberMe: true, ip: context.ip, userAgent: context.userAgent });
}
