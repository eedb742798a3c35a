import { randomBytes } from 'node:crypto';
import type { CalendarAccountState, CalendarProvider } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { calendarAccounts } from '../../db/schema/index.ts';
import { seal, signValue, unseal, verifyValue } from '../../lib/sealed.ts';
import { type OAuthProvider, oauthProviders, redirectUri } from './calendar-providers.ts';

const TOKEN_PURPOSE = 'calendar-oauth-tokens';
const STATE_PURPOSE = 'calendar-oauth-state';
/** The round trip through the provider's consent screen must finish within this. */
const STATE_TTL_MS = 10 * 60_000;
/** Refresh a little before the provider's expiry, so a token is never used in its last minute. */
const REFRESH_MARGIN_MS = 60_000;

export interface CalendarAccountView {
  id: string;
  type: CalendarProvider;
  status: CalendarAccountState;
  email: string | null;
  connectedAt: Date;
}

interface OAuthState {
  u: string;
  p: CalendarProvider;
  n: string;
  e: number;
}

interface TokenResponse {
  access_token?: string;
  refresh_token?: string;
  expires_in?: number;
  id_token?: string;
}

function providerOf(app: FastifyInstance, provider: string): OAuthProvider {
  const found = oauthProviders(app.config).find((p) => p.provider === provider);
  if (!found) throw new DomainError('calendar_provider_unavailable');
  return found;
}

export const availableCalendarProviders = (app: FastifyInstance): CalendarProvider[] => oauthProviders(app.config).map((p) => p.provider);

/** Step 1: where the browser goes to grant access. `state` binds the answer to this user and provider. */
export function calendarAuthorizationUrl(app: FastifyInstance, userId: string, provider: CalendarProvider): string {
  const p = providerOf(app, provider);
  const state = signValue(
    { u: userId, p: provider, n: randomBytes(12).toString('base64url'), e: app.clock.now().getTime() + STATE_TTL_MS } satisfies OAuthState,
    app.config.jwtSecret,
    STATE_PURPOSE,
  );
  const url = new URL(p.authorizeUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: p.clientId,
    redirect_uri: redirectUri(app.config, provider),
    scope: p.scope,
    state,
    ...p.authorizeParams,
  }).toString();
  return url.toString();
}

/**
 * A form POST to the provider's token endpoint. The built-in test provider lives in this server:
 * its requests go through Fastify in-process (the same route, headers and body a network call carries).
 */
async function postTokenRequest(app: FastifyInstance, p: OAuthProvider, form: Record<string, string>): Promise<TokenResponse> {
  const body = new URLSearchParams({ ...form, client_id: p.clientId, client_secret: p.clientSecret }).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (p.provider === 'test') {
    const response = await app.inject({ method: 'POST', url: new URL(p.tokenUrl).pathname, headers, payload: body });
    if (response.statusCode !== 200) throw new DomainError('calendar_connection_failed');
    return response.json<TokenResponse>();
  }
  const response = await fetch(p.tokenUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new DomainError('calendar_connection_failed');
  return (await response.json()) as TokenResponse;
}

/** The e-mail claim of the ID token. It came straight from the token endpoint over TLS: OIDC Core 3.1.3.7 needs no signature check then. */
function emailOf(idToken: string | undefined): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof claims.email === 'string' ? claims.email.slice(0, 320) : null;
  } catch {
    return null;
  }
}

/**
 * Step 2, the callback: checks the state (signed, unexpired, same user and provider), exchanges the
 * code and stores the tokens sealed. Any failure is the spec's "calendar connection unsuccessful".
 */
