import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { appointments, classes, creditGrants, creditLedger, studentLessonStates } from '../schema/index.ts';
import { addDaysToKey } from '@parla/domain';
import { schoolDate, schoolHour } from './berlin-time.ts';
import { type ClassOutcome, planBookings } from './bookings.ts';
import { topUpDemoBookings } from './demo-student.ts';
import { DAY, DAYS_AHEAD, DAYS_BACK, HOUR, assignTeachers, planClasses, type PlannedClass } from './class-plan.ts';
import { chance } from './determinism.ts';
import type { People } from './people.ts';
import type { Catalogue } from './sections-and-curricula.ts';

export interface ClassSeedResult {
  classesInserted: number;
  appointmentsInserted: number;
}

const CHUNK = 250;

function chunks<T>(items: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) result.push(items.slice(i, i + CHUNK));
  return result;
}

/** When the class was scheduled: two weeks ahead, never after `now`. */
function classCreatedAt(c: PlannedClass, now: Date): Date {
  return new Date(Math.min(now.getTime(), c.startAt.getTime() - 14 * DAY));
}

/**
 * The demo student's manual lesson states: the orientation marked completed, numbers skipped
 * (already known). Skipped lessons are then kept out of the demo student's bookings.
 */
async function seedDemoLessonStates(tx: Tx, catalogue: Catalogue, people: People, now: Date): Promise<Set<string>> {
  const lessonIds = catalogue.get('german')!.modules.get('A1')!.lessonIds;
  await tx
    .insert(studentLessonStates)
    .values([
      { studentId: people.demoStudentId, lessonId: lessonIds[0], status: 'COMPLETED', updatedAt: now },
      { studentId: people.demoStudentId, lessonId: lessonIds[2], status: 'SKIP', updatedAt: now },
    ])
    .onConflictDoNothing();
  const rows = await tx
    .select({ lessonId: studentLessonStates.lessonId })
    .from(studentLessonStates)
    .where(and(eq(studentLessonStates.studentId, people.demoStudentId), eq(studentLessonStates.status, 'SKIP')));
  return new Set(rows.map((r) => r.lessonId));
}

/**
 * Classes over the past two weeks and the next four, with bookings that spent credits.
 * Only classes whose uid is new are written, so a rerun adds just the newly uncovered days.
 */
export async function seedClasses(tx: Tx, catalogue: Catalogue, people: People, now: Date): Promise<ClassSeedResult> {
  const skippedLessonIds = await seedDemoLessonStates(tx, catalogue, people, now);
  const planned = planClasses(catalogue, now);
  const known = new Set<string>();
  for (const part of chunks(planned)) {
    const rows = await tx
      .select({ uid: classes.uid })
      .from(classes)
      .where(
        inArray(
          classes.uid,
          part.map((c) => c.uid),
        ),
      );
    for (const row of rows) known.add(row.uid);
  }
  const fresh = planned.filter((c) => !known.has(c.uid));
  const appointmentsInserted = fresh.length > 0 ? await insertFreshClasses(tx, fresh, people, skippedLessonIds, now) : 0;
  const demoModuleId = catalogue.get('german')!.modules.get('A1')!.id;
  const topUps = await topUpDemoBookings(tx, people.demoStudentId, demoModuleId, skippedLessonIds, now);
  return { classesInserted: fresh.length, appointmentsInserted: appointmentsInserted + topUps };
}

/** Teachers, bookings and outcomes for the new classes, then one batch insert per table. */
async function insertFreshClasses(
  tx: Tx,
  fresh: PlannedClass[],
  people: People,
  skippedLessonIds: Set<string>,
  now: Date,
): Promise<number> {
  // Hours teachers already teach (seeded earlier or committed in the app) stay theirs.
  const today = schoolDate(now);
  const taken = await tx
    .select({ teacherId: classes.teacherId, startAt: classes.startAt })
    .from(classes)
    .where(
      and(
        isNotNull(classes.teacherId),
        gte(classes.startAt, schoolHour(addDaysToKey(today, -DAYS_BACK), 0)),
        lt(classes.startAt, schoolHour(addDaysToKey(today, DAYS_AHEAD + 1), 0)),
      ),
    );
  const busy = new Set(taken.map((t) => `${t.teacherId}@${t.startAt.toISOString()}`));
  assignTeachers(fresh, people.teachers, now, busy);

  const outcomes = planBookings(fresh, people.students, { id: people.demoStudentId, skippedLessonIds }, (c) => classCreatedAt(c, now), now);
  const classIdByUid = await insertClasses(tx, fresh, outcomes, people.adminId, now);
  const appointmentsInserted = await insertAppointments(tx, fresh, outcomes, classIdByUid);
  await saveSpentCredits(tx, people);
  return appointmentsInserted;
}

