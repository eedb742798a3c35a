import { CANCELLATION_REASONS, INPUT_MESSAGES } from '@parla/contracts';
import {
  DAY_MS,
  DEFAULT_TEACHING_CONFIG,
  DomainError,
  HOUR_MS,
  ValidationError,
  addUtcMonths,
  teacherCancellationPenalty,
  notFound,
} from '@parla/domain';
import type { TeacherCancellationPenalty } from '@parla/domain';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, classes, commitmentCancellations, teacherProfiles, teacherReviewFlags, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { classByUid } from '../classes/class-queries.ts';
import type { ClassRow } from '../classes/klass-views.ts';
import { recordPenalty } from './penalties.service.ts';
import { backOfficeLink, mailStudentsTeacherCancelled, mailTeacherManager } from './teacher-booking-mail.ts';
import { reviewNeededEmail } from '../../emails/emails.ts';
import { teacherProfile } from './teacher-facts.ts';

export type CommitmentCancellationReason = (typeof CANCELLATION_REASONS)[number];

export interface CancelCommitmentInput {
  reason: CommitmentCancellationReason;
  explanation?: string | null;
  /**
   * An undo of an accidental commitment: cancel only if the policy makes it free (within 30
   * minutes of committing); otherwise refuse (undo_window_passed) and change nothing, so an
   * undo clicked a moment too late never costs the teacher a penalty.
   */
  onlyIfFree?: boolean;
}

export interface CancelCommitmentResult {
  row: ClassRow;
  outcome: TeacherCancellationPenalty;
  penaltyUntil: Date | null;
}

/** An explanation is a sentence or two, not a single word. */
const MIN_EXPLANATION_LENGTH = 10;

/**
 * A teacher gives up a class (000 §4, §9). In one transaction, under the teacher's profile
 * lock and the class row lock: apply the cancellation policy (teacherCancellationPenalty),
 * require the explanation under 3 h, release the class (teacher and confirmedAt null, so it
 * is offered to other teachers again), record the cancellation, and for a last-minute one a
 * 7-day penalty; the 4th last-minute cancellation in 3 months opens a review. After the
 * commit the booked students and, for a review, the teacher manager are e-mailed.
 */
export async function cancelCommitment(
  app: FastifyInstance,
  teacherId: string,
  classUid: string,
  input: CancelCommitmentInput,
): Promise<CancelCommitmentResult> {
  const now = app.clock.now();
  if (!CANCELLATION_REASONS.includes(input.reason)) {
    throw new ValidationError([{ field: 'reason', message: INPUT_MESSAGES.cancelReasonRequired }]);
  }
  const done = await inTransaction(app.db, async (tx) => {
    const profile = await teacherProfile(tx, teacherId, true);
    const row = await classByUid(tx, classUid, true);
    if (!row) throw notFound();
    if (row.teacherId !== teacherId || row.status !== 'active') {
      throw new DomainError('commitment_cannot_be_cancelled', undefined, {
        reason: row.teacherId === teacherId ? 'class_not_active' : 'not_yours',
      });
    }
    const previous = await tx
      .select({ cancelledAt: commitmentCancellations.cancelledAt })
      .from(commitmentCancellations)
      .where(
        and(
          eq(commitmentCancellations.teacherId, teacherId),
          eq(commitmentCancellations.isLastMinute, true),
          gte(commitmentCancellations.cancelledAt, addUtcMonths(now, -DEFAULT_TEACHING_CONFIG.reviewWindowMonths)),
        ),
      );
    const outcome = teacherCancellationPenalty(
      {
        classStartAt: row.startAt,
        committedAt: row.confirmedAt ?? row.createdAt,
        previousLastMinuteCancellations: previous.map((p) => p.cancelledAt),
        currentPenaltyUntil: profile.penaltyUntil,
      },
      now,
    );
    if (input.onlyIfFree && !outcome.freeBecauseAccidental) {
      throw new DomainError('undo_window_passed');
    }
    const explanation = input.explanation?.trim() || null;
    if (outcome.requiresExplanation && (!explanation || explanation.length < MIN_EXPLANATION_LENGTH)) {
      throw new ValidationError([{ field: 'explanation', message: INPUT_MESSAGES.lateCancelExplain }]);
    }

    await tx.update(classes).set({ teacherId: null, confirmedAt: null }).where(eq(classes.id, row.id));
    let penaltyId: string | null = null;
    if (outcome.isLastMinute) {
      penaltyId = await recordPenalty(tx, {
        teacherId,
        kind: outcome.requiresExplanation ? 'very_late_cancellation' : 'late_cancellation',
        reason:
          explanation ??
          `Cancelled a class less than ${DEFAULT_TEACHING_CONFIG.lateCancellationHours} hours before the start (${input.reason}).`,
        until: new Date(now.getTime() + DEFAULT_TEACHING_CONFIG.cancellationBlockDays * DAY_MS),
        classId: row.id,
        from: now,
      });
    }
    await tx.insert(commitmentCancellations).values({
      teacherId,
      classId: row.id,
      committedAt: row.confirmedAt ?? row.createdAt,
      classStartAt: row.startAt,
      cancelledAt: now,
      reason: input.reason,
      explanation,
      consequence: outcome.consequence,
      isLastMinute: outcome.isLastMinute,
      freeBecauseAccidental: outcome.freeBecauseAccidental,
      penaltyId,
    });
    let flagged = false;
    if (outcome.requiresReview) {
      const inserted = await tx
        .insert(teacherReviewFlags)
        .values({ teacherId, reason: 'last_minute_cancellations', lastMinuteCancellations: previous.length + 1, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: teacherReviewFlags.id });
      if (inserted.length === 0) {
        // Already under review: keep the count current on the open flag.
        await tx
          .update(teacherReviewFlags)
          .set({ lastMinuteCancellations: sql`greatest(${teacherReviewFlags.lastMinuteCancellations}, ${previous.length + 1})` })
          .where(and(eq(teacherReviewFlags.teacherId, teacherId), sql`${teacherReviewFlags.resolvedAt} is null`));
      }
      flagged = inserted.length > 0;
    }
    const booked = await tx
      .select({ studentId: appointments.studentId })
      .from(appointments)
      .where(and(eq(appointments.classId, row.id), eq(appointments.status, 'booked')))
      .orderBy(asc(appointments.createdAt));
    const [after] = await tx
      .select({ penaltyUntil: teacherProfiles.penaltyUntil })
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, teacherId));
    return {
      row: { ...row, teacherId: null, confirmedAt: null },
      outcome,
      studentIds: booked.map((b) => b.studentId),
      flagged,
      lastMinuteCount: previous.length + 1,
      penaltyUntil: after?.penaltyUntil ?? null,
    };
  });

  await mailStudentsTeacherCancelled(app, done.row, done.studentIds, done.row.startAt.getTime() - now.getTime() < 24 * HOUR_MS);
  if (done.flagged) {
    const [teacher] = await app.db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, teacherId));
    await mailTeacherManager(
      app,
      reviewNeededEmail({
        teacher: { firstName: teacher?.firstName ?? '', lastName: teacher?.lastName ?? '', email: teacher?.email ?? teacherId },
        lastMinuteCount: done.lastMinuteCount,
        backOfficeLink: backOfficeLink(app),
      }),
    );
  }
  return { row: done.row, outcome: done.outcome, penaltyUntil: done.penaltyUntil };
}
