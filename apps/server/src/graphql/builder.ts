import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ZodPlugin from '@pothos/plugin-zod';
import { DomainError, ValidationError } from '@parla/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../plugins/auth.ts';

export interface GraphQLContext {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  auth: Auth | null;
}

/** The one Pothos builder (convention 7): typed context, auth scopes, zod argument validation. */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { loggedIn: boolean; student: boolean; teacher: boolean; admin: boolean; impersonating: boolean };
  Scalars: { DateTime: { Input: Date; Output: Date | string }; JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, ZodPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (ctx) => ({
      loggedIn: !!ctx.auth,
      student: !!ctx.auth?.roles.includes('student'),
      teacher: !!ctx.auth?.roles.includes('teacher'),
      admin: !!ctx.auth?.roles.includes('admin'),
      impersonating: !!ctx.auth?.impersonatorId,
    }),
    unauthorizedError: (_parent, ctx) => (ctx.auth ? new DomainError('forbidden') : new DomainError('unauthenticated')),
  },
  zod: {
    validationError: (zodError) =>
      new ValidationError(zodError.issues.map((i) => ({ field: i.path.map(String).join('.') || '_', message: i.message }))),
  },
});

builder.scalarType('DateTime', {
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new ValidationError([{ field: '_', message: 'Invalid date.' }]);
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
