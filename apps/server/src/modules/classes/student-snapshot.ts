import { type CreditGrant, type StudentSnapshot, DAY_MS, DomainError, creditBalance } from '@parla/domain';
import { COUNTS_AS_ATTENDED } from './counts-as-attended.ts';
import { and, eq, gt, sql } from 'drizzle-orm';
import { type Db, type Tx, queryRows } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { appointments, classes, users } from '../../db/schema/index.ts';
import { bookingPlan } from '../commerce/subscriptions/booking-plan.ts';
import { grantsOf } from '../commerce/credits/credits.service.ts';
import { RECIPIENT_FIELDS } from './class-mail.ts';
import type { SubscriptionRow } from '../commerce/shared/commerce-queries.ts';
import type { ClassMailRecipient } from '../../emails/emails.ts';

/** The student row as a booking reads it: the snapshot's facts and the confirmation e-mail's recipient. */
export type StudentRow = ClassMailRecipient & { id: string; closedAt: Date | null };

/**
 * The snapshot and the rows it was built from, so a booking can answer (its credits after
 * spending, its confirmation's recipient) from the reads it made under its locks.
 */
export interface StudentState {
  snapshot: StudentSnapshot;
  /** Null when the snapshot was built from a zone already read (no user row). */
  user: StudentRow | null;
  grants: CreditGrant[];
  currentSubscription: SubscriptionRow | null;
}

/**
 * The booking student as the domain's assertBookable reads them, built inside the booking
 * transaction. `lockStudent` serialises one student's concurrent bookings (credits, the daily
 * lesson limit) without blocking other students; FOR NO KEY UPDATE does not block the
 * foreign-key checks of rows that reference the user (sessions, appointments).
 */
export async function studentSnapshot(tx: Db | Tx, studentId: string, now: Date, options: SnapshotOptions): Promise<StudentSnapshot> {
  return (await studentState(tx, studentId, now, options)).snapshot;
}

interface SnapshotOptions {
  lock: boolean;
  needsAttended: boolean;
  /** The student's zone, already read (reads without lock only): no second read of the user row. */
  timeZone?: string;
}

export async function studentState(tx: Db | Tx, studentId: string, now: Date, options: SnapshotOptions): Promise<StudentState> {
  const [user] = options.lock
    ? await snapshotQueries.lockedUser(tx).execute({ studentId })
    : options.timeZone
      ? [null]
      : await snapshotQueries.user(tx).execute({ studentId });
  // A booking that waited on the lock of a closing account finds it closed (decision 057).
  if (user?.closedAt) throw new DomainError('account_closed', undefined, { date: user.closedAt.toISOString().slice(0, 10) });
  // Older bookings cannot share a calendar day with a class that has not started yet.
  const since = new Date(now.getTime() - 2 * DAY_MS);
  // One after another: inside a transaction the queries share one connection anyway, and pg
  // deprecates queuing parallel queries on a client.
  const activeBookings = await snapshotQueries.activeBookings(tx).execute({ studentId, since });
  const grants = await grantsOf(tx, studentId, now);
  const attended = options.needsAttended ? await attendedByModule(tx, studentId) : [];
  const plan = await bookingPlan(tx, studentId);
  const snapshot: StudentSnapshot = {
    timeZone: user?.timezone ?? options.timeZone ?? 'Europe/Berlin',
    credits: creditBalance(grants, now),
    activeBookings,
    attendedClasses: attended.flatMap((row) =>
      Array.from({ length: row.n }, () => ({ module: { curriculumId: row.curriculumId, position: row.position } })),
    ),
    // The plan's limits (commerce): access end, trial window, scheduled pauses, Sprint.
    pauses: plan.pauses,
    subscription: plan.subscription,
    sprint: plan.sprint,
  };
  return { snapshot, user: user ?? null, grants, currentSubscription: plan.current };
}

const userQuery = (db: Db | Tx) =>
  db
    // The confirmation e-mail's recipient comes with the row the booking locks.
    .select({ ...RECIPIENT_FIELDS, closedAt: users.closedAt })
    .from(users)
    .where(eq(users.id, sql.placeholder('studentId')));

/** The snapshot's statements, prepared once per connection (decision 082). */
const snapshotQueries = {
  user: (db: Db | Tx) => prepared(db, 'parla_snapshot_user', userQuery),
  lockedUser: (db: Db | Tx) => prepared(db, 'parla_snapshot_user_locked', (db) => userQuery(db).for('no key update')),
  activeBookings: (db: Db | Tx) =>
    prepared(db, 'parla_snapshot_active_bookings', (db) =>
      db
        .select({ classId: classes.id, lessonId: classes.lessonId, startAt: classes.startAt })
        .from(appointments)
        .innerJoin(classes, eq(classes.id, appointments.classId))
        .where(
          and(
            eq(appointments.studentId, sql.placeholder('studentId')),
            sql`${appointments.status} = 'booked'`,
            gt(classes.startAt, sql.placeholder('since')),
          ),
        ),
    ),
};

/** Attended classes per module, for the open-discussion threshold. */
async function attendedByModule(tx: Db | Tx, studentId: string) {
  return queryRows<{ curriculumId: string; position: number; n: number }>(
    tx,
    sql`select m.curriculum_id as "curriculumId", m.position, count(*)::int as n
      from appointments a join classes c on c.id = a.class_id join modules m on m.id = c.module_id
      where a.student_id = ${studentId} and ${COUNTS_AS_ATTENDED}
      group by m.curriculum_id, m.position`,
  );
}
