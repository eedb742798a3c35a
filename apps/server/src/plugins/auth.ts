import type { Role } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessions, users } from '../db/schema/index.ts';
import { type AccessClaims, verifyAccessToken } from '../modules/identity/access-token.ts';
import { authCookieNames } from '../modules/identity/auth-cookies.ts';

export type Auth = AccessClaims;

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved lazily and once per request: the signed-in user's claims, or null. */
    getAuth(): Promise<Auth | null>;
    requireAuth(role?: Role): Promise<Auth>;
  }
}

function bearerFrom(app: FastifyInstance, request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7);
  return request.cookies?.[authCookieNames(app).access];
}

/**
 * Authentication: a valid JWT names a session (refresh-token family); the session row is the
 * authority. It must exist, not be revoked and belong to the token's subject, and the roles
 * and impersonator come from the database, never from the claims: a token minted with a
 * leaked key or for another user's session opens nothing, and a role taken away ends at once.
 * One query per request (the result is cached on the request).
 */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    const cache = new WeakMap<FastifyRequest, Promise<Auth | null>>();

    async function resolve(request: FastifyRequest): Promise<Auth | null> {
      const token = bearerFrom(app, request);
      if (!token) return null;
      const claims = await verifyAccessToken(token, app.config.jwtSecret, app.clock.now());
      if (!claims) return null;
      const [row] = await app.db
        .select({ userId: sessions.userId, impersonatorId: sessions.impersonatorId, roles: users.roles })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, claims.sessionId), isNull(sessions.revokedAt)))
        .limit(1);
      if (!row || row.userId !== claims.userId) return null;
      return { userId: row.userId, sessionId: claims.sessionId, roles: row.roles as Role[], impersonatorId: row.impersonatorId };
    }

    app.decorateRequest('getAuth', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        pending = resolve(this);
        cache.set(this, pending);
      }
      return pending;
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
