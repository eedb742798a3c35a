import { INPUT_MESSAGES } from '@parla/contracts';
import {
  DomainError,
  HOUR_MS,
  type MoveConflict,
  type MovingStudent,
  ValidationError,
  classMove,
  moveConflicts,
  notFound,
} from '@parla/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { appointments, classes, users } from '../../db/schema/index.ts';
import { classMovedEmail } from '../../emails/emails.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { noteForAudit } from '../audit/audit-context.ts';
import { teacherAvailableAt } from '../availability/availability.service.ts';
import { mailFacts } from '../classes/booking.service.ts';
import { classDetailsLink, recipients, sendQuietly } from '../classes/class-mail.ts';
import { COUNTS_AS_ATTENDED } from '../classes/counts-as-attended.ts';
import { activeClassesInSlot, isUuid, lessonFacts } from '../classes/class-queries.ts';
import type { ClassRow } from '../classes/klass-views.ts';
import { classNotificationParams, notifyStudent } from '../notifications/notifications.service.ts';
import { commitmentsBetween, teacherProfile } from '../teacher-booking/teacher-facts.ts';
import { lockClass, snapshot, tellTeacher } from './class-actions.service.ts';

export interface MoveClassInput {
  uid: string;
  startAt?: Date | null;
  lessonId?: string | null;
  /** At a new time: the teacher keeps the class if they are free then (checked); else released (decision 100). */
  keepTeacher?: boolean | null;
  /** Move despite the clashes found; needs a reason, and the audit row keeps what was overridden. */
  override?: boolean | null;
  reason?: string | null;
}

/** A clash as the back office shows it: the code, and the student's name for a student's clash. */
export type MoveConflictView = MoveConflict & { studentName?: string };

/** The booked students with what the clash rules read: their zone, other bookings, attended classes. */
async function movingStudents(tx: Tx, classId: string, needsAttended: boolean): Promise<(MovingStudent & { name: string })[]> {
  const booked = await tx
    .select({ id: users.id, timeZone: users.timezone, firstName: users.firstName, lastName: users.lastName })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.studentId))
    .where(and(eq(appointments.classId, classId), eq(appointments.status, 'booked')));
  const students = [];
  for (const student of booked) {
    const otherBookings = await tx
      .select({ lessonId: classes.lessonId, startAt: classes.startAt, endAt: classes.endAt })
      .from(appointments)
      .innerJoin(classes, eq(classes.id, appointments.classId))
      .where(
        and(
          eq(appointments.studentId, student.id),
          eq(appointments.status, 'booked'),
          eq(classes.status, 'active'),
          ne(classes.id, classId),
        ),
      );
    const attended = needsAttended
      ? await queryRows<{ curriculumId: string; position: number; n: number }>(
          tx,
          sql`select m.curriculum_id as "curriculumId", m.position, count(*)::int as n
            from appointments a join classes c on c.id = a.class_id join modules m on m.id = c.module_id
            where a.student_id = ${student.id} and ${COUNTS_AS_ATTENDED}
            group by m.curriculum_id, m.position`,
        )
      : [];
    students.push({
      id: student.id,
      name: `${student.firstName} ${student.lastName}`.trim(),
      timeZone: student.timeZone,
      otherBookings,
      attendedClasses: attended.flatMap((row) =>
        Array.from({ length: row.n }, () => ({ module: { curriculumId: row.curriculumId, position: row.position } })),
      ),
    });
  }
  return students;
}

/**
 * The back office moves a class to another time and/or another lesson of its module (001 §1
 * "reschedules lessons"; decisions 100 and 105). The booked students keep their seat, are told,
 * and may cancel with a refund until the start. Before that, the move is checked for clashes
 * (moveConflicts): the kept teacher's other classes, pause and availability at the new time, the
 * module's slot capacity, each student's other classes and daily lesson limit, and an open
 * discussion's level threshold. A clash refuses the move (class_move_conflicts, every clash in
 * `details.conflicts`) unless the admin overrides it with a reason, kept in the audit row, as
 * with assigning a teacher. A new time releases the teacher unless they are kept.
 */
