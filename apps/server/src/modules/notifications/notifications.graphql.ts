import { builder } from '../../graphql/builder.ts';
import { clampLimit } from '../../graphql/list-limit.ts';
import type { studentNotifications } from '../../db/schema/index.ts';
import { markAllNotificationsRead, markNotificationsRead, notificationsOf, unreadNotificationCount } from './notifications.service.ts';

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
});

/**
 * One in-app notification. Named for students (001 §3) but the feed is one per user: a teacher's
 * reminders (TEACHER_NOTIFICATION_CATALOGUE) come through the same operations (issue 20).
 */
const StudentNotification = builder.objectRef<typeof studentNotifications.$inferSelect>('StudentNotification').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    createdAt: t.field({ type: 'DateTime', resolve: (n) => n.createdAt }),
    type: t.exposeString('type'),
    contentKeys: t.exposeStringList('contentKeys', {
      description: 'The message: its first key names an entry of NOTIFICATION_CATALOGUE (@parla/contracts).',
    }),
    contentValues: t.field({ type: 'JSON', description: 'The values the message and its link need.', resolve: (n) => n.contentValues }),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (n) => n.readAt }),
  }),
});

builder.queryField('notifications', (t) =>
  t.withAuth({ student: true, teacher: true }).field({
    type: [StudentNotification],
    args: { limit: t.arg.int({ defaultValue: 10 }) },
    resolve: (_root, args, ctx) => notificationsOf(ctx.app.db, ctx.auth.userId, clampLimit(args.limit, 10)),
  }),
);

builder.queryField('unreadNotificationCount', (t) =>
  t.withAuth({ student: true, teacher: true }).int({
    description: "How many of the viewer's notifications are not read yet.",
    resolve: (_root, _args, ctx) => unreadNotificationCount(ctx.app.db, ctx.auth.userId),
  }),
);

builder.mutationField('markNotificationsRead', (t) =>
  t.withAuth({ student: true, teacher: true }).field({
    type: [StudentNotification],
    description: 'The viewer has seen these notifications (their own only; any other id answers not_found).',
    args: { ids: t.arg.idList({ required: true }) },
    resolve: (_root, args, ctx) => markNotificationsRead(ctx.app.db, ctx.auth.userId, args.ids.map(String), ctx.app.clock.now()),
  }),
);

builder.mutationField('markAllNotificationsRead', (t) =>
  t.withAuth({ student: true, teacher: true }).int({
    description: 'Marks every unread notification of the viewer read; answers how many changed.',
    resolve: (_root, _args, ctx) => markAllNotificationsRead(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
);
