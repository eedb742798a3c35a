import { timingSafeEqual } from 'node:crypto';
import { clientErrorBody, formatErrorMessage, errorStatus, productEventsBody } from '@parla/contracts';
import { CLIENT_ERRORS_CLIENT_POLICY, PRODUCT_EVENTS_CLIENT_POLICY, isIgnoredClientError } from '@parla/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { scrubSecrets } from '../../lib/redact.ts';
import { scrubForAudit } from '../audit/audit-scrub.ts';
import { countClientAttempt } from '../identity/signup-throttle.ts';
import { clientErrorToRecord, recordError } from './errors.service.ts';
import { recordProductEvents } from './events.service.ts';
import { registerCollectors } from './metrics-collectors.ts';
import { type ErrorForwarder, sentryForwarder } from './sentry-forwarder.ts';

export const METRICS_PATH = '/metrics';

/** The browser says "do not track me" (Global Privacy Control, or the older Do Not Track). */
export function browserOptedOut(request: FastifyRequest): boolean {
  return request.headers['sec-gpc'] === '1' || request.headers.dnt === '1';
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The metrics label of a GraphQL request: its operation name (bounded), `batch`, or `unnamed`. */
function graphqlOperationOf(body: unknown, label: (name: unknown) => string): string {
  if (Array.isArray(body)) return 'batch';
  if (body === null || typeof body !== 'object' || !('operationName' in body) || body.operationName == null) return 'unnamed';
  return label(body.operationName);
}

const notFound = (reply: FastifyReply) =>
  reply.status(errorStatus('not_found')).send({ code: 'not_found', message: formatErrorMessage('not_found') });

/**
 * Issue 19's telemetry (decision 097): request metrics on every route and GET /metrics, product
 * events (POST /api/events), client error reports (POST /api/client-errors), and the recording
 * (and Sentry forwarding) of the server's own unexpected errors. Wrapped with fastify-plugin so
 * its hooks see every route of the app.
 */
export const telemetryRoutes = fp(
  async function telemetryRoutes(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const { telemetry } = app.config;

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions?.url ?? 'unmatched';
      const seconds = reply.elapsedTime / 1000;
      const status = `${Math.floor(reply.statusCode / 100)}xx`;
      app.metrics.httpRequests.inc({ method: request.method, route, status });
      app.metrics.httpDuration.observe({ method: request.method, route }, seconds);
      if (route === '/graphql') {
        const operation = graphqlOperationOf(request.body, (name) => app.metrics.operationLabel(name));
        app.metrics.graphqlDuration.observe({ operation, status }, seconds);
      }
    });
    registerCollectors(app);

    // Without a token there is no /metrics at all (decision 097): nothing to guess, nothing to leak.
    app.get(METRICS_PATH, async (request, reply) => {
      if (!telemetry.metricsToken) return notFound(reply);
      if (!bearerMatches(request.headers.authorization, telemetry.metricsToken)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ code: 'unauthenticated', message: 'A bearer token is required.' });
      }
      const text = await app.metrics.registry.metrics();
      return reply.header('cache-control', 'no-store').type(app.metrics.registry.contentType).send(text);
    });

    app.post('/api/events', { schema: { body: productEventsBody } }, async (request, reply) => {
      // The browser's opt-out is obeyed here too, whatever a client sends (decision 097).
      if (browserOptedOut(request)) return reply.status(202).send({ stored: 0 });
      await countClientAttempt(app, request.ip, 'product-events', PRODUCT_EVENTS_CLIENT_POLICY, 'too_many_events');
      const auth = await request.getAuth();
      // An impersonating admin's browsing is not the student's behaviour.
      if (auth?.impersonatorId) return reply.status(202).send({ stored: 0 });
      const result = await recordProductEvents(app, auth?.userId ?? null, request.body);
      return reply.status(202).send(result);
    });

    app.post('/api/client-errors', { schema: { body: clientErrorBody } }, async (request, reply) => {
      const body = request.body;
      if (isIgnoredClientError(body)) return reply.status(202).send({ recorded: false });
      await countClientAttempt(app, request.ip, 'client-errors', CLIENT_ERRORS_CLIENT_POLICY, 'too_many_error_reports');
      const auth = await request.getAuth();
      const groupId = await recordError(app, clientErrorToRecord(body, auth?.userId ?? null, request.headers['user-agent']));
      return reply.status(202).send({ recorded: true, groupId });
    });

    let forwarder: ErrorForwarder | null = null;
    if (telemetry.sentryDsn) {
      forwarder = await sentryForwarder(telemetry.sentryDsn, { environment: app.config.env, release: app.config.releaseId, log: app.log });
      app.addHook('onClose', async () => forwarder?.flush());
    }

    app.serverErrors.onReport((report) => {
      const error = report.error instanceof Error ? report.error : new Error(String(report.error));
      forwarder?.capture(error, {
        tags: { kind: report.kind, route: report.route, operation: report.operationName, requestId: report.requestId },
        extra: report.variables ? { variables: scrubForAudit(scrubSecrets(report.variables)) } : undefined,
      });
      recordError(app, {
        source: 'server',
        kind: report.kind,
        message: error.message || error.name,
        stack: error.stack,
        operationName: report.operationName,
        route: report.route,
        userId: report.userId ?? null,
        detail: { method: report.method, requestId: report.requestId, variables: report.variables, release: app.config.releaseId },
      }).catch((failure: unknown) => app.log.error({ err: failure }, 'server error not recorded'));
    });
  },
  { name: 'telemetry', dependencies: ['error-handler'] },
);
