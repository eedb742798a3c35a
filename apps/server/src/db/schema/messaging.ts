import { check, index, integer, pgTable, text, timestamp, uuid, boolean } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';

/**
 * The verified phone behind SMS and WhatsApp (issue 20, decision 109): one row per user, about the
 * number it names. The row only counts while `number` is still the user's users.phone_number;
 * changing the number deletes the row (verification and reminder switches start over).
 * The code is kept as an HMAC, never in clear; it lives 10 minutes and takes 5 wrong tries.
 */
export const phoneChannels = pgTable('phone_channels', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E.164: the number the code was sent to and the verification is about. */
  number: text('number').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  codeHash: text('code_hash'),
  codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
  codeAttempts: integer('code_attempts').notNull().default(0),
  codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
  /** Codes sent in the hour that began at `sendWindowStartedAt` (the resend throttle). */
  codesInWindow: integer('codes_in_window').notNull().default(0),
  sendWindowStartedAt: timestamp('send_window_started_at', { withTimezone: true }),
  /** Reminders by SMS / WhatsApp: off until the user turns them on, only for a verified number. */
  smsReminders: boolean('sms_reminders').notNull().default(false),
  whatsappReminders: boolean('whatsapp_reminders').notNull().default(false),
  /** The provider refused the number for good on this channel (invalid, not a mobile, not on WhatsApp). */
  smsRefusedAt: timestamp('sms_refused_at', { withTimezone: true }),
  whatsappRefusedAt: timestamp('whatsapp_refused_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const MESSAGE_CHANNELS = ['sms', 'whatsapp'] as const;

/** SMS and WhatsApp kept while no provider is configured: the dev outbox at /dev/messages. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    to: text('to').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_created_idx').on(t.createdAt), check('outbox_messages_channel_check', oneOf(t.channel, MESSAGE_CHANNELS))],
);
