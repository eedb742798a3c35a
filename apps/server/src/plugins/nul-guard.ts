import { INPUT_MESSAGES } from '@parla/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const NUL_MESSAGE = INPUT_MESSAGES.textCharacterInvalid;

/** A GraphQL document spells a NUL inside a string literal as an escape, not a raw byte. */
const ESCAPED_NUL = /\\u(?:0000|\{0+\})/i;

/** The path of the first string (or key) holding U+0000, or null; `escaped` also catches the escape text. */
export function findNul(value: unknown, path: string[] = [], escaped = false, depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') || (escaped && ESCAPED_NUL.test(value)) ? path : null;
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNul(item, [...path, key], escaped, depth + 1);
    if (found) return found;
  }
  return null;
}

function refuse(reply: FastifyReply, path: string[]) {
  const field = path.join('.') || '_';
  const issue = { category: 'validate' as const, field, message: NUL_MESSAGE };
  // One body readable both as the REST validation shape and as a GraphQL response (errors[].extensions.code).
  return reply.status(422).send({
    code: 'validation_failed',
    message: NUL_MESSAGE,
    errors: [{ ...issue, extensions: { code: 'validation_failed', category: issue.category, field } }],
  });
}

/**
 * PostgreSQL refuses U+0000 in text, so a NUL byte anywhere in input would surface as a
 * database error (a 500, and a log line with the input). Refused once, at the edge, for
 * every route: JSON bodies (GraphQL variables included), query strings and path params.
 * Multipart uploads are parsed by their routes and are out of this hook's reach.
 */
export default fp(
  async function nulGuardPlugin(app: FastifyInstance) {
    app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      const isGraphql = request.url.startsWith('/graphql');
      // Query strings arrive percent-decoded; GraphQL's GET variables are JSON text, where a NUL is an escape.
      const inQuery = findNul(request.query, [], isGraphql);
      if (inQuery) return refuse(reply, inQuery);
      const inParams = findNul(request.params);
      if (inParams) return refuse(reply, inParams);
      if (request.headers['content-type']?.startsWith('multipart/')) return;
      const body = request.body as Record<string, unknown> | undefined;
      if (isGraphql && body && typeof body === 'object' && !Array.isArray(body)) {
        const inDocument = findNul(body.query, [], true);
        if (inDocument) return refuse(reply, ['query']);
        const inVariables = findNul(body.variables);
        if (inVariables) return refuse(reply, inVariables);
        return;
      }
      const inBody = findNul(body);
      if (inBody) return refuse(reply, inBody);
    });
  },
  { name: 'nul-guard' },
);
