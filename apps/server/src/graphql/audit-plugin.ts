import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from '@pothos/core';
import { DomainError, ValidationError } from '@parla/domain';
import type { GraphQLFieldResolver } from 'graphql';
import { type AuditNote, type AuditSpec, runAudited } from '../modules/audit/audit-context.ts';
import { appendAuditEntry } from '../modules/audit/audit.service.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../plugins/auth.ts';

/** The part of the GraphQL context the audit reads (builder.ts's GraphQLContext, without importing it back). */
interface AuditedContext {
  app: FastifyInstance;
  request: FastifyRequest;
  auth: Auth | null;
}

/**
 * The admin audit log's one mechanism (issue 19, decision 094). Every Mutation field is wrapped
 * when the schema is built; at call time the wrapper writes exactly one `audit_log` row when
 *  - the field's scopes include `admin` and an admin calls it (actor: the admin), or
 *  - the session is impersonated, whatever the field (actor: the impersonating admin, acting
 *    as: the user whose app they opened).
 * Other calls pass through untouched. A field cannot opt out and a new admin mutation needs no
 * code to be audited; it only declares how its object is named (`extensions: auditObject(...)`,
 * required by test/audit-coverage.test.ts).
 *
 * The row is written after the resolver settles, in its own statement: the services open their
 * own transactions, and the row records the outcome (`done`, or `refused` with the error code),
 * which is known only then. A row that cannot be written is logged at error with its fields, so
 * the application log is the trail of last resort; the admin's result is not turned into an
 * error for a change that has already been committed.
 */
export class PothosAuditPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(
    resolver: GraphQLFieldResolver<unknown, Types['Context'], object>,
    fieldConfig: PothosOutputFieldConfig<Types>,
  ): GraphQLFieldResolver<unknown, Types['Context'], object> {
    if (fieldConfig.parentType !== 'Mutation') return resolver;
    const adminField = isAdminScoped(fieldConfig.pothosOptions as { authScopes?: unknown });
    const spec = fieldConfig.extensions?.audit as AuditSpec | undefined;
    const action = fieldConfig.name;
    return async (parent, args, context, info) => {
      const ctx = context as unknown as AuditedContext;
      const auth = ctx.auth;
      const actorId = auth?.impersonatorId ?? (adminField && auth?.roles.includes('admin') ? auth.userId : null);
      if (!auth || !actorId) return resolver(parent, args, context, info);
      const note: AuditNote = {};
      const occurredAt = ctx.app.clock.now();
      let result: unknown;
      let failure: unknown;
      try {
        result = await runAudited(note, () => resolver(parent, args, context, info));
      } catch (error) {
        failure = error;
      }
      const entry = {
        occurredAt,
        actorId,
        actingAsId: auth.impersonatorId ? auth.userId : null,
        action,
        objectType: note.objectType ?? spec?.objectType ?? null,
        objectId: note.objectId ?? objectIdOf(spec, args, failure === undefined ? result : undefined),
        request: args,
        before: note.before ?? null,
        after: failure === undefined ? result : null,
        outcome: failure === undefined ? ('done' as const) : ('refused' as const),
        errorCode: failure === undefined ? null : errorCodeOf(failure),
        requestId: String(ctx.request.id),
        ip: ctx.request.ip ?? null,
      };
      try {
        await appendAuditEntry(ctx.app.db, entry);
      } catch (error) {
        ctx.app.log.error(
          { err: error, audit: { ...entry, request: undefined, before: undefined, after: undefined } },
          'audit row not written',
        );
      }
      if (failure !== undefined) throw failure;
      return result;
    };
  }
}

function isAdminScoped(options: { authScopes?: unknown }): boolean {
  const scopes = options.authScopes;
  return typeof scopes === 'object' && scopes !== null && (scopes as Record<string, unknown>).admin === true;
}

function objectIdOf(spec: AuditSpec | undefined, args: unknown, result: unknown): string | null {
  if (!spec) return null;
  try {
    const id = spec.objectId(args, result);
    return id === null || id === undefined || id === '' ? null : String(id);
  } catch {
    return null;
  }
}

/** The refusal's code as the client sees it; anything unexpected is `internal`. */
function errorCodeOf(error: unknown): string {
  if (error instanceof DomainError) return error.code;
  if (error instanceof ValidationError) return 'validation_failed';
  return 'internal';
}

const pluginName = 'audit';

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      audit: PothosAuditPlugin<Types>;
    }
  }
}

SchemaBuilder.registerPlugin(pluginName, PothosAuditPlugin);

export default pluginName;
