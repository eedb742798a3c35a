import ajvCompilerFactory from '@fastify/ajv-compiler';
import type { ValidationIssue } from '@parla/contracts';
import { ValidationError } from '@parla/domain';
import type { ValidatorFactory } from '@fastify/ajv-compiler';
import type { AnySchema } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import { z, type ZodError, type ZodType } from 'zod';
import { $ZodType } from 'zod/v4/core';

export function zodIssues(error: ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({
    category: 'validate' as const,
    field: issue.path.map(String).join('.') || '_',
    message: issue.message,
  }));
}

/**
 * Parses a service's input where no route schema runs first: GraphQL mutations hand their raw
 * input object to the service. REST handlers never call it: their route declares the schema.
 */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw new ValidationError(zodIssues(result.error));
  return result.data;
}

/**
 * A path parameter that does not fit its schema: the URL names no resource, so the answer is
 * the 404 such a route gives for an id that does not exist (docs/decisions/031).
 */
export class UnknownPathError extends Error {
  constructor() {
    super('Not found.');
    this.name = 'UnknownPathError';
  }
}

/** An id in a path: any 8-4-4-4-12 hex string (the database's uuid type accepts every one). */
export const uuidParam = z.guid();

/**
 * The route validator for zod schemas (convention 12): a body or query that does not fit answers
 * the one validation shape (422, `{ category: 'validate', field, message }` per issue), a path
 * parameter that does not fit answers 404. A missing body is read as `{}`, so an empty post is
 * told which fields it lacks rather than that it is not an object.
 */
const zodRouteValidator: FastifySchemaCompiler<ZodType> = ({ schema, httpPart }) => {
  return (data) => {
    const result = schema.safeParse(httpPart === 'body' ? (data ?? {}) : data);
    if (result.success) return { value: result.data };
    return { error: httpPart === 'params' ? new UnknownPathError() : new ValidationError(zodIssues(result.error)) };
  };
};

/**
 * Fastify's validator factory, set once in app.ts: zod schemas (every REST route) go to the zod
 * validator, JSON schemas (the routes Mercurius declares for /graphql) to Fastify's own Ajv.
 */
export function zodOrAjvValidator(...[externalSchemas, ajvOptions]: Parameters<ValidatorFactory>) {
  const ajv = ajvCompilerFactory()(externalSchemas, ajvOptions);
  return (route: Parameters<FastifySchemaCompiler<ZodType | AnySchema>>[0]) => {
    const { schema } = route;
    return schema instanceof $ZodType ? zodRouteValidator({ ...route, schema }) : ajv({ ...route, schema });
  };
}

/**
 * The body of a route declared with `attachValidation: true`: the schema's output, or its issues
 * with the fields as sent. Only for services that must report the schema's issues together with
 * checks the schema cannot make (a password against the user's own data, an address already
 * used, a reset link checked first): they decide when to throw (docs/decisions/031).
 */
export type CheckedBody<T> =
  | { input: T; issues: readonly []; fields: Readonly<Record<string, unknown>> }
  | { input: null; issues: ValidationIssue[]; fields: Readonly<Record<string, unknown>> };

export function checkedBody<T>(request: { body: T; validationError?: Error }): CheckedBody<T> {
  const { body, validationError } = request;
  const fields: Readonly<Record<string, unknown>> = typeof body === 'object' && body !== null ? { ...body } : {};
  if (!validationError) return { input: body, issues: [], fields };
  if (validationError instanceof ValidationError) return { input: null, issues: validationError.issues, fields };
  throw validationError;
}

/** The same verdict for an input that did not come through a route (a GraphQL mutation's argument). */
export function checkedInput<T>(schema: ZodType<T>, raw: unknown): CheckedBody<T> {
  const fields: Readonly<Record<string, unknown>> = typeof raw === 'object' && raw !== null ? { ...raw } : {};
  const result = schema.safeParse(raw ?? {});
  return result.success ? { input: result.data, issues: [], fields } : { input: null, issues: zodIssues(result.error), fields };
}
