import {
  type Attendance,
  type ClassLogOutcome,
  type MissedClassReportInput,
  type SubmitClassLogInput,
  type TechnicalProblemInput,
  missedClassReportInput,
  submitClassLogInput,
  technicalProblemInput,
  INPUT_MESSAGES,
} from '@parla/contracts';
import { type ClassLogAction, type ClassOutcome, ValidationError, decideClassLog, missedClassPenalty } from '@parla/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { appointmentLogs, appointments, classLogScreenshots, classLogs, classes } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { parseInput } from '../../lib/validation.ts';
import { recordAttendanceAchievements } from '../engagement/achievements.service.ts';
import { refundCredit } from '../commerce/credits/credits.service.ts';
import { classNotificationParams, notifyStudent } from '../notifications/notifications.service.ts';
import { noteWeeklyGoalsMet } from '../engagement/weekly-goal.service.ts';
import { scheduleLevelProgressCheck } from '../../lib/level-progress-check.ts';
import { syncClassWords } from '../practice/class-words.service.ts';
import { recordPenalty } from '../teacher-booking/penalties.service.ts';
import { recordClassEarning } from '../teacher-pay/earnings.service.ts';
import { type ClassRow, bookedStudents, classLogOf, teachersClass } from './class-log-queries.ts';
import { type FeedbackDelivery, deliverFeedbackIfReadable, mailFeedbackDeliveries } from '../classes/class-feedback-delivery.ts';
import { type ClassLogView, classLogView } from './class-log-view.ts';

/** What an action adds to the log besides attendance. */
type LogDetails =
  | { action: 'submit'; input: SubmitClassLogInput }
  | { action: 'no_show' }
  | { action: 'technical_issue'; input: TechnicalProblemInput }
  | { action: 'missed_report'; input: MissedClassReportInput };

/** The class status a log leaves behind is the outcome the pay rules know (000 §4, §9). */
export function earningOutcomeOf(classStatus: 'completed' | 'missed' | 'no_students' | 'technical_issue'): ClassOutcome {
  return classStatus;
}

/**
 * Writes one class-log action in one transaction (ARCHITECTURE convention 4): the class row
 * is locked, the rules decide on what is stored under that lock (decideClassLog), then the
 * log, every student's attendance (appointment_logs and appointments.attendance), the class
 * status, the earning lines and, for a missed class, the penalty commit together.
 */
async function applyClassLog(app: FastifyInstance, teacherId: string, classUid: string, details: LogDetails): Promise<ClassLogView> {
  const now = app.clock.now();
  const deliveries: FeedbackDelivery[] = [];
  const klass = await inTransaction(app.db, async (tx) => {
    deliveries.length = 0; // a retried transaction starts again
    const row = await teachersClass(tx, teacherId, classUid, true);
    const students = (await bookedStudents(tx, [row.id])).get(row.id) ?? [];
    const existing = await classLogOf(tx, row.id);
    const choices = new Map<string, Attendance | null>();
    if (details.action === 'submit') for (const a of details.input.attendance) choices.set(a.studentId, a.attendance);
    const decision = decideClassLog(
      details.action as ClassLogAction,
      {
        startAt: row.startAt,
        endAt: row.endAt,
        classStatus: row.status as never,
        outcome: (existing?.outcome as ClassLogOutcome | undefined) ?? null,
        bookedStudentIds: students.map((s) => s.studentId),
      },
      choices,
      now,
    );
    const byStudent = new Map(students.map((s) => [s.studentId, s]));

    let fields: Partial<typeof classLogs.$inferInsert> = {};
    if (details.action === 'submit') {
      const unknown = details.input.feedback.filter((f) => !byStudent.has(f.studentId));
      if (unknown.length > 0) {
        throw new ValidationError(unknown.map((f) => ({ field: `feedback.${f.studentId}`, message: INPUT_MESSAGES.invalidChoice })));
      }
      fields = { notes: details.input.notes, resources: details.input.resources, missedReason: null, missedExplanation: null };
    } else if (details.action === 'technical_issue') {
      const screenshotId = details.input.screenshotId ?? null;
      if (screenshotId) await assertOwnScreenshot(tx, screenshotId, row.id, teacherId);
      fields = { technicalProblem: details.input.description, screenshotId, missedReason: null, missedExplanation: null };
    } else if (details.action === 'missed_report') {
      fields = { missedReason: details.input.reason, missedExplanation: details.input.explanation || null };
    } else {
      fields = { missedReason: null, missedExplanation: null };
    }
    await tx
      .insert(classLogs)
      .values({ classId: row.id, teacherId, outcome: decision.outcome, submittedAt: now, updatedAt: now, ...fields })
      .onConflictDoUpdate({ target: classLogs.classId, set: { teacherId, outcome: decision.outcome, updatedAt: now, ...fields } });

    for (const [studentId, attendance] of decision.attendance) {
      const student = byStudent.get(studentId)!;
      await tx.update(appointments).set({ attendance }).where(eq(appointments.id, student.appointmentId));
      await upsertAppointmentLog(tx, row.id, student.appointmentId, studentId, { attendance }, now);
    }
    if (details.action === 'submit') {
      for (const entry of details.input.feedback) {
        const student = byStudent.get(entry.studentId)!;
        await upsertAppointmentLog(
          tx,
          row.id,
          student.appointmentId,
          entry.studentId,
          { feedback: entry.feedback.trim(), recommendedLevel: entry.recommendedLevel ?? null },
          now,
        );
        const delivery = await deliverFeedbackIfReadable(tx, row.id, entry.studentId, now);
        if (delivery) deliveries.push(delivery);
      }
    }
    const attendedIds = [...decision.attendance].filter(([, attendance]) => attendance === 'attended').map(([id]) => id);
    // What attending moves on (issue 18): the attendance badges and the week's goal.
    await recordAttendanceAchievements(tx, attendedIds, now);
    await noteWeeklyGoalsMet(tx, attendedIds, row.startAt, now);
    await scheduleLevelProgressCheck(app.jobs, attendedIds, tx);
    await syncClassWords(tx, {
      classId: row.id,
      lessonId: row.lessonId,
      notes: details.action === 'submit' ? details.input.notes : null,
      resources: details.action === 'submit' ? details.input.resources : null,
      attendance: decision.attendance,
    });
    const [updated] = await tx.update(classes).set({ status: decision.classStatus }).where(eq(classes.id, row.id)).returning();
    await recordClassEarning(tx, updated, earningOutcomeOf(decision.classStatus), now, app.jobs);
    if (decision.penalise) await penaliseMissedClass(tx, updated, 'Missed class reported by the teacher.', now);
    if (details.action === 'missed_report') await refundStudentsOfMissedClass(tx, updated, now);
    return updated;
  });
  await mailFeedbackDeliveries(app, deliveries);
  return classLogView(app.db, klass, app.clock.now());
}

