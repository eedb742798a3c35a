import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/route-auth.ts';
import { uuidParam } from '../../lib/validation.ts';
import { markNotificationsRead } from './notifications.service.ts';

const notificationPath = z.object({ id: uuidParam });

/**
 * Marks one in-app notification read by id (issue 20): what the service worker calls, with the
 * session cookie and the X-Release-Id header, when the user opens a push that repeats it, so the
 * read state is one across channels. The owner only (student or teacher): any other id, or one of
 * someone else, answers 404 like the `markNotificationsRead` mutation.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/notifications/:id/read',
    { preValidation: signedIn(), schema: { params: notificationPath }, config: { unvalidatedBody: 'reads no body' } },
    async (request) => {
      const auth = await request.requireAuth();
      const [notification] = await markNotificationsRead(app.db, auth.userId, [request.params.id], app.clock.now());
      return { id: notification.id, readAt: notification.readAt?.toISOString() ?? null };
    },
  );
};