export async function moveClass(app: FastifyInstance, input: MoveClassInput): Promise<{ uid: string }> {
  const now = app.clock.now();
  if (input.lessonId && !isUuid(input.lessonId)) throw notFound();
  const done = await inTransaction(app.db, async (tx) => {
    // A kept teacher's profile is locked before the class, the order assigning a teacher uses.
    const [peek] = await tx.select({ teacherId: classes.teacherId }).from(classes).where(eq(classes.uid, input.uid));
    const keptTeacherId = input.keepTeacher && peek?.teacherId ? peek.teacherId : null;
    const profile = keptTeacherId ? await teacherProfile(tx, keptTeacherId, true) : null;
    const row = await lockClass(tx, input.uid);
    if (keptTeacherId && row.teacherId !== keptTeacherId) throw new DomainError('class_already_taken');
    const move = classMove(row, input, now);
    const lessonId = move.lessonChanges && input.lessonId ? input.lessonId : row.lessonId;
    const lesson = await lessonFacts(tx, lessonId);
    if (!lesson) throw notFound();
    // Module fit: the students booked this module (and its level); another lesson comes from it.
    if (lesson.moduleId !== row.moduleId) throw new ValidationError([{ field: 'lessonId', message: INPUT_MESSAGES.sameModuleLesson }]);
    const startAt = move.timeChanges && input.startAt ? input.startAt : row.startAt;
    const endAt = new Date(startAt.getTime() + (row.endAt.getTime() - row.startAt.getTime() || HOUR_MS));
    const keepsTeacher = !!profile && move.timeChanges;
    const students = await movingStudents(tx, row.id, move.lessonChanges && lesson.type === 'open_discussion');
    const conflicts = moveConflicts({
      target: {
        startAt,
        endAt,
        lessonId,
        lessonType: lesson.type,
        module: { curriculumId: lesson.curriculumId, position: lesson.position },
      },
      timeChanges: move.timeChanges,
      lessonChanges: move.lessonChanges,
      teacher:
        keepsTeacher && profile
          ? {
              pausedFrom: profile.pausedFrom,
              pausedUntil: profile.pausedUntil,
              commitments: await commitmentsBetween(tx, profile.userId, startAt, endAt, row.id),
              availableAtNewTime: (await teacherAvailableAt(tx, profile.userId, [startAt])).has(startAt.getTime()),
            }
          : null,
      activeClassesInSlot: move.timeChanges ? await activeClassesInSlot(tx, row.moduleId, startAt) : 0,
      students,
    });
    const named: MoveConflictView[] = conflicts.map((c) =>
      'studentId' in c ? { ...c, studentName: students.find((s) => s.id === c.studentId)?.name ?? '' } : c,
    );
    if (named.length > 0 && input.override !== true) throw new DomainError('class_move_conflicts', undefined, { conflicts: named });
    noteForAudit({
      before: {
        ...snapshot(row),
        overriddenConflicts: named.length > 0 ? named.map((c) => ('studentId' in c ? `${c.code}:${c.studentId}` : c.code)) : null,
      },
    });
    const [updated] = await tx
      .update(classes)
      .set({
        startAt,
        endAt,
        lessonId,
        movedAt: now,
        ...(move.timeChanges && !keepsTeacher ? { teacherId: null, confirmedAt: null } : {}),
      })
      .where(eq(classes.id, row.id))
      .returning();
    const params = await classNotificationParams(tx, updated);
    for (const { id } of students) {
      await notifyStudent(tx, { userId: id, key: 'classMoved', params: { ...params, previousStartDate: row.startAt.toISOString() }, now });
    }
    return {
      before: row,
      after: updated,
      studentIds: students.map((s) => s.id),
      timeChanged: move.timeChanges,
      keepsTeacher,
      overridden: named,
    };
  });
  if (done.overridden.length > 0) {
    app.log.warn(
      { classUid: input.uid, overridden: done.overridden.map((c) => c.code), reason: input.reason ?? null },
      'admin moved a class despite clashes',
    );
  }
  await mailMoved(app, done.after, done.before.startAt, done.studentIds);
  if (done.timeChanged) {
    if (done.keepsTeacher) await tellTeacher(app, done.after, done.after.teacherId, 'movedKept');
    else await tellTeacher(app, done.before, done.before.teacherId, 'moved');
  }
  return { uid: input.uid };
}

async function mailMoved(app: FastifyInstance, klass: ClassRow, previousStartAt: Date, studentIds: string[]): Promise<void> {
  if (studentIds.length === 0) return;
  try {
    const [people, facts] = await Promise.all([recipients(app.db, studentIds), mailFacts(app, klass)]);
    for (const to of people.values()) {
      const link = classDetailsLink(app, to.locale, klass.uid);
      await sendQuietly(app, classMovedEmail(to, { ...facts, link, previousStartAt }), { classUid: klass.uid });
    }
  } catch (error) {
    app.log.error({ err: error, classUid: klass.uid }, 'class move e-mails not sent');
  }
}
