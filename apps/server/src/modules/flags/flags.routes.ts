import { decideFlagsBody } from '@parla/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type FlagSubject, decideFlags } from './flags.service.ts';

/** A visitor's stable id for percentage rollouts (decision 096): random, HttpOnly, a year. */
export const VISITOR_COOKIE = 'parla_visitor';
const VISITOR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const isUuid = (value: string | undefined): value is string => !!value && z.string().uuid().safeParse(value).success;

async function subjectOf(request: FastifyRequest, reply: FastifyReply): Promise<FlagSubject> {
  const auth = await request.getAuth();
  // Impersonating, the admin sees the app as its user does: the user's flags.
  if (auth) return { userId: auth.userId, anonymousId: null, roles: auth.roles };
  let visitor = request.cookies[VISITOR_COOKIE];
  if (!isUuid(visitor)) {
    visitor = randomUUID();
    reply.setCookie(VISITOR_COOKIE, visitor, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: request.server.config.publicUrl.startsWith('https:'),
      maxAge: VISITOR_MAX_AGE_SECONDS,
    });
  }
  return { userId: null, anonymousId: visitor, roles: [] };
}

/**
 * `POST /api/feature-flag/decide-on-demand` (000 §7, shape not shown; decision 096): body
 * `{ flags?: string[] }`, answer `{ flags: { [key]: boolean } }` for the caller: the signed-in
 * user, or an anonymous visitor kept stable by a cookie. Unknown flags answer false.
 */
export const flagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/feature-flag/decide-on-demand', { schema: { body: decideFlagsBody } }, async (request, reply) => {
    const subject = await subjectOf(request, reply);
    reply.header('cache-control', 'no-store');
    return { flags: await decideFlags(app, subject, request.body.flags) };
  });
};
