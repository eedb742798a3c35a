import { CALENDAR_ACCOUNT_STATES, CALENDAR_PROVIDERS } from '@parla/contracts';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';

/**
 * account/settings/notifications: which optional e-mails a student gets and the marketing
 * preferences of 001 §3 (e-mail = product news, phone = SMS, WhatsApp). No row means the
 * defaults: every learning e-mail on, every marketing channel off until the student opts in.
 */
export const studentEmailPreferences = pgTable('student_email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  classReminders: boolean('class_reminders').notNull().default(true),
  bookingChanges: boolean('booking_changes').notNull().default(true),
  teacherFeedback: boolean('teacher_feedback').notNull().default(true),
  practiceReminders: boolean('practice_reminders').notNull().default(true),
  marketingEmail: boolean('marketing_email').notNull().default(false),
  marketingPhone: boolean('marketing_phone').notNull().default(false),
  marketingWhatsapp: boolean('marketing_whatsapp').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A calendar account connected through OAuth 2 (001 §3 Calendar connection: type, status, email).
 * Tokens are sealed with AES-256-GCM (lib/sealed.ts) and never leave the server or reach a log.
 */
export const calendarAccounts = pgTable(
  'calendar_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    status: text('status').notNull().default('connected'),
    email: text('email'),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('calendar_accounts_user_provider_key').on(t.userId, t.provider),
    check('calendar_accounts_provider_check', oneOf(t.provider, CALENDAR_PROVIDERS)),
    check('calendar_accounts_status_check', oneOf(t.status, CALENDAR_ACCOUNT_STATES)),
  ],
);
