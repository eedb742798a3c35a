import { MASKED_ERROR_MESSAGE } from '@parla/contracts';
import { DomainError, ValidationError } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  GraphQLError,
  type ASTVisitor,
  type ExecutionResult,
  type GraphQLFormattedError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ValidationContext,
} from 'graphql';
import mercurius from 'mercurius';
import type { GraphQLContext } from '../graphql/builder.ts';
import { schema } from '../graphql/schema.ts';

export const GRAPHQL_LIMITS = { depth: 12, aliases: 30, cost: 5_000 } as const;

/** Rejects documents with too many aliases (a cheap amplification attack). */
function aliasLimitRule(max: number) {
  return (context: ValidationContext): ASTVisitor => {
    let count = 0;
    return {
      Field(node) {
        if (node.alias && ++count > max) {
          context.reportError(new GraphQLError(`Query has too many aliases (max ${max}).`, { nodes: [node] }));
        }
      },
    };
  };
}

/** A simple cost: every selected field costs 1, list-returning arguments `limit`/`first` multiply their subtree. */
function costLimitRule(max: number) {
  return (context: ValidationContext): ASTVisitor => ({
    Document: {
      leave(document) {
        const fragments = new Map(document.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
        // biome-ignore lint/suspicious/noExplicitAny: walking a generic selection set
        const costOf = (selectionSet: any, depth: number): number => {
          if (!selectionSet || depth > 50) return 0;
          let total = 0;
          for (const selection of selectionSet.selections) {
            if (selection.kind === Kind.FIELD) {
              let multiplier = 1;
              for (const arg of selection.arguments ?? []) {
                if ((arg.name.value === 'limit' || arg.name.value === 'first') && arg.value.kind === Kind.INT) {
                  multiplier = Math.max(1, Number.parseInt(arg.value.value, 10));
                }
              }
              total += 1 + multiplier * costOf(selection.selectionSet, depth + 1);
            } else if (selection.kind === Kind.INLINE_FRAGMENT) {
              total += costOf(selection.selectionSet, depth + 1);
            } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
              total += costOf(fragments.get(selection.name.value)?.selectionSet, depth + 1);
            }
          }
          return total;
        };
        for (const definition of document.definitions) {
          if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
          const cost = costOf(definition.selectionSet, 0);
          if (cost > max) context.reportError(new GraphQLError(`Query is too expensive (cost ${cost}, max ${max}).`));
        }
      },
    },
  });
}

function formatError(error: GraphQLError): GraphQLFormattedError[] | null {
  const original = error.originalError;
  if (original instanceof DomainError) {
    return [
      {
        message: original.message,
        path: error.path,
        extensions: { code: original.code, ...(original.details ? { details: original.details } : {}) },
      },
    ];
  }
  if (original instanceof ValidationError) {
    return original.issues.map((issue) => ({
      message: issue.message,
      path: error.path,
      extensions: { code: 'validation_failed', category: issue.category, field: issue.field },
    }));
  }
  // Mercurius wraps document validation failures (MER_ERR_GQL_VALIDATION) around the individual errors.
  const wrapped = (original as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(wrapped) && wrapped.every((e) => e instanceof GraphQLError)) {
    return wrapped.flatMap((e: GraphQLError) => formatError(e) ?? []);
  }
  if (original && !(original instanceof GraphQLError)) return null; // unexpected: masked below
  // Syntax and validation errors of the document itself; drop "Did you mean" suggestions.
  return [
    {
      message: error.message.replace(/ Did you mean .*$/, ''),
      locations: error.locations,
      path: error.path,
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    },
  ];
}

export default fp(
  async function graphqlPlugin(app: FastifyInstance) {
    const validationRules = [aliasLimitRule(GRAPHQL_LIMITS.aliases), costLimitRule(GRAPHQL_LIMITS.cost)];
    if (app.config.isProduction) validationRules.push(NoSchemaIntrospectionCustomRule);

    await app.register(mercurius, {
      schema,
      path: '/graphql',
      jit: 1,
      queryDepth: GRAPHQL_LIMITS.depth,
      graphiql: false,
      validationRules,
      context: async (request, reply): Promise<Omit<GraphQLContext, never>> => ({
        app,
        request,
        reply,
        auth: await request.getAuth(),
      }),
      errorFormatter: (execution: ExecutionResult, context) => {
        const errors = (execution.errors ?? []).flatMap((error): GraphQLFormattedError[] => {
          const formatted = formatError(error);
          if (formatted) return formatted;
          const request = (context as unknown as { reply?: { request: { body?: { operationName?: string; variables?: unknown } } } }).reply
            ?.request;
          app.log.error(
            { err: error.originalError ?? error, operationName: request?.body?.operationName, variables: request?.body?.variables },
            'graphql internal error',
          );
          return [{ message: MASKED_ERROR_MESSAGE, path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } }];
        });
        // A document that fails to parse or validate never ran: 400 (clients do not retry it).
        const statusCode = errors.some((e) => e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED') ? 400 : 200;
        return { statusCode, response: { data: execution.data ?? null, errors } };
      },
    });
  },
  { name: 'graphql', dependencies: ['auth'] },
);
