import { MASKED_ERROR_MESSAGE, errorStatus, formatErrorMessage } from '@parla/contracts';
import { DomainError, ValidationError } from '@parla/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { clientInputError } from '../lib/database-input-errors.ts';
import { UnknownPathError, zodIssues } from '../lib/validation.ts';

/**
 * The REST edge of convention 2: coded domain errors become 4xx JSON
 * `{ code, message, details? }`, validation errors (a route's body or query schema, or a service's
 * check) `{ code: 'validation_failed', errors: [...] }` with 422, a path parameter that fits no
 * resource 404, everything else is logged and masked.
 */
export default fp(
  async function errorHandlerPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | Error, request, reply) => {
      // Status and message come from the code's entry in the catalogue (@parla/contracts).
      if (error instanceof DomainError) {
        return reply.status(error.status).send({ code: error.code, message: error.message, details: error.details });
      }
      if (error instanceof ValidationError) {
        return reply.status(422).send({ code: 'validation_failed', message: error.message, errors: error.issues });
      }
      if (error instanceof UnknownPathError) {
        return reply.status(404).send({ code: 'not_found', message: formatErrorMessage('not_found') });
      }
      if (error instanceof ZodError) {
        const issues = zodIssues(error);
        return reply.status(422).send({ code: 'validation_failed', message: issues[0]?.message, errors: issues });
      }
      const input = clientInputError(error);
      if (input) {
        request.log.info({ route: request.routeOptions?.url, code: input.code }, 'input the database cannot read');
        return reply.status(input.status).send({ code: input.code, message: input.message });
      }
      const status = (error as FastifyError).statusCode;
      if (status && status >= 400 && status < 500) {
        // Fastify's own 4xx (bad JSON, body too large, schema): safe to show.
        return reply.status(status).send({ code: (error as FastifyError).code ?? 'bad_request', message: error.message });
      }
      request.log.error({ err: error, route: request.routeOptions?.url, method: request.method }, 'unhandled error');
      app.serverErrors.report({ error, kind: 'http', route: request.routeOptions?.url, method: request.method, requestId: request.id });
      return reply.status(500).send({ code: 'internal_server_error', message: MASKED_ERROR_MESSAGE });
    });

    app.setNotFoundHandler((_request, reply) => {
      reply.status(errorStatus('not_found')).send({ code: 'not_found', message: formatErrorMessage('not_found') });
    });
  },
  { name: 'error-handler' },
);
