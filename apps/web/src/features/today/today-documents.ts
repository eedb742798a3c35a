import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** Booking and cancelling elsewhere must show here without a reload. */
export const TODAY_TYPENAMES = { additionalTypenames: ['Klass', 'Appointment', 'CreditsInfo'] };

export const TODAY_CLASSES = graphql(`
  query TodayClasses($from: DateTime, $limit: Int) {
    appointments(limit: $limit, from: $from, sort: ASC, status: [booked]) {
      total
      items {
        uid startDate endDate type
        lesson { id title }
        teacher { id uid firstName lastName }
        appointment { id status }
        canJoin joinOpensAt classroomUrl
      }
    }
  }
`);
export type UpcomingClass = ResultOf<typeof TODAY_CLASSES>['appointments']['items'][number];

export const CREDITS_INFO = graphql(`
  query CreditsInfo { creditsInfo { groupCredits privateCredits canBuyExtraCredits nextExpiry } }
`);

export const NOTIFICATIONS = graphql(`
  query StudentNotifications($limit: Int) {
    notifications(limit: $limit) { id createdAt type contentKeys contentValues readAt }
    unreadNotificationCount
  }
`);
export type StudentNotification = ResultOf<typeof NOTIFICATIONS>['notifications'][number];

/** Seen in the list: the server stamps readAt (the recipient's own notifications only). */
export const MARK_NOTIFICATIONS_READ = graphql(`
  mutation MarkNotificationsRead($ids: [ID!]!) { markNotificationsRead(ids: $ids) { id readAt } }
`);

export const MARK_ALL_NOTIFICATIONS_READ = graphql(`
  mutation MarkAllNotificationsRead { markAllNotificationsRead }
`);

/** The list refetches after either mutation (the second returns a count, not StudentNotification). */
export const NOTIFICATION_TYPENAMES = { additionalTypenames: ['StudentNotification'] };

/** A review sent anywhere (class details, the classroom's review page) takes the class off the list. */
export const AWAITING_REVIEW_TYPENAMES = { additionalTypenames: ['Klass', 'Appointment', 'ClassReview'] };

export const CLASSES_AWAITING_REVIEW = graphql(`
  query ClassesAwaitingReview { classesAwaitingReview(limit: 3) { total items { uid startDate lesson { id title } } } }
`);

/** The header bell's number: one integer, asked again on every page change. */
export const UNREAD_NOTIFICATION_COUNT = graphql(`
  query UnreadNotificationCount { unreadNotificationCount }
`);
