import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy of every response (docs/decisions/026). Found by building the
 * web and reading dist: no inline script (the runtime config is an external script, see
 * static-web.ts), no eval (pdf.js runs with isEvalSupported: false), fonts are the system's,
 * the pdf.js worker is a same-origin module from /assets, invoices show in an iframe of a
 * blob: URL, pdf.js probes canvas support with a data: SVG image, the classroom signals over
 * a WebSocket on its own host. Area origins are listed where areas link, post or fetch across
 * hosts in production; the ws(s) twins are spelled out because older engines do not let
 * 'self' cover them.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'publicUrl' | 'areas' | 'recaptchaSiteKey'> & Partial<Pick<Config, 'telemetry'>>,
): string {
  // reCAPTCHA v3 (decision 068), only when a site key is configured: Google's script, the script it
  // loads from gstatic, and its invisible iframe (Google's documented CSP for reCAPTCHA).
  const recaptcha = config.recaptchaSiteKey
    ? {
        script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
        frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      }
    : { script: [], frame: [] };
  // Decision 097: the browser SDK posts to the Sentry DSN's host, the tag manager's script comes from Google.
  const sentry = config.telemetry?.sentryDsn ? [new URL(config.telemetry.sentryDsn).origin] : [];
  const tagManager = config.telemetry?.tagManagerId ? ['https://www.googletagmanager.com'] : [];
  const origins = [...new Set([config.publicUrl, ...Object.values(config.areas)].map((url) => new URL(url).origin))];
  const sockets = origins.map((origin) => origin.replace(/^http/, 'ws'));
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...recaptcha.script, ...tagManager],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...origins, ...sockets, ...sentry, ...tagManager],
    'worker-src': ["'self'"],
    'frame-src': ["'self'", 'blob:', ...recaptcha.frame],
    'object-src': ["'none'"],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...origins],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Every header a browser needs to hold the app to its origin; HSTS only where the public URL is https. */
export function securityHeaders(
  config: Pick<Config, 'publicUrl' | 'areas' | 'recaptchaSiteKey'> & Partial<Pick<Config, 'telemetry'>>,
): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'x-permitted-cross-domain-policies': 'none',
    'x-dns-prefetch-control': 'off',
    // The classroom needs camera, microphone and screen sharing on its own origin; nothing else does.
    'permissions-policy': 'camera=(self), microphone=(self), display-capture=(self), fullscreen=(self), geolocation=(), payment=(), usb=()',
  };
  // Over http (the quick start on localhost) HSTS would be ignored at best, and pin a dev host to https at worst.
  if (new URL(config.publicUrl).protocol === 'https:') {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

/**
 * Sets the security headers on every response the server sends: pages, assets, JSON, errors
 * and 404s alike (onRequest, so even a reply sent by an early hook has them). A route that
 * needs a different policy (the dev outbox's inline style) may overwrite one.
 */
export default fp(
  async function securityHeadersPlugin(app: FastifyInstance) {
    const headers = securityHeaders(app.config);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });
    app.addHook('onSend', async (_request, reply) => {
      reply.removeHeader('x-powered-by');
    });
  },
  { name: 'security-headers' },
);
