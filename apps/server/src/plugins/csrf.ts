import { RELEASE_HEADER, formatErrorMessage, errorStatus } from '@parla/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Content types a cross-site form or fetch may send without a CORS preflight. */
const SAFELISTED_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];
/** Sec-Fetch-Site values of a request this site (or the user, typing) started. */
const SAME_SITE_FETCH = new Set(['same-origin', 'same-site', 'none']);

export interface CsrfOptions {
  /** Paths that accept anything: signed webhooks (their signature is the guard). */
  exempt: (path: string) => boolean;
  /**
   * Paths that accept plain form posts (login checks, logout, dev pages): no custom header
   * needed, but a browser must say the post comes from this site (Origin / Sec-Fetch-Site).
   */
  formPosts: (path: string) => boolean;
  /** Origins of the web areas (their pages post to the form paths). */
  origins: string[];
}

/**
 * Whether a browser says this request was started by one of our pages. Sec-Fetch-Site is
 * the browser's own verdict; without it (older browsers) the Origin must be one of the
 * areas or this host. A request with neither header is not from a browser (curl, the e2e
 * harness, a mobile client): it carries no ambient cookies of a victim, so it passes.
 */
export function isSameSiteRequest(request: FastifyRequest, origins: ReadonlySet<string>): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return SAME_SITE_FETCH.has(site);
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    const url = new URL(origin);
    return origins.has(url.origin) || url.host === request.headers.host;
  } catch {
    // "null" (sandboxed frames, privacy redirects) and garbage: not provably ours.
    return false;
  }
}

function refuse(reply: FastifyReply) {
  // Replied here rather than thrown: GraphQL routes have their own error formatter.
  return reply.status(errorStatus('csrf')).send({ code: 'csrf', message: formatErrorMessage('csrf') });
}

/**
 * CSRF defence without tokens (000 §7): every state-changing request must carry
 * X-Release-Id (a custom header forces a CORS preflight, which we never grant cross-site)
 * and must not use a CORS-safelisted content type. Form paths (login, logout) keep working
 * for plain HTML forms, but only from our own site: a form on another site can neither sign
 * a browser into the attacker's account nor sign its user out (issue 10, point 12).
 */
export default fp(
  async function csrfPlugin(app: FastifyInstance, options: CsrfOptions) {
    const origins = new Set(options.origins.map((origin) => new URL(origin).origin));
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      const path = request.url.split('?')[0];
      if (options.exempt(path)) return;
      if (options.formPosts(path)) {
        if (!isSameSiteRequest(request, origins)) return refuse(reply);
        return;
      }
      const contentType = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
      const hasRelease = typeof request.headers[RELEASE_HEADER] === 'string' && request.headers[RELEASE_HEADER] !== '';
      if (!hasRelease || SAFELISTED_TYPES.includes(contentType)) {
        // multipart uploads are allowed when they carry the header: browsers cannot add it cross-site
        if (hasRelease && contentType === 'multipart/form-data') return;
        return refuse(reply);
      }
    });
  },
  { name: 'csrf' },
);
