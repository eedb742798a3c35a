import { type StudentSnapshot, DAY_MS, DomainError } from '@parla/domain';
import { COUNTS_AS_ATTENDED } from './counts-as-attended.ts';
import { and, eq, gt, sql } from 'drizzle-orm';
import { type Db, type Tx, queryRows } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { appointments, classes, users } from '../../db/schema/index.ts';
import { bookingPlan } from '../commerce/subscriptions/booking-plan.ts';
import { balance } from '../commerce/credits/credits.service.ts';

/**
 * The booking student as the domain's assertBookable reads them, built inside the booking
 * transaction. `lockStudent` serialises one student's concurrent bookings (credits, the daily
 * lesson limit) without blocking other students; FOR NO KEY UPDATE does not block the
 * foreign-key checks of rows that reference the user (sessions, appointments).
 */
export async function studentSnapshot(
  tx: Db | Tx,
  studentId: string,
  now: Date,
  options: {
    lock: boolean;
    needsAttended: boolean;
    /** The student's zone, already read (reads without lock only): no second read of the user row. */
    timeZone?: string;
  },
): Promise<StudentSnapshot> {
  const [user] = options.lock
    ? await snapshotQueries.lockedUser(tx).execute({ studentId })
    : options.timeZone
      ? [{ timezone: options.timeZone, closedAt: null }]
      : await snapshotQueries.user(tx).execute({ studentId });
  // A booking that waited on the lock of a closing account finds it closed (decision 057).
  if (user?.closedAt) throw new DomainError('account_closed', undefined, { date: user.closedAt.toISOString().slice(0, 10) });
  // Older bookings cannot share a calendar day with a class that has not started yet.
  const since = new Date(now.getTime() - 2 * DAY_MS);
  // One after another: inside a transaction the queries share one connection anyway, and pg
  // deprecates queuing parallel queries on a client.
  const activeBookings = await snapshotQueries.activeBookings(tx).execute({ studentId, since });
  const credits = await balance(tx, studentId, now);
  const attended = options.needsAttended ? await attendedByModule(tx, studentId) : [];
  const plan = await bookingPlan(tx, studentId);
  return {
    timeZone: user?.timezone ?? 'Europe/Berlin',
    credits,
    activeBookings,
    attendedClasses: attended.flatMap((row) =>
      Array.from({ length: row.n }, () => ({ module: { curriculumId: row.curriculumId, position: row.position } })),
    ),
    // The plan's limits (commerce): access end, trial window, scheduled pauses, Sprint.
    pauses: plan.pauses,
    subscription: plan.subscription,
    sprint: plan.sprint,
  };
}

const userQuery = (db: Db | Tx) =>
  db
    .select({ timezone: users.timezone, closedAt: users.closedAt })
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
