import { REMINDER_KINDS } from '@parla/contracts';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';
import { studentNotifications } from './notifications.ts';

/** Where a reminder goes: the in-app feed, e-mail, and the outbound channels (push, SMS, WhatsApp). */
export const REMINDER_CHANNELS = ['feed', 'email', 'push', 'sms', 'whatsapp'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
export const REMINDER_DELIVERY_STATES = ['sent', 'held', 'dropped'] as const;

/**
 * At most once (issue 20, docs/decisions/107): one row per reminder kind, subject, recipient and
 * channel, claimed before the message goes out. `subject` names what the reminder is about and
 * when (`<classId>@<startIso>`), so a class moved to another time is a new subject and is
 * reminded again, while a job that runs twice, or on two nodes at once, finds the row and stops.
 * The feed row is written in the same transaction as the in-app notification it names.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    /** sent (handed to the feed, the mail gate or the channel); held (quiet hours: a job sends it at 08:00); dropped (08:00 came too late). */
    state: text('state').notNull(),
    notificationId: uuid('notification_id').references(() => studentNotifications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('reminder_deliveries_once').on(t.kind, t.subject, t.recipientId, t.channel),
    index('reminder_deliveries_recipient_idx').on(t.recipientId, t.createdAt),
    check('reminder_deliveries_kind_check', oneOf(t.kind, REMINDER_KINDS)),
    check('reminder_deliveries_channel_check', oneOf(t.channel, REMINDER_CHANNELS)),
    check('reminder_deliveries_state_check', oneOf(t.state, REMINDER_DELIVERY_STATES)),
  ],
);
