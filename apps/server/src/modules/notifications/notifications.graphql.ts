import { builder } from '../../graphql/builder.ts';
import { clampLimit } from '../../graphql/list-limit.ts';
import type { studentNotifications } from '../../db/schema/index.ts';
import { notificationsOf } from './notifications.service.ts';

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

const StudentNotification = builder.objectRef<typeof studentNotifications.$inferSelect>('StudentNotification').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.field({ type: 'DateTime', resolve: (n) => n.createdAt }),
    type: t.exposeString('type'),
    contentKeys: t.exposeStringList('contentKeys'),
    contentValues: t.field({ type: 'JSON', resolve: (n) => n.contentValues }),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (n) => n.readAt }),
  }),
});

builder.queryField('notifications', (t) =>
  t.withAuth({ student: true }).field({
    type: [StudentNotification],
    args: { limit: t.arg.int({ defaultValue: 10 }) },
    resolve: (_root, args, ctx) => notificationsOf(ctx.app.db, ctx.auth.userId, clampLimit(args.limit, 10)),
  }),
);
