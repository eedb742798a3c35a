import { CALENDAR_PROVIDERS, errorStatus, formatErrorMessage, studentPreferencesBody, toLocale } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/route-auth.ts';
import { uuidParam } from '../../lib/validation.ts';
import { findUserById } from '../identity/user.service.ts';
import { completeCalendarAuthorization } from './calendar-accounts.service.ts';
import { notificationPreferences, saveNotificationPreferences } from './notification-preferences.service.ts';

const studentPath = z.object({ id: uuidParam });
const providerPath = z.object({ provider: z.enum(CALENDAR_PROVIDERS) });
const callbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  // Providers add more (scope, session_state, iss): read nothing else, refuse nothing.
});

/** The student's own id only: anyone else, admins included, gets 403 (issue 14 "each refuses other users' ids"). */
async function ownStudentId(request: FastifyRequest, reply: FastifyReply, id: string): Promise<string | null> {
  const auth = await request.requireAuth('student');
  if (auth.userId === id) return auth.userId;
  reply.status(errorStatus('forbidden')).send({ code: 'forbidden', message: formatErrorMessage('forbidden') });
  return null;
}

/** REST routes of the student settings (001 §7): preferences, and the calendar OAuth callback. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const asStudent = { preValidation: signedIn('student') };

  app.get('/api/students/:id/preferences', { ...asStudent, schema: { params: studentPath } }, async (request, reply) => {
    const userId = await ownStudentId(request, reply, request.params.id);
    return userId ? { preferences: await notificationPreferences(app.db, userId) } : reply;
  });

  app.put(
    '/api/students/:id/preferences',
    { ...asStudent, schema: { params: studentPath, body: studentPreferencesBody } },
    async (request, reply) => {
      const userId = await ownStudentId(request, reply, request.params.id);
      return userId ? { preferences: await saveNotificationPreferences(app, userId, request.body.preferences) } : reply;
    },
  );

  /**
   * Where the provider sends the browser back (OAuth 2 redirect URI). Success or not, the student
   * lands on the calendar-connection page, which says what happened; the code never reaches a log.
   */
  app.get(
    '/api/calendar/oauth/:provider/callback',
    { ...asStudent, schema: { params: providerPath, querystring: callbackQuery } },
    async (request, reply) => {
      const auth = await request.requireAuth('student');
      const user = await findUserById(app.db, auth.userId);
      const page = `${app.config.areas.learn}/${toLocale(user?.locale)}/account/settings/calendar-connection`;
      try {
        await completeCalendarAuthorization(app, auth.userId, request.params.provider, request.query);
        return reply.redirect(`${page}?calendar=connected&provider=${request.params.provider}`, 303);
      } catch (error) {
        if (!(error instanceof DomainError))
          request.log.error({ err: error, provider: request.params.provider }, 'calendar connection failed');
        return reply.redirect(`${page}?calendar=failed&provider=${request.params.provider}`, 303);
      }
    },
  );
};
