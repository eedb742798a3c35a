import { notFound } from '@parla/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordFeedFetch } from '../teacher-account/calendar-connection.service.ts';
import { buildFeed, findFeedOwner } from './calendar.service.ts';
import { writeCalendar } from './ics-writer.ts';

/**
 * The whole segment is the parameter and its '.ics' suffix is checked by the schema, rather than
 * relying on how the router splits a parameter from a static suffix; the handler gets the token.
 */
const feedPath = z.object({
  file: z
    .string()
    .regex(/\.ics$/)
    .transform((file) => file.slice(0, -'.ics'.length)),
});

/**
 * The private ICS feed behind a user's calendarUrl. No cookie: calendar apps fetch it on
 * their own, so the unguessable token in the path is the credential. Rotating
 * users.calendar_token (regenerateCalendarUrl) revokes it: the old token then answers 404.
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const route = {
    // The token must never be indexed by a search engine that finds the link somewhere: every
    // answer says so, the 404 for a path without '.ics' included.
    onRequest: async (_request: FastifyRequest, reply: FastifyReply) => {
      reply.header('x-robots-tag', 'noindex');
    },
    schema: { params: feedPath },
  };
  app.get('/calendar/:file', route, async (request, reply) => {
    const token = request.params.file;
    const owner = await findFeedOwner(app.db, token);
    if (!owner) throw notFound();
    const now = app.clock.now();
    const calendar = await buildFeed(app.db, app.config, owner, now);
    // For the calendar-connection page (connected / expired / reconnect); never fails the feed.
    await recordFeedFetch(app.db, owner.id, token, request.headers['user-agent'], now).catch((error) =>
      request.log.warn({ err: error }, 'could not record the calendar feed fetch'),
    );
    return (
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        // Private: the body is personal and must not sit in shared caches; 5 minutes spares the
        // database from clients that poll often.
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="parla.ics"')
        .send(writeCalendar(calendar))
    );
  });
};
