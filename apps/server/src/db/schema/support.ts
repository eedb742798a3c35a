import { SUPPORT_TOPICS } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';

/** bytea as a Buffer on both drivers (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/** What the school's inbox needs beside the message: who wrote, and their recent classes. */
export interface SupportTicketContext {
  studentId: string | null;
  email: string;
  recentClasses: { uid: string; startAt: string; lesson: string; status: string }[];
}

/**
 * A message from the support page (issue 14). Mailed to the school and to the student; kept
 * here so support can answer from the record even when a mail is lost. The attachment is
 * checked by content (image or PDF) and kept with the ticket.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Short reference the student and the school quote, e.g. "S-1A2B3C4D". */
    reference: text('reference').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    context: jsonb('context').$type<SupportTicketContext>().notNull(),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    attachment: bytea('attachment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    check('support_tickets_topic_check', oneOf(t.topic, SUPPORT_TOPICS)),
    check('support_tickets_attachment_check', sql`(${t.attachment} IS NULL) = (${t.attachmentType} IS NULL)`),
  ],
);
