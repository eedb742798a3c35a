import { MISSED_CLASS_REPORT_REASONS, INPUT_MESSAGES } from '@parla/contracts';
import { DomainError, missedClassReportDeadline, missedClassReportOpen, notFound, shortName } from '@parla/domain';
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  appointmentLogs,
  appointments,
  classFeedbackDeliveries,
  classLogs,
  classReviews,
  classes,
  lessons,
  missedClassReports,
  users,
} from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';

/** The body of POST /api/class-feedback/missed-class (decision 031: the route's zod schema). */
export const missedClassReportInput = z
  .object({
    classUid: z.string().min(1).max(100),
    reason: z.enum(MISSED_CLASS_REPORT_REASONS),
    explanation: z.string().trim().max(1000).default(''),
  })
  .strict()
  .refine((input) => input.reason !== 'other' || input.explanation.length > 0, {
    path: ['explanation'],
    message: INPUT_MESSAGES.missedClassExplain,
  });
export type MissedClassReportInput = z.output<typeof missedClassReportInput>;

export interface MissedClassReportView {
  classUid: string;
  reason: (typeof MISSED_CLASS_REPORT_REASONS)[number];
  explanation: string;
  createdAt: string;
}

/** The student's own booked class, or not found (another student's class answers the same as none). */
async function ownClass(db: Db, studentId: string, classUid: string) {
  const [row] = await db
    .select({ id: classes.id, uid: classes.uid, startAt: classes.startAt, endAt: classes.endAt, status: classes.status })
    .from(classes)
    .innerJoin(
      appointments,
      and(eq(appointments.classId, classes.id), eq(appointments.studentId, studentId), eq(appointments.status, 'booked')),
    )
    .where(eq(classes.uid, classUid))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * 001 §7 /api/class-feedback/missed-class: the class did not happen for the student. Their own
 * booked class, from its start until 7 days after its end, once (the unique index decides a race).
 */
export async function reportMissedClassByStudent(app: FastifyInstance, studentId: string, input: MissedClassReportInput) {
  const now = app.clock.now();
  const klass = await ownClass(app.db, studentId, input.classUid);
  if (klass.status === 'cancelled' || !missedClassReportOpen(klass, now)) throw new DomainError('missed_class_report_not_open');
  return inTransaction(app.db, async (tx) => {
    const [row] = await tx
      .insert(missedClassReports)
      .values({ classId: klass.id, studentId, reason: input.reason, explanation: input.explanation, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError('missed_class_already_reported');
    return { classUid: klass.uid, reason: input.reason, explanation: row.explanation, createdAt: row.createdAt.toISOString() };
  });
}

export interface MissedClassReportState {
  /** The student may report now. */
  open: boolean;
  /** When the window closes (exclusive). */
  until: Date;
  report: MissedClassReportView | null;
}

export async function missedClassReportState(app: FastifyInstance, studentId: string, classUid: string): Promise<MissedClassReportState> {
  const klass = await ownClass(app.db, studentId, classUid);
  const [row] = await app.db
    .select()
    .from(missedClassReports)
    .where(and(eq(missedClassReports.classId, klass.id), eq(missedClassReports.studentId, studentId)))
    .limit(1);
  return {
    open: !row && klass.status !== 'cancelled' && missedClassReportOpen(klass, app.clock.now()),
    until: missedClassReportDeadline(klass),
    report: row
      ? {
          classUid: klass.uid,
          reason: row.reason as MissedClassReportView['reason'],
          explanation: row.explanation,
          createdAt: row.createdAt.toISOString(),
        }
      : null,
  };
}

export interface ReadyFeedbackView {
  classUid: string;
  lesson: string;
  startAt: Date;
  teacherName: string;
  deliveredAt: Date;
}

/** Feedback that became readable and the student has not opened yet (the Today card), newest first. */
export async function unreadClassFeedback(db: Db, studentId: string): Promise<ReadyFeedbackView[]> {
  const rows = await db
    .select({
      classUid: classes.uid,
      lesson: lessons.title,
      startAt: classes.startAt,
      first: users.firstName,
      last: users.lastName,
      deliveredAt: classFeedbackDeliveries.deliveredAt,
    })
    .from(classFeedbackDeliveries)
    .innerJoin(classes, eq(classes.id, classFeedbackDeliveries.classId))
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .leftJoin(users, eq(users.id, classes.teacherId))
    .where(and(eq(classFeedbackDeliveries.studentId, studentId), isNull(classFeedbackDeliveries.readAt)))
    .orderBy(desc(classFeedbackDeliveries.deliveredAt))
    .limit(5);
  return rows.map((r) => ({ ...r, teacherName: shortName(r.first ?? '', r.last ?? '') }));
}

/** The student opened the feedback of a class: the Today card goes. False when there was nothing unread. */
export async function markClassFeedbackRead(app: FastifyInstance, studentId: string, classUid: string): Promise<boolean> {
  const klass = await ownClass(app.db, studentId, classUid);
  const rows = await app.db
    .update(classFeedbackDeliveries)
    .set({ readAt: app.clock.now() })
    .where(
      and(
        eq(classFeedbackDeliveries.classId, klass.id),
        eq(classFeedbackDeliveries.studentId, studentId),
        isNull(classFeedbackDeliveries.readAt),
      ),
    )
    .returning({ classId: classFeedbackDeliveries.classId });
  return rows.length > 0;
}

export interface PersonalizedFeedbackItem {
  classUid: string;
  lesson: string;
  startAt: Date;
  teacherName: string;
  attendance: string | null;
  /** null until the student rated the class (the same rule as the class page). */
  feedback: string | null;
  recommendedLevel: string | null;
  notes: string | null;
  requiresRating: boolean;
}

export const PERSONALIZED_CLASS_COUNT = 10;

/**
 * 001 §9 "feedback based on the last 10 classes": the teacher's words on the student's last 10
 * attended (or partly attended) classes that ended, newest first. No summary is invented: the
 * page shows what the teachers wrote; unrated classes ask for the rating first.
 */
export async function personalizedFeedback(app: FastifyInstance, studentId: string): Promise<PersonalizedFeedbackItem[]> {
  const rows = await app.db
    .select({
      classId: classes.id,
      classUid: classes.uid,
      lesson: lessons.title,
      startAt: classes.startAt,
      first: users.firstName,
      last: users.lastName,
      attendance: appointments.attendance,
      feedback: appointmentLogs.feedback,
      recommendedLevel: appointmentLogs.recommendedLevel,
      notes: classLogs.notes,
    })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .leftJoin(users, eq(users.id, classes.teacherId))
    .leftJoin(appointmentLogs, eq(appointmentLogs.appointmentId, appointments.id))
    .leftJoin(classLogs, eq(classLogs.classId, classes.id))
    .where(
      and(
        eq(appointments.studentId, studentId),
        eq(appointments.status, 'booked'),
        inArray(appointments.attendance, ['attended', 'incomplete']),
        lte(classes.endAt, app.clock.now()),
      ),
    )
    .orderBy(desc(classes.startAt))
    .limit(PERSONALIZED_CLASS_COUNT);
  const rated = new Set(
    rows.length === 0
      ? []
      : (
          await app.db
            .select({ classId: classReviews.classId })
            .from(classReviews)
            .where(
              and(
                eq(classReviews.studentId, studentId),
                inArray(
                  classReviews.classId,
                  rows.map((r) => r.classId),
                ),
              ),
            )
        ).map((r) => r.classId),
  );
  return rows.map((r) => {
    const written = !!r.feedback?.trim();
    const readable = rated.has(r.classId);
    return {
      classUid: r.classUid,
      lesson: r.lesson,
      startAt: r.startAt,
      teacherName: shortName(r.first ?? '', r.last ?? ''),
      attendance: r.attendance,
      feedback: written && readable ? r.feedback : null,
      recommendedLevel: written && readable ? (r.recommendedLevel ?? null) : null,
      notes: readable && r.notes?.trim() ? r.notes : null,
      requiresRating: written && !readable,
    };
  });
}

/** The back office's list of missed-class reports, newest first (decision 089). */
export async function missedClassReportList(db: Db, limit: number) {
  const student = users;
  return db
    .select({
      id: missedClassReports.id,
      classUid: classes.uid,
      startAt: classes.startAt,
      studentId: missedClassReports.studentId,
      studentEmail: student.email,
      reason: missedClassReports.reason,
      explanation: missedClassReports.explanation,
      createdAt: missedClassReports.createdAt,
    })
    .from(missedClassReports)
    .innerJoin(classes, eq(classes.id, missedClassReports.classId))
    .innerJoin(student, eq(student.id, missedClassReports.studentId))
    .orderBy(desc(missedClassReports.createdAt))
    .limit(limit);
}
