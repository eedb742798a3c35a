import { INPUT_MESSAGES } from '@parla/contracts';
import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import ZodPlugin from '@pothos/plugin-zod';
import { DomainError, ValidationError, isoString } from '@parla/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../plugins/auth.ts';
import AuditPlugin from './audit-plugin.ts';

export interface GraphQLContext {
  app: FastifyInstance;
  request: FastifyRequest;
  reply: FastifyReply;
  auth: Auth | null;
}

/**
 * The context of a field behind a signed-in scope: `t.withAuth({ student: true }).field(...)`
 * hands its resolver `ctx.auth` typed non-null, because scope-auth has already refused the
 * request otherwise (unauthenticated or forbidden, below). No `ctx.auth!` needed.
 */
export type SignedInContext = GraphQLContext & { auth: Auth };

/**
 * The one Pothos builder (convention 7): typed context, auth scopes that narrow it, zod argument
 * validation, and dataloaders (the one way related objects are batched: decision 036).
 */
export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { loggedIn: boolean; student: boolean; teacher: boolean; admin: boolean; impersonating: boolean };
  AuthContexts: {
    loggedIn: SignedInContext;
    student: SignedInContext;
    teacher: SignedInContext;
    admin: SignedInContext;
    impersonating: SignedInContext;
  };
  Scalars: { DateTime: { Input: Date; Output: Date | string }; JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({
  // The audit plugin first: its wrapper is the outermost, so it sees every outcome of the field (decision 094).
  plugins: [AuditPlugin, ScopeAuthPlugin, DataloaderPlugin, ZodPlugin],
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
  // isoString prints what toISOString prints, faster: lists print hundreds of these per answer (decision 093).
  serialize: (value) => (value instanceof Date ? isoString(value) : String(value)),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new ValidationError([{ field: '_', message: INPUT_MESSAGES.dateTimeInvalid }]);
    return date;
  },
});

builder.queryType({});
builder.mutationType({});
