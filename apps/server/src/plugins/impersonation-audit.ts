import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appendAuditEntry } from '../modules/audit/audit.service.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The coded error of a refused REST call (`{ code }` bodies, decision 032), else `http_<status>`. */
function errorCodeOf(statusCode: number, payload: unknown): string {
  if (typeof payload === 'string') {
    try {
      const body: unknown = JSON.parse(payload);
      if (body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string') return (body as { code: string }).code;
    } catch {
      // Not JSON: the status says enough.
    }
  }
  return `http_${statusCode}`;
}

function isGraphql(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/graphql');
}

/**
 * Decision 098: every REST call that changes something in an impersonated session writes one
 * audit row with both identities, like the GraphQL mutations do through the audit plugin
 * (decision 094); GraphQL itself is left to that plugin. Written in onSend, so the row exists
 * when the answer leaves; only impersonated sessions pay for it (everyone else is one Set lookup
 * and the request's cached auth).
 */
export default fp(
  async function impersonationAuditPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (!MUTATING.has(request.method) || isGraphql(request)) return payload;
      const auth = await request.getAuth().catch(() => null);
      if (!auth?.impersonatorId) return payload;
      const done = reply.statusCode < 400;
      const entry = {
        occurredAt: app.clock.now(),
        actorId: auth.impersonatorId,
        actingAsId: auth.userId,
        action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
        objectType: 'route',
        objectId: request.url.split('?')[0] ?? null,
        request: { params: request.params ?? null, query: request.query ?? null, body: request.body ?? null },
        before: null,
        after: null,
        outcome: done ? ('done' as const) : ('refused' as const),
        errorCode: done ? null : errorCodeOf(reply.statusCode, payload),
        requestId: String(request.id),
        ip: request.ip ?? null,
      };
      try {
        await appendAuditEntry(app.db, entry);
      } catch (error) {
        app.log.error({ err: error, audit: { ...entry, request: undefined } }, 'audit row not written');
      }
      return payload;
    });
  },
  { name: 'impersonation-audit', dependencies: ['auth'] },
);
