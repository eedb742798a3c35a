import { RELEASE_HEADER, formatErrorMessage } from '@parla/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Content types a cross-site form or fetch may send without a CORS preflight. */
const SAFELISTED_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

export interface CsrfOptions {
  /** Paths that accept cross-site-shaped requests: the login checks (form posts) and signed webhooks. */
  exempt: (path: string) => boolean;
}

/**
 * CSRF defence without tokens (000 §7): every state-changing request must carry
 * X-Release-Id (a custom header forces a CORS preflight, which we never grant cross-site)
 * and must not use a CORS-safelisted content type. Login routes are exempt so that
 * plain HTML form logins keep working; SameSite cookies cover them.
 */
export default fp(
  async function csrfPlugin(app: FastifyInstance, options: CsrfOptions) {
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const path = request.url.split('?')[0];
      if (options.exempt(path)) return;
      const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      const hasRelease = typeof request.headers[RELEASE_HEADER] === 'string' && request.headers[RELEASE_HEADER] !== '';
      if (!hasRelease || SAFELISTED_TYPES.includes(contentType)) {
        // multipart uploads are allowed when they carry the header: browsers cannot add it cross-site
        if (hasRelease && contentType === 'multipart/form-data') return;
        // Replied here rather than thrown: GraphQL routes have their own error formatter.
        return reply.status(403).send({ code: 'csrf', message: formatErrorMessage('csrf') });
      }
    });
  },
  { name: 'csrf' },
);