export async function completeCalendarAuthorization(
  app: FastifyInstance,
  userId: string,
  provider: CalendarProvider,
  query: { code?: string; state?: string; error?: string },
): Promise<CalendarAccountView> {
  const p = providerOf(app, provider);
  const state = query.state ? verifyValue<OAuthState>(query.state, app.config.jwtSecret, STATE_PURPOSE) : null;
  const now = app.clock.now();
  if (!state || state.u !== userId || state.p !== provider || state.e < now.getTime() || query.error || !query.code) {
    throw new DomainError('calendar_connection_failed');
  }
  const tokens = await postTokenRequest(app, p, {
    grant_type: 'authorization_code',
    code: query.code,
    redirect_uri: redirectUri(app.config, provider),
  });
  if (!tokens.access_token) throw new DomainError('calendar_connection_failed');
  const secret = app.config.jwtSecret;
  const values = {
    status: 'connected' as const,
    email: emailOf(tokens.id_token),
    accessTokenSealed: seal(tokens.access_token, secret, TOKEN_PURPOSE),
    refreshTokenSealed: tokens.refresh_token ? seal(tokens.refresh_token, secret, TOKEN_PURPOSE) : null,
    accessTokenExpiresAt: tokens.expires_in ? new Date(now.getTime() + tokens.expires_in * 1000) : null,
    connectedAt: now,
    updatedAt: now,
  };
  const [row] = await app.db
    .insert(calendarAccounts)
    .values({ userId, provider, ...values })
    .onConflictDoUpdate({ target: [calendarAccounts.userId, calendarAccounts.provider], set: values })
    .returning();
  return toView(row);
}

type Row = typeof calendarAccounts.$inferSelect;
const toView = (row: Row): CalendarAccountView => ({
  id: row.id,
  type: row.provider as CalendarProvider,
  status: row.status as CalendarAccountState,
  email: row.email,
  connectedAt: row.connectedAt,
});

/**
 * Keeps a grant alive: an access token near its end is refreshed; a refused refresh (revoked at the
 * provider, expired) marks the account expired, and the page offers to reconnect (000 §3).
 */
async function refreshIfDue(app: FastifyInstance, row: Row): Promise<Row> {
  const now = app.clock.now();
  if (row.status !== 'connected' || !row.accessTokenExpiresAt || row.accessTokenExpiresAt.getTime() - REFRESH_MARGIN_MS > now.getTime()) {
    return row;
  }
  const secret = app.config.jwtSecret;
  const p = oauthProviders(app.config).find((candidate) => candidate.provider === row.provider);
  let next: Partial<Row> = { status: 'expired', updatedAt: now };
  if (p && row.refreshTokenSealed) {
    try {
      const tokens = await postTokenRequest(app, p, {
        grant_type: 'refresh_token',
        refresh_token: unseal(row.refreshTokenSealed, secret, TOKEN_PURPOSE),
      });
      if (tokens.access_token) {
        next = {
          status: 'connected',
          accessTokenSealed: seal(tokens.access_token, secret, TOKEN_PURPOSE),
          // Providers may rotate the refresh token; keep the old one when they do not.
          ...(tokens.refresh_token ? { refreshTokenSealed: seal(tokens.refresh_token, secret, TOKEN_PURPOSE) } : {}),
          accessTokenExpiresAt: tokens.expires_in ? new Date(now.getTime() + tokens.expires_in * 1000) : null,
          updatedAt: now,
        };
      }
    } catch (error) {
      app.log.warn({ err: error, provider: row.provider, userId: row.userId }, 'calendar token refresh refused: marked expired');
    }
  }
  const [updated] = await app.db.update(calendarAccounts).set(next).where(eq(calendarAccounts.id, row.id)).returning();
  return updated ?? row;
}

export async function calendarAccountsOf(app: FastifyInstance, userId: string): Promise<CalendarAccountView[]> {
  const rows = await app.db.select().from(calendarAccounts).where(eq(calendarAccounts.userId, userId)).orderBy(calendarAccounts.provider);
  const fresh = await Promise.all(rows.map((row) => refreshIfDue(app, row)));
  return fresh.map(toView);
}

/** Disconnect: the grant is forgotten here (the provider's own revoke is decision 058's follow-up). */
export async function disconnectCalendar(app: FastifyInstance, userId: string, provider: CalendarProvider): Promise<boolean> {
  const removed = await app.db
    .delete(calendarAccounts)
    .where(and(eq(calendarAccounts.userId, userId), eq(calendarAccounts.provider, provider)))
    .returning({ id: calendarAccounts.id });
  return removed.length > 0;
}
