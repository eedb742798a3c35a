import fastifyMultipart from '@fastify/multipart';
import { MAX_SUPPORT_ATTACHMENT_BYTES, closeAccountInput } from '@parla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/route-auth.ts';
import { closeAccount } from '../identity/account-closure.service.ts';
import { clearAuthCookies } from '../identity/auth-cookies.ts';
import { readMultipart } from '../../lib/multipart.ts';
import { dataExportFor } from './data-export.service.ts';
import { submitSupportTicket, supportAttachmentRule } from './support.service.ts';

const MULTIPART = 'multipart form: topic and message fields, read by readMultipart and parsed with supportTicketInput';
const exportPath = z.object({ token: z.string().min(1).max(200) });

/**
 * The student's account lifecycle (issue 14, docs/api/account-lifecycle.md): support messages,
 * the data-export download, closing the account. The GraphQL twins (preview, export request,
 * guest promotion) are in account-lifecycle.graphql.ts.
 */
export const accountLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only its routes parse multipart bodies.
  await app.register(fastifyMultipart, { throwFileSizeLimit: true, limits: { fileSize: MAX_SUPPORT_ATTACHMENT_BYTES, files: 1 } });

  app.post(
    '/api/support/tickets',
    { preValidation: signedIn('student'), config: { unvalidatedBody: MULTIPART } },
    async (request, reply) => {
      const auth = await request.requireAuth('student');
      const body = await readMultipart(request, { attachment: supportAttachmentRule });
      return reply.status(201).send(await submitSupportTicket(app, auth, body));
    },
  );

  app.get('/api/users/me/data-export/:token', { preValidation: signedIn(), schema: { params: exportPath } }, async (request, reply) => {
    const auth = await request.requireAuth();
    const data = await dataExportFor(app, auth.userId, request.params.token);
    const day = data.exportedAt.slice(0, 10);
    return reply
      .header('content-disposition', `attachment; filename="parla-my-data-${day}.json"`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(data, null, 2));
  });

  app.post(
    '/api/users/close-account',
    { preValidation: signedIn('student'), schema: { body: closeAccountInput }, attachValidation: true },
    async (request, reply) => {
      const auth = await request.requireAuth('student');
      const result = await closeAccount(app, auth, request.body);
      clearAuthCookies(app, reply);
      return result;
    },
  );
};
