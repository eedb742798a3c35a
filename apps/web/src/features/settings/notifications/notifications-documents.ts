import { graphql } from '../../../shared/graphql/graphql.ts';

export const NOTIFICATION_PREFERENCES = graphql(`
  query NotificationPreferences {
    notificationPreferences { classReminders bookingChanges teacherFeedback practiceReminders marketing { email phone whatsapp } }
  }
`);

export const UPDATE_NOTIFICATION_PREFERENCES = graphql(`
  mutation UpdateNotificationPreferences($input: NotificationPreferencesInput!) {
    updateNotificationPreferences(input: $input) {
      classReminders bookingChanges teacherFeedback practiceReminders marketing { email phone whatsapp }
    }
  }
`);

/** The preferences have no id: urql refetches them by typename after the mutation. */
export const NOTIFICATIONS_TYPENAMES = { additionalTypenames: ['NotificationPreferences'] };