async function upsertAppointmentLog(
  tx: Tx,
  classId: string,
  appointmentId: string,
  studentId: string,
  set: { attendance?: Attendance; feedback?: string; recommendedLevel?: string | null },
  now: Date,
): Promise<void> {
  await tx
    .insert(appointmentLogs)
    .values({ appointmentId, classId, studentId, ...set, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: appointmentLogs.appointmentId, set: { ...set, updatedAt: now } });
}

async function assertOwnScreenshot(tx: Tx, screenshotId: string, classId: string, teacherId: string): Promise<void> {
  const [shot] = await tx
    .select({ id: classLogScreenshots.id })
    .from(classLogScreenshots)
    .where(
      and(eq(classLogScreenshots.id, screenshotId), eq(classLogScreenshots.classId, classId), eq(classLogScreenshots.teacherId, teacherId)),
    )
    .limit(1);
  if (!shot) throw new ValidationError([{ field: 'screenshotId', message: INPUT_MESSAGES.screenshotAgain }]);
}

/**
 * The teacher says they did not teach the class: its booked students get their credit back and
 * a notification, as when the school cancels a class. (A log that is merely overdue refunds
 * nobody: the class may well have taken place.)
 */
async function refundStudentsOfMissedClass(tx: Tx, klass: ClassRow, now: Date): Promise<void> {
  const seats = await tx
    .update(appointments)
    .set({ refunded: true })
    .where(and(eq(appointments.classId, klass.id), eq(appointments.status, 'booked'), eq(appointments.refunded, false)))
    .returning({ id: appointments.id, studentId: appointments.studentId });
  for (const seat of seats) {
    await refundCredit(tx, { appointmentId: seat.id, reason: 'class_cancelled_refund', now });
    await notifyStudent(tx, {
      userId: seat.studentId,
      key: 'classCancelledNoTeacher',
      params: { ...(await classNotificationParams(tx, klass)), refunded: true },
      now,
    });
  }
}

/** The 2-week missed-class penalty (000 §9), recorded with its class in the same transaction. */
export async function penaliseMissedClass(tx: Tx, klass: ClassRow, reason: string, now: Date): Promise<void> {
  const { penaltyUntil } = missedClassPenalty(null, now);
  await recordPenalty(tx, { teacherId: klass.teacherId!, kind: 'missed_class', reason, until: penaltyUntil, classId: klass.id, from: now });
}

export function submitClassLog(app: FastifyInstance, teacherId: string, raw: unknown): Promise<ClassLogView> {
  const input = parseInput(submitClassLogInput, raw);
  return applyClassLog(app, teacherId, input.classUid, { action: 'submit', input });
}

export function reportNoShow(app: FastifyInstance, teacherId: string, classUid: string): Promise<ClassLogView> {
  return applyClassLog(app, teacherId, classUid, { action: 'no_show' });
}

export function reportTechnicalProblem(app: FastifyInstance, teacherId: string, raw: unknown): Promise<ClassLogView> {
  const input = parseInput(technicalProblemInput, raw);
  return applyClassLog(app, teacherId, input.classUid, { action: 'technical_issue', input });
}

export function reportMissedClass(app: FastifyInstance, teacherId: string, raw: unknown): Promise<ClassLogView> {
  const input = parseInput(missedClassReportInput, raw);
  return applyClassLog(app, teacherId, input.classUid, { action: 'missed_report', input });
}

export async function teacherClassLog(app: FastifyInstance, teacherId: string, classUid: string): Promise<ClassLogView> {
  return classLogView(app.db, await teachersClass(app.db, teacherId, classUid), app.clock.now());
}
