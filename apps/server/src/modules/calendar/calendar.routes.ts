import { notFound } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import { recordFeedFetch } from '../teacher-account/calendar-connection.service.ts';
import { buildFeed, findFeedOwner } from './calendar.service.ts';
import { writeCalendar } from './ics-writer.ts';

/**
 * The private ICS feed behind a user's calendarUrl. No cookie: calendar apps fetch it on
 * their own, so the unguessable token in the path is the credential. Rotating
 * users.calendar_token (regenerateCalendarUrl) revokes it: the old token then answers 404.
 */
export async function calendarRoutes(app: FastifyInstance) {
  // The whole segment is the parameter and the '.ics' suffix is checked here, rather than
  // relying on how the router splits a parameter from a static suffix.
  app.get<{ Params: { file: string } }>('/calendar/:file', async (request, reply) => {
    const { file } = request.params;
    // The token must never be indexed by a search engine that finds the link somewhere.
    reply.header('x-robots-tag', 'noindex');
    const owner = file.endsWith('.ics') ? await findFeedOwner(app.db, file.slice(0, -'.ics'.length)) : null;
    if (!owner) throw notFound();
    const now = app.clock.now();
    const calendar = await buildFeed(app.db, app.config, owner, now);
    // For the calendar-connection page (connected / expired / reconnect); never fails the feed.
    await recordFeedFetch(app.db, owner.id, file.slice(0, -'.ics'.length), request.headers['user-agent'], now).catch((error) =>
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
}
