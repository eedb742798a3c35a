import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { type AuditEntryView, type AuditLogPage, type AuditPerson, listAuditLog } from './audit.service.ts';

const AuditPersonRef = builder.objectRef<AuditPerson>('AuditPerson').implement({
  description: 'Someone in the audit log, by id; the name is read now, so an erased account shows none.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    erased: t.exposeBoolean('erased'),
  }),
});

const AuditOutcomeEnum = builder.enumType('AuditOutcome', { values: ['done', 'refused'] as const });

const AuditEntry = builder.objectRef<AuditEntryView>('AuditEntry').implement({
  description: 'One admin action (decision 094): who, as whom, what, on which object, before and after, when.',
  fields: (t) => ({
    id: t.exposeID('id'),
    occurredAt: t.field({ type: 'DateTime', resolve: (e) => e.occurredAt }),
    actor: t.field({ type: AuditPersonRef, description: 'The admin who acted.', resolve: (e) => e.actor }),
    actingAs: t.field({
      type: AuditPersonRef,
      nullable: true,
      description: 'The user whose session the admin used (impersonation); null when the admin acted as themselves.',
      resolve: (e) => e.actingAs,
    }),
    action: t.exposeString('action', { description: 'The mutation, e.g. adminGrantCredits.' }),
    objectType: t.exposeString('objectType', { nullable: true }),
    objectId: t.exposeString('objectId', { nullable: true }),
    request: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The arguments, scrubbed of secrets and personal data.',
      resolve: (e) => e.request,
    }),
    before: t.field({ type: 'JSON', nullable: true, resolve: (e) => e.before }),
    after: t.field({ type: 'JSON', nullable: true, description: 'The result; null when refused.', resolve: (e) => e.after }),
    outcome: t.field({ type: AuditOutcomeEnum, resolve: (e) => e.outcome }),
    errorCode: t.exposeString('errorCode', { nullable: true }),
    requestId: t.exposeString('requestId', { nullable: true }),
    ip: t.exposeString('ip', { nullable: true }),
  }),
});

const AuditLogPageRef = builder.objectRef<AuditLogPage>('AuditLogPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    entries: t.field({ type: [AuditEntry], resolve: (p) => p.entries }),
    actions: t.exposeStringList('actions', { description: 'Every action in the log, for the filter.' }),
    actors: t.field({ type: [AuditPersonRef], description: 'Every admin in the log, for the filter.', resolve: (p) => p.actors }),
  }),
});

const uuid = z.string().uuid();

builder.queryField('adminAuditLog', (t) =>
  t.withAuth({ admin: true }).field({
    type: AuditLogPageRef,
    description: 'Back office: the audit log, newest first, filtered; `to` is exclusive.',
    args: {
      actorId: t.arg.id({ validate: { schema: uuid } }),
      action: t.arg.string({ validate: { schema: z.string().max(100) } }),
      objectType: t.arg.string({ validate: { schema: z.string().max(100) } }),
      objectId: t.arg.string({ validate: { schema: z.string().max(200) } }),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      limit: t.arg.int({ defaultValue: 25, validate: { schema: z.number().int().min(1).max(100) } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0).max(1_000_000) } }),
    },
    resolve: (_root, args, ctx) =>
      listAuditLog(ctx.app.db, {
        actorId: args.actorId ? String(args.actorId) : null,
        action: args.action?.trim() || null,
        objectType: args.objectType?.trim() || null,
        objectId: args.objectId?.trim() || null,
        from: args.from ?? null,
        to: args.to ?? null,
        limit: args.limit ?? 25,
        offset: args.offset ?? 0,
      }),
  }),
);
