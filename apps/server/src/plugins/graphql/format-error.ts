import { MASKED_ERROR_MESSAGE } from '@parla/contracts';
import { DomainError, ValidationError } from '@parla/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type ExecutionResult, GraphQLError, type GraphQLFormattedError } from 'graphql';
import { clientInputError } from '../../lib/database-input-errors.ts';
import { scrubSecrets } from '../../lib/redact.ts';

/** Codes of the requests refused before execution: the client's mistake, never an internal error. */
export const CLIENT_ERROR_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** The GraphQL response of a refused request; logged at info level only. */
export function refusal(code: string, message: string, extra: Record<string, unknown> = {}) {
  return { data: null, errors: [{ message, extensions: { code, ...extra } }] };
}

function formatKnown(error: GraphQLError): GraphQLFormattedError[] | null {
  const original = error.originalError;
  const input = original instanceof DomainError ? null : clientInputError(original);
  if (input) return [{ message: input.message, path: error.path, extensions: { code: input.code } }];
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
  // Mercurius wraps document and variable validation failures (MER_ERR_GQL_VALIDATION) around the individual errors.
  const wrapped = (original as { errors?: unknown } | undefined)?.errors;
  if (Array.isArray(wrapped) && wrapped.every((e) => e instanceof GraphQLError)) {
    return wrapped.flatMap((e: GraphQLError) => formatKnown(e) ?? []);
  }
  if (original && !(original instanceof GraphQLError)) return null; // a client error or unexpected: see below
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

/** Fastify's and Mercurius's own 4xx (body too large, GET mutation, bad JSON, body schema): status and code. */
function clientError(error: GraphQLError): { status: number; formatted: GraphQLFormattedError } | null {
  const original = error.originalError as (Error & { statusCode?: unknown; errors?: unknown }) | undefined;
  const status = original?.statusCode;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  const inner = Array.isArray(original?.errors) && original.errors[0] instanceof Error ? (original.errors[0] as Error) : undefined;
  const message = inner?.message ?? original?.message ?? 'Bad request';
  return { status, formatted: { message, extensions: { code: CLIENT_ERROR_CODES[status] ?? 'BAD_REQUEST' } } };
}

/** A stream closed by the other side (the response compressor sees the client's socket close). */
function clientWentAway(error: GraphQLError): boolean {
  return (error.originalError as NodeJS.ErrnoException | undefined)?.code === 'ERR_STREAM_PREMATURE_CLOSE';
}

interface FormatterContext {
  reply?: { request: FastifyRequest };
}

/**
 * Mercurius's errorFormatter: coded errors pass through, client mistakes become 4xx logged at
 * info, anything else is logged (operation name, variables scrubbed of secrets) and masked.
 */
export function graphqlErrorFormatter(log: FastifyBaseLogger) {
  return (execution: ExecutionResult, context: unknown) => {
    const request = (context as FormatterContext | undefined)?.reply?.request;
    const logger = request?.log ?? log;
    let statusCode = 200;
    const errors = (execution.errors ?? []).flatMap((error): GraphQLFormattedError[] => {
      const formatted = formatKnown(error);
      if (formatted) {
        if (formatted.some((e) => e.extensions?.code === 'GRAPHQL_VALIDATION_FAILED')) statusCode = 400;
        return formatted;
      }
      const client = clientError(error);
      if (client) {
        statusCode = client.status;
        logger.info({ code: client.formatted.extensions?.code, status: client.status }, 'graphql request refused');
        return [client.formatted];
      }
      const body = request?.body as { operationName?: string; variables?: unknown } | undefined;
      if (clientWentAway(error)) {
        // The browser left (a new page, a closed tab) while the answer was being sent: not a fault.
        logger.info({ operationName: body?.operationName }, 'graphql client went away');
        return [{ message: MASKED_ERROR_MESSAGE, path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } }];
      }
      logger.error(
        { err: error.originalError ?? error, operationName: body?.operationName, variables: scrubSecrets(body?.variables) },
        'graphql internal error',
      );
      request?.server.serverErrors.report({
        error: error.originalError ?? error,
        kind: 'graphql',
        operationName: body?.operationName,
        variables: body?.variables,
        requestId: request.id,
      });
      return [{ message: MASKED_ERROR_MESSAGE, path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } }];
    });
    return { statusCode, response: { data: execution.data ?? null, errors } };
  };
}
