import type { Role } from '@parla/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * A route's `preValidation` hook: signed in (401) and holding the role (403) before its schemas
 * run (422), so an anonymous caller learns nothing about the input a route expects. The handler
 * reads the claims again with `request.requireAuth()`, which is cached per request.
 */
export function signedIn(role?: Role) {
  return async function requireSignedIn(request: FastifyRequest): Promise<void> {
    await request.requireAuth(role);
  };
}
