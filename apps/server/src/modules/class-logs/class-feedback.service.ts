import { notFound } from '@parla/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointmentLogs, appointments, classLogs, classReviews, classes } from '../../db/schema/index.ts';

export interface StudentClassFeedbackView {
  /** pending until the teacher wrote feedback, then ready (001 §4 teacher feedback). */
  status: 'pending' | 'ready';
  /** Ready, but the student must rate the class first to read it. */
  requiresRating: boolean;
  feedback: string | null;
  recommendedLevel: string | null;
  attendance: string | null;
  /** The teacher submitted the class log (the feedback may still be empty). */
  logged: boolean;
  /** The log's notes and resources for the class: like the feedback, only once rated. */
  notes: string | null;
  resources: string | null;
}

/**
 * The teacher's feedback on one of the student's classes. The text (and the recommended
 * level) leaves the server only once the student has rated the class: a class_reviews row
 * exists (001 §4: "the class must be rated first to read it"). The log's notes and resources
 * follow the same rule: they are the rest of what the teacher wrote for the class.
 */
export async function studentClassFeedback(app: FastifyInstance, studentId: string, classUid: string): Promise<StudentClassFeedbackView> {
  const [row] = await app.db
    .select({ classId: classes.id, appointmentId: appointments.id, attendance: appointments.attendance })
    .from(classes)
    .innerJoin(appointments, and(eq(appointments.classId, classes.id), eq(appointments.studentId, studentId)))
    .where(eq(classes.uid, classUid))
    .orderBy(desc(appointments.createdAt))
    .limit(1);
  if (!row) throw notFound();
  const [[log], [review], [classLog]] = await Promise.all([
    app.db.select().from(appointmentLogs).where(eq(appointmentLogs.appointmentId, row.appointmentId)).limit(1),
    app.db
      .select({ id: classReviews.id })
      .from(classReviews)
      .where(and(eq(classReviews.classId, row.classId), eq(classReviews.studentId, studentId)))
      .limit(1),
    app.db
      .select({ outcome: classLogs.outcome, notes: classLogs.notes, resources: classLogs.resources })
      .from(classLogs)
      .where(eq(classLogs.classId, row.classId))
      .limit(1),
  ]);
  const ready = !!log && log.feedback.trim() !== '';
  const rated = !!review;
  return {
    status: ready ? 'ready' : 'pending',
    requiresRating: ready && !rated,
    feedback: ready && rated ? log.feedback : null,
    recommendedLevel: ready && rated ? (log.recommendedLevel ?? null) : null,
    attendance: row.attendance,
    logged: !!classLog && classLog.outcome !== 'missed',
    notes: rated && classLog?.notes.trim() ? classLog.notes : null,
    resources: rated && classLog?.resources.trim() ? classLog.resources : null,
  };
}
