import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Email } from '../../lib/mailer.ts';
import type { ClassMailRecipient } from '../../emails/emails.ts';

export async function recipients(db: Db, userIds: string[]): Promise<Map<string, ClassMailRecipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      timezone: users.timezone,
      timeFormat: users.timeFormat,
    })
    .from(users)
    .where(userIds.length === 1 ? eq(users.id, userIds[0]) : inArray(users.id, userIds));
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
