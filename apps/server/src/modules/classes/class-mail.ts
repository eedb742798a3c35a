import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { users } from '../../db/schema/index.ts';
import type { Email } from '../../lib/mailer.ts';
import type { ClassMailRecipient } from '../../emails/emails.ts';

/** A class e-mail's recipient: address, name, and how to write times for them. */
export const RECIPIENT_FIELDS = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  locale: users.locale,
  timezone: users.timezone,
  timeFormat: users.timeFormat,
};

export async function recipients(db: Db, userIds: string[]): Promise<Map<string, ClassMailRecipient>> {
  if (userIds.length === 0) return new Map();
  // One recipient (every booking's and cancellation's confirmation) through a prepared statement.
  const rows =
    userIds.length === 1
      ? await prepared(db, 'parla_mail_recipient', (db) =>
          db
            .select(RECIPIENT_FIELDS)
            .from(users)
            .where(eq(users.id, sql.placeholder('id'))),
        ).execute({ id: userIds[0] })
      : await db.select(RECIPIENT_FIELDS).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Mail goes out after the transaction committed (a rolled-back booking must not be
 * confirmed); a mail server failure is logged and never undoes or fails the booking.
 */
export async function sendQuietly(app: FastifyInstance, email: Email, context: Record<string, unknown>): Promise<void> {
  try {
    await app.mailer.send(email);
  } catch (error) {
    app.log.error({ err: error, ...context, subject: email.subject }, 'class e-mail failed');
  }
}

export const classDetailsLink = (app: FastifyInstance, locale: string, uid: string) =>
  `${app.config.areas.learn}/${locale}/account/class/details/${uid}`;
export const bookingLink = (app: FastifyInstance, locale: string) => `${app.config.areas.learn}/${locale}/account/booking`;
