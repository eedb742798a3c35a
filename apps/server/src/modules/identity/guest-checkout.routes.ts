import { LOCALE_HEADER, guestCheckoutInput, passwordSetInput } from '@parla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkedBody } from '../../lib/validation.ts';
import { setAuthCookies } from './auth-cookies.ts';
import { startGuestCheckout } from './guest-checkout.service.ts';
import { checkPasswordSetToken, setPasswordWithToken } from './password-set.service.ts';

/** A link's token; any string, so an unknown one is answered by the service (400 invalid_token). */
const tokenPath = z.object({ token: z.string() });

/**
 * Guest checkout and the first-password link (issue 15, docs/api/identity.md): REST, because both
 * answer with the session cookies, like registration and login.
 */
export const guestCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/users/guest', { schema: { body: guestCheckoutInput }, attachValidation: true }, async (request, reply) => {
    const auth = await request.getAuth();
    const locale = request.headers[LOCALE_HEADER];
    const result = await startGuestCheckout(app, checkedBody(request), {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      headerLocale: typeof locale === 'string' ? locale : undefined,
      signedInUserId: auth?.userId ?? null,
    });
    setAuthCookies(app, reply, result.tokens);
    return reply.status(201).send({ user: result.user, accessExpiresAt: result.tokens.accessExpiresAt.getTime() });
  });

  app.get('/api/users/password-set/:token', { schema: { params: tokenPath } }, async (request) =>
    checkPasswordSetToken(app, request.params.token),
  );

  app.post(
    '/api/users/password-set/:token',
    { schema: { params: tokenPath, body: passwordSetInput }, attachValidation: true },
    async (request, reply) => {
      const result = await setPasswordWithToken(app, request.params.token, checkedBody(request), {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setAuthCookies(app, reply, result.tokens);
      return { user: result.user, accessExpiresAt: result.tokens.accessExpiresAt.getTime() };
    },
  );
};
