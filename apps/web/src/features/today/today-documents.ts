import { gql } from 'urql';

export interface UpcomingClass {
  uid: string;
  startDate: string;
  endDate: string;
  type: 'group' | 'individual' | 'trial';
  lesson: { id: string; title: string };
  teacher: { id: string; uid: string; firstName: string; lastName: string } | null;
  appointment: { id: string; status: string } | null;
  canJoin: boolean;
  joinOpensAt: string;
  classroomUrl: string;
}

/** Booking and cancelling elsewhere must show here without a reload. */
export const TODAY_TYPENAMES = { additionalTypenames: ['Klass', 'Appointment', 'CreditsInfo'] };

export interface TodayClassesData {
  appointments: { total: number; items: UpcomingClass[] };
}
export const TODAY_CLASSES = gql<TodayClassesData, { from: string; limit: number }>(`
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

export interface CreditsData {
  creditsInfo: { groupCredits: number; privateCredits: number; canBuyExtraCredits: boolean; nextExpiry: string | null };
}
export const CREDITS_INFO = gql<CreditsData, Record<string, never>>(`
  query CreditsInfo { creditsInfo { groupCredits privateCredits canBuyExtraCredits nextExpiry } }
`);

export interface StudentNotification {
  id: string;
  createdAt: string;
  type: string;
  contentKeys: string[];
  contentValues: unknown;
  readAt: string | null;
}
export interface NotificationsData {
  notifications: StudentNotification[];
}
export const NOTIFICATIONS = gql<NotificationsData, { limit: number }>(`
  query StudentNotifications($limit: Int) { notifications(limit: $limit) { id createdAt type contentKeys contentValues readAt } }
`);
