import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
// Every module's GraphQL types register themselves on import.
import '../modules/identity/identity.graphql.ts';
import '../modules/identity/account.graphql.ts';
import '../modules/notifications/notifications.graphql.ts';
import '../modules/notifications/push.graphql.ts';
import '../modules/commerce/commerce.graphql.ts';
import '../modules/curriculum/curriculum.graphql.ts';
import '../modules/curriculum/language-landing.graphql.ts';
import '../modules/classes/classes.graphql.ts';
import '../modules/classes/booking.graphql.ts';
import '../modules/classes/booking-recommendation.graphql.ts';
import '../modules/teacher-booking/teacher-booking.graphql.ts';
import '../modules/availability/availability.graphql.ts';
import '../modules/class-logs/class-logs.graphql.ts';
import '../modules/class-logs/student-feedback.graphql.ts';
import '../modules/teacher-pay/teacher-pay.graphql.ts';
import '../modules/teacher-account/teacher-account.graphql.ts';
import '../modules/classroom/classroom.graphql.ts';
import '../modules/back-office/back-office.graphql.ts';
import '../modules/back-office/content-error-reports.graphql.ts';
import '../modules/back-office/content.graphql.ts';
import '../modules/back-office/content-challenges.graphql.ts';
import '../modules/back-office/admin-teachers.graphql.ts';
import '../modules/back-office/students.graphql.ts';
import '../modules/back-office/admins.graphql.ts';
import '../modules/back-office/class-admin.graphql.ts';
import '../modules/back-office/dashboard.graphql.ts';
import '../modules/settings/settings.graphql.ts';
import '../modules/settings/learning-settings.graphql.ts';
import '../modules/settings/account-lifecycle.graphql.ts';
import '../modules/onboarding/onboarding.graphql.ts';
import '../modules/onboarding/onboarding-flow.graphql.ts';
import '../modules/onboarding/checklist.graphql.ts';
import '../modules/onboarding/post-checkout.graphql.ts';
import '../modules/identity/social.graphql.ts';
import '../modules/practice/practice.graphql.ts';
import '../modules/practice/daily.graphql.ts';
import '../modules/engagement/challenges.graphql.ts';
import '../modules/engagement/achievements.graphql.ts';
import '../modules/engagement/weekly-goal.graphql.ts';
import '../modules/certificates/certificates.graphql.ts';
import '../modules/engagement/experience-reviews.graphql.ts';
import '../modules/engagement/sprint-progress.graphql.ts';
import '../modules/audit/audit.graphql.ts';
import '../modules/flags/flags.graphql.ts';
import '../modules/telemetry/telemetry.graphql.ts';
import '../modules/messaging/messaging.graphql.ts';

export const schema = builder.toSchema();

export function printSdl(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
