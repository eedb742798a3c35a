import type { Role } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessClaims, verifyAccessTokenSync } from '../modules/identity/access-token.ts';
import { authCookieNames } from '../modules/identity/auth-cookies.ts';
import { SessionCache, memoryChannel } from '../modules/identity/session-cache.ts';
import { postgresChannel } from '../modules/identity/session-revocation-postgres.ts';
import { redisChannel } from '../modules/identity/session-revocation-redis.ts';
import { type SignedInUser, prepareSessionUserLookup, prepareUserLookup } from '../modules/identity/session-user.ts';

export type Auth = AccessClaims;

declare module 'fastify' {
  interface FastifyInstance {
    /** Live sessions this node has checked; revocations evict them on every node (decision 053). */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** Resolved lazily and once per request: the signed-in user's claims, or null. */
    getAuth(): Promise<Auth | null>;
    requireAuth(role?: Role): Promise<Auth>;
    /** The signed-in user's row, loaded at most once per request (often by the session lookup itself), or null. */
    getSignedInUser(): Promise<(SignedInUser & { auth: Auth }) | null>;
  }
}

function bearerFrom(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7);
  return request.cookies?.[authCookieNames(app).access];
}

interface RequestAuth {
  auth: Auth;
  /** Set when the session lookup loaded the user with it (a cache miss). */
  user?: Promise<SignedInUser | null>;
}

/**
 * Authentication: a valid JWT names a session (refresh-token family); the session row is the
 * authority. It must exist, not be revoked and belong to the token's subject, and the roles
 * and impersonator come from the database, never from the claims: a token minted with a
 * leaked key or for another user's session opens nothing, and a role taken away ends at once.
 *
 * Decision 053: the token is checked with node:crypto and a key imported once; the session and
 * its user come from one prepared statement; a live session is then remembered by this node
 * (SessionCache) until a revocation, heard from any node, evicts it. The user row is never kept
 * across requests: it is loaded at most once per request, and only when something asks for it.
 */
/** `fn` run at most once per request: later calls get the first call's promise. */
function oncePerRequest<T>(fn: (request: FastifyRequest) => Promise<T>): (request: FastifyRequest) => Promise<T> {
  const pending = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let result = pending.get(request);
    if (!result) {
      result = fn(request);
      pending.set(request, result);
    }
    return result;
  };
}

export default fp(
  async function authPlugin(app: FastifyInstance) {
    const lookupSessionUser = prepareSessionUserLookup(app.db);
    const lookupUser = prepareUserLookup(app.db);
    const sessionCache = new SessionCache();
    const { pool } = app.database;
    if (app.config.redisUrl) sessionCache.attach(await redisChannel(app.config.redisUrl, sessionCache, app.log));
    else if (pool) sessionCache.attach(await postgresChannel(pool, sessionCache, app.log));
    else sessionCache.attach(memoryChannel(app.database, sessionCache));
    app.decorate('sessionCache', sessionCache);
    app.addHook('onClose', async () => sessionCache.close());

    const load = oncePerRequest(resolve);
    const loadSignedInUser = oncePerRequest(loadUser);

    async function resolve(request: FastifyRequest): Promise<RequestAuth | null> {
      const token = bearerFrom(app, request);
      if (!token) return null;
      const claims = verifyAccessTokenSync(token, app.config.jwtSecret, app.clock.now());
      if (!claims) return null;
      const { sessionId } = claims;
      const cached = sessionCache.get(sessionId);
      if (cached) {
        if (cached.userId !== claims.userId) return null;
        return { auth: { userId: cached.userId, sessionId, roles: cached.roles, impersonatorId: cached.impersonatorId } };
      }
      const generation = sessionCache.generation;
      const found = await lookupSessionUser(sessionId);
      if (!found || found.userId !== claims.userId) return null;
      const facts = { userId: found.userId, impersonatorId: found.impersonatorId, roles: found.roles };
      sessionCache.set(sessionId, facts, generation);
      return {
        auth: { ...facts, sessionId },
        user: Promise.resolve({ user: found.user, hasSubscription: found.hasSubscription }),
      };
    }

    async function loadUser(request: FastifyRequest): Promise<(SignedInUser & { auth: Auth }) | null> {
      const found = await load(request);
      if (!found) return null;
      const signedIn = await (found.user ?? lookupUser(found.auth.userId));
      return signedIn && { ...signedIn, auth: found.auth };
    }

    app.decorateRequest('getAuth', async function (this: FastifyRequest): Promise<Auth | null> {
      return (await load(this))?.auth ?? null;
    });

    app.decorateRequest('getSignedInUser', function (this: FastifyRequest) {
      return loadSignedInUser(this);
    });

    app.decorateRequest('requireAuth', async function (this: FastifyRequest, role?: Role) {
      const auth = await this.getAuth();
      if (!auth) throw new DomainError('unauthenticated');
      if (role && !auth.roles.includes(role)) throw new DomainError('forbidden');
      return auth;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
