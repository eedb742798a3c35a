import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/**
 * The teacher's feed (issue 20): the same operations as the student's, answering the viewer's own
 * notifications (teacher reminders of TEACHER_NOTIFICATION_CATALOGUE).
 */
export const TEACHER_NOTIFICATIONS = graphql(`
  query TeacherNotifications($limit: Int) {
    notifications(limit: $limit) { id createdAt type contentKeys contentValues readAt }
    unreadNotificationCount
  }
`);
export type TeacherNotification = ResultOf<typeof TEACHER_NOTIFICATIONS>['notifications'][number];

export const TEACHER_UNREAD_NOTIFICATION_COUNT = graphql(`
  query TeacherUnreadNotificationCount { unreadNotificationCount }
`);

export const TEACHER_MARK_NOTIFICATIONS_READ = graphql(`
  mutation TeacherMarkNotificationsRead($ids: [ID!]!) { markNotificationsRead(ids: $ids) { id readAt } }
`);

export const TEACHER_MARK_ALL_NOTIFICATIONS_READ = graphql(`
  mutation TeacherMarkAllNotificationsRead { markAllNotificationsRead }
`);

/** The list and the number refetch after either mutation. */
export const TEACHER_NOTIFICATION_TYPENAMES = { additionalTypenames: ['StudentNotification'] };
