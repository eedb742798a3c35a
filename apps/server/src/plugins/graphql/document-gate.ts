import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type DocumentNode,
  GraphQLError,
  getOperationAST,
  type GraphQLSchema,
  parse,
  specifiedRules,
  validate,
  type ValidationRule,
} from 'graphql';
import { CostBudget } from './budget.ts';
import { operationCost } from './cost.ts';
import { refusal } from './format-error.ts';
import { documentDepth, documentShape, GRAPHQL_LIMITS } from './limits.ts';

/** A bounded set of recently seen valid documents (by hash): they skip validation next time. */
class KnownDocuments {
  private readonly hashes = new Set<string>();
  constructor(private readonly max: number) {}
  has(hash: string) {
    return this.hashes.has(hash);
  }
  add(hash: string) {
    if (this.hashes.size >= this.max) this.hashes.delete(this.hashes.values().next().value as string);
    this.hashes.add(hash);
  }
}

/**
 * The parsed form of the most recently used valid documents, as few as Mercurius keeps compiled
 * (GRAPHQL_LIMITS.documentCache): the web's documents are parsed once, not on every request
 * (decision 052), while a flood of distinct documents cannot hold more than that many ASTs.
 * A parsed document is only read afterwards (limits, cost); Mercurius parses its own copy.
 */
class ParsedDocuments {
  private readonly documents = new Map<string, DocumentNode>();
  constructor(private readonly max: number) {}
  get(hash: string) {
    const document = this.documents.get(hash);
    if (document) {
      // Most recently used last: the oldest is the first key.
      this.documents.delete(hash);
      this.documents.set(hash, document);
    }
    return document;
  }
  add(hash: string, document: DocumentNode) {
    if (this.documents.size >= this.max) this.documents.delete(this.documents.keys().next().value as string);
    this.documents.set(hash, document);
  }
}

interface GraphqlRequestInput {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  request.log.info({ code, status, ...extra }, 'graphql request refused');
  return reply.status(status).send(refusal(code, message, extra));
}

/** Validation errors as the client sees them: no "Did you mean" schema hints, at most 10. */
function validationRefusal(request: FastifyRequest, reply: FastifyReply, errors: readonly GraphQLError[]) {
  request.log.info({ code: 'GRAPHQL_VALIDATION_FAILED', status: 400 }, 'graphql request refused');
  return reply.status(400).send({
    data: null,
    errors: errors.slice(0, 10).map((e) => ({
      message: e.message.replace(/ Did you mean .*$/, ''),
      locations: e.locations,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    })),
  });
}

/**
 * The /graphql preHandler: every check that can refuse a request runs here, before Mercurius,
 * so a refused document never enters Mercurius's parse/validation caches (its error cache
 * kept ~1 MB invalid documents and their errors: issue 10 point 1). In order: body shape,
 * token-limited parse (linear), aliases and depth (linear, fragments memoised), full validation
 * (once per distinct valid document), GET mutations, cost with the request's variables, and
 * the client's budget.
 */
export function documentGate(app: FastifyInstance, schema: GraphQLSchema, rules: readonly ValidationRule[]) {
  const known = new KnownDocuments(GRAPHQL_LIMITS.knownDocuments);
  const parsed = new ParsedDocuments(GRAPHQL_LIMITS.documentCache);
  const budget = new CostBudget(app.config.graphqlBudgetPerMinute);
  const allRules = [...specifiedRules, ...rules];

  return async function gate(request: FastifyRequest, reply: FastifyReply) {
    const body = request.method === 'GET' ? request.query : request.body;
    if (Array.isArray(body)) {
      return refuse(request, reply, 400, 'BAD_REQUEST', 'Batched operations are not supported: send one operation per request.');
    }
    if (request.validationError) return refuse(request, reply, 400, 'BAD_REQUEST', request.validationError.message);
    const input = (body ?? {}) as GraphqlRequestInput;
    if (typeof input.query !== 'string' || input.query.length === 0) {
      return refuse(request, reply, 400, 'BAD_REQUEST', 'A GraphQL request needs a query.');
    }
    const source = input.query;
    let variables = input.variables;
    if (typeof variables === 'string') {
      try {
        variables = JSON.parse(variables);
      } catch {
        return refuse(request, reply, 400, 'BAD_REQUEST', 'The variables are not valid JSON.');
      }
    }

    const hash = createHash('sha256').update(source).digest('base64');
    const isKnown = known.has(hash);
    let document = isKnown ? parsed.get(hash) : undefined;
    if (!document) {
      try {
        document = parse(source, { maxTokens: GRAPHQL_LIMITS.tokens, noLocation: isKnown });
      } catch (error) {
        if (error instanceof GraphQLError) return validationRefusal(request, reply, [error]);
        throw error;
      }
      if (isKnown) parsed.add(hash, document);
    }
    if (!isKnown) {
      // Cheap, linear checks first: validation of a large unique document is the costly step.
      const { fields, aliases } = documentShape(document);
      if (fields > GRAPHQL_LIMITS.fields) {
        return validationRefusal(request, reply, [
          new GraphQLError(`Query has too many fields (${fields}, max ${GRAPHQL_LIMITS.fields}).`),
        ]);
      }
      if (aliases > GRAPHQL_LIMITS.aliases) {
        return validationRefusal(request, reply, [new GraphQLError(`Query has too many aliases (max ${GRAPHQL_LIMITS.aliases}).`)]);
      }
      const depth = documentDepth(document);
      if (depth > GRAPHQL_LIMITS.depth) {
        const shown = Number.isFinite(depth) ? String(depth) : 'unbounded';
        return validationRefusal(request, reply, [new GraphQLError(`Query is too deep (depth ${shown}, max ${GRAPHQL_LIMITS.depth}).`)]);
      }
      const errors = validate(schema, document, allRules, { maxErrors: 10 });
      if (errors.length > 0) return validationRefusal(request, reply, errors);
      known.add(hash);
    }

    const operationName = typeof input.operationName === 'string' ? input.operationName : undefined;
    const operation = getOperationAST(document, operationName);
    if (!operation) return refuse(request, reply, 400, 'BAD_REQUEST', 'Name the operation to run (operationName).');
    if (request.method === 'GET' && operation.operation !== 'query') {
      reply.header('allow', 'POST');
      return refuse(request, reply, 405, 'METHOD_NOT_ALLOWED', 'Mutations must be sent with POST.');
    }

    const cost = operationCost(schema, document, operation, variables as Record<string, unknown> | undefined);
    if (cost > GRAPHQL_LIMITS.cost) {
      const shown = Number.isFinite(cost) ? Math.round(cost) : 'unbounded';
      return validationRefusal(request, reply, [new GraphQLError(`Query is too expensive (cost ${shown}, max ${GRAPHQL_LIMITS.cost}).`)]);
    }

    const auth = await request.getAuth();
    const client = auth ? `user:${auth.userId}` : `ip:${request.ip}`;
    const spend = budget.trySpend(client, cost + 1, app.clock.now().getTime());
    if (!spend.allowed) {
      reply.header('retry-after', String(spend.retryAfterSeconds));
      return refuse(request, reply, 429, 'too_many_requests', 'You are sending too many requests. Please wait a minute and retry.', {
        retryAfterSeconds: spend.retryAfterSeconds,
      });
    }
  };
}