async function insertClasses(
  tx: Tx,
  fresh: PlannedClass[],
  outcomes: Map<PlannedClass, ClassOutcome>,
  adminId: string,
  now: Date,
): Promise<Map<string, string>> {
  const rows = fresh.map((c) => {
    const outcome = outcomes.get(c)!;
    const createdAt = classCreatedAt(c, now);
    const confirmedAt = c.teacher
      ? new Date(
          createdAt.getTime() + chance(`${c.key}:confirmed`) * (Math.min(now.getTime(), c.startAt.getTime() - HOUR) - createdAt.getTime()),
        )
      : null;
    return {
      uid: c.uid,
      lessonId: c.lessonId,
      moduleId: c.module.id,
      startAt: c.startAt,
      endAt: c.endAt,
      type: c.type,
      status: outcome.status,
      capacity: c.capacity,
      seatsTaken: outcome.bookings.length,
      teacherId: c.teacher?.id ?? null,
      confirmedAt: confirmedAt && confirmedAt < createdAt ? createdAt : confirmedAt,
      businessModelType: c.teacher?.isB2G ? 'B2G' : 'B2C',
      canBeAudioRecorded: chance(`${c.key}:audio`) < 0.3,
      labels: c.type === 'trial' ? ['trial'] : [],
      createdBy: adminId,
      cancelledAt: outcome.status === 'cancelled' ? new Date(c.startAt.getTime() - 2 * HOUR) : null,
      createdAt,
    };
  });
  const idByUid = new Map<string, string>();
  for (const part of chunks(rows)) {
    // No ON CONFLICT: known uids were filtered out under the seed lock, so a clash is a bug worth failing on.
    const inserted = await tx.insert(classes).values(part).returning({ id: classes.id, uid: classes.uid });
    for (const row of inserted) idByUid.set(row.uid, row.id);
  }
  return idByUid;
}

async function insertAppointments(
  tx: Tx,
  fresh: PlannedClass[],
  outcomes: Map<PlannedClass, ClassOutcome>,
  classIdByUid: Map<string, string>,
): Promise<number> {
  const rows = fresh.flatMap((c) => {
    const classId = classIdByUid.get(c.uid);
    if (!classId) return [];
    const outcome = outcomes.get(c)!;
    return outcome.bookings.map((b, index) => {
      return {
        // Chosen here so the ledger rows can point at their appointment without relying on RETURNING order.
        id: randomUUID(),
        classId,
        studentId: b.student.id,
        status: 'booked',
        creditKind: b.grant.kind,
        // Attendance is only logged for classes that took place.
        attendance: outcome.status === 'completed' ? b.attendance : null,
        hasAttemptToJoin: outcome.status !== 'active' && b.attendance === 'attended',
        isRatedByStudent: b.attendance === 'attended' && chance(`${c.key}:${index}:rated`) < 0.6,
        createdAt: b.createdAt,
        grantId: b.grant.id,
      };
    });
  });
  let count = 0;
  for (const part of chunks(rows)) {
    await tx.insert(appointments).values(part.map(({ grantId: _grantId, ...row }) => row));
    // Every booking spent one credit: one ledger row per appointment, in the same transaction.
    await tx.insert(creditLedger).values(
      part.map((row) => ({
        studentId: row.studentId,
        grantId: row.grantId,
        kind: row.creditKind,
        delta: -1,
        reason: 'booking',
        appointmentId: row.id,
        createdAt: row.createdAt,
      })),
    );
    count += part.length;
  }
  return count;
}

/** Writes the in-memory spending back to the grants (the CHECK refuses anything below zero). */
async function saveSpentCredits(tx: Tx, people: People): Promise<void> {
  for (const student of people.students) {
    for (const grant of [student.grants.group, student.grants.private]) {
      if (!grant || grant.spent === 0) continue;
      await tx
        .update(creditGrants)
        .set({ remaining: sql`${creditGrants.remaining} - ${grant.spent}` })
        .where(eq(creditGrants.id, grant.id));
    }
  }
}
