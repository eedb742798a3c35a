import type { ReminderKind } from '@parla/contracts';
import { DEFAULT_TEACHING_CONFIG, HOUR_MS, MINUTE_MS, reminderWindow } from '@parla/domain';
import { and, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, classLogs, classes, studentNotifications, subscriptions, users } from '../../db/schema/index.ts';

/** One reminder to plan: who gets which kind about what, and when it fires for them. */
export interface ReminderCandidate {
  kind: ReminderKind;
  /** What and when: `<id>@<anchor ISO>` (a moved class is a new subject), or the source notification's id. */
  subject: string;
  recipientId: string;
  fireAt: Date;
}

/** The in-app notifications whose event the reminders repeat on the phone (push, SMS, WhatsApp). */
export const EVENT_NOTIFICATION_KINDS: Record<string, ReminderKind> = {
  paymentFailed: 'payment_failed',
  subscriptionSuspended: 'payment_failed',
  purchaseFailed: 'payment_failed',
  classFeedbackReady: 'feedback_ready',
};

export const subjectOf = (id: string, anchor: Date) => `${id}@${anchor.toISOString()}`;

/** The id and the anchor instant of a subject (null anchor for event subjects). */
export function parseSubject(subject: string): { id: string; anchor: Date | null } {
  const at = subject.indexOf('@');
  if (at < 0) return { id: subject, anchor: null };
  const anchor = new Date(subject.slice(at + 1));
  return { id: subject.slice(0, at), anchor: Number.isNaN(anchor.getTime()) ? null : anchor };
}

/** The class log falls due this long after the class ends (000 §5). */
const LOG_DUE_MS = DEFAULT_TEACHING_CONFIG.classLogDueHours * HOUR_MS;
/** The day-before reminder is 23 to 25 real hours ahead (DST); look a little further. */
const DAY_BEFORE_LOOKAHEAD_MS = 26 * HOUR_MS;

/**
 * Every reminder whose time comes before `horizon` and that is not stale at `now`, from the
 * tables as they are now (a cancelled class or seat is simply not found). The send job checks
 * each again at its time; this only plans.
 */
export async function reminderCandidates(db: Db, now: Date, horizon: Date, withEvents: boolean): Promise<ReminderCandidate[]> {
  const found: ReminderCandidate[] = [];
  const keep = (kind: ReminderKind, id: string, anchor: Date, recipientId: string, timezone: string, subject = subjectOf(id, anchor)) => {
    const window = reminderWindow(kind, anchor, timezone);
    if (window.fireAt < horizon && now < window.staleAt) found.push({ kind, subject, recipientId, fireAt: window.fireAt });
  };

  const seats = await db
    .select({ classId: classes.id, startAt: classes.startAt, studentId: appointments.studentId, timezone: users.timezone })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .innerJoin(users, eq(users.id, appointments.studentId))
    .where(
      and(
        eq(appointments.status, 'booked'),
        eq(classes.status, 'active'),
        gt(classes.startAt, now),
        lte(classes.startAt, new Date(now.getTime() + DAY_BEFORE_LOOKAHEAD_MS)),
      ),
    );
  for (const seat of seats) {
    keep('class_24h', seat.classId, seat.startAt, seat.studentId, seat.timezone);
    keep('class_15m', seat.classId, seat.startAt, seat.studentId, seat.timezone);
  }

  const taught = await db
    .select({ classId: classes.id, startAt: classes.startAt, teacherId: classes.teacherId, timezone: users.timezone })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherId))
    .where(and(eq(classes.status, 'active'), gt(classes.startAt, now), lte(classes.startAt, new Date(horizon.getTime() + 15 * MINUTE_MS))));
  for (const klass of taught) keep('teacher_class_15m', klass.classId, klass.startAt, klass.teacherId!, klass.timezone);

  // Open logs: the class ended, no log yet, due within 4 hours of the horizon and not yet due.
  const open = await db
    .select({ classId: classes.id, endAt: classes.endAt, teacherId: classes.teacherId, timezone: users.timezone })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.teacherId))
    .leftJoin(classLogs, eq(classLogs.classId, classes.id))
    .where(
      and(
        eq(classes.status, 'active'),
        isNotNull(classes.teacherId),
        isNull(classLogs.classId),
        gt(classes.endAt, new Date(now.getTime() - LOG_DUE_MS)),
        lte(classes.endAt, new Date(horizon.getTime() + 4 * HOUR_MS - LOG_DUE_MS)),
      ),
    );
  for (const log of open) keep('log_due_4h', log.classId, new Date(log.endAt.getTime() + LOG_DUE_MS), log.teacherId!, log.timezone);

  const trials = await db
    .select({ id: subscriptions.id, endsAt: subscriptions.trialEndsAt, studentId: subscriptions.studentId, timezone: users.timezone })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.studentId))
    .where(
      and(
        eq(subscriptions.status, 'trial'),
        gt(subscriptions.trialEndsAt, now),
        lte(subscriptions.trialEndsAt, new Date(horizon.getTime() + 48 * HOUR_MS)),
      ),
    );
  for (const trial of trials) keep('trial_ending_2d', trial.id, trial.endsAt!, trial.studentId, trial.timezone);

  // Events that already told the feed and the mailbox: only the phone channels are left to do.
  if (withEvents) {
    const events = await db
      .select({
        id: studentNotifications.id,
        key: sql<string>`${studentNotifications.contentKeys}[1]`,
        createdAt: studentNotifications.createdAt,
        userId: studentNotifications.userId,
        timezone: users.timezone,
      })
      .from(studentNotifications)
      .innerJoin(users, eq(users.id, studentNotifications.userId))
      .where(
        and(
          sql`${studentNotifications.contentKeys}[1] IN (${sql.join(
            Object.keys(EVENT_NOTIFICATION_KINDS).map((key) => sql`${key}`),
            sql`, `,
          )})`,
          gt(studentNotifications.createdAt, new Date(now.getTime() - 24 * HOUR_MS)),
          lte(studentNotifications.createdAt, now),
        ),
      );
    for (const event of events) {
      const kind = EVENT_NOTIFICATION_KINDS[event.key];
      if (kind) keep(kind, event.id, event.createdAt, event.userId, event.timezone, event.id);
    }
  }
  return found;
}
