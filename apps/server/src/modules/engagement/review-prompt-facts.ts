import type { ExperienceReviewKind, ReviewedFeature } from '@parla/contracts';
import { type ReviewPromptFacts, bookingPromptOrdinal } from '@parla/domain';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  appointments,
  classes,
  exerciseResults,
  experienceReviews,
  flashcardStatuses,
  grammarStatuses,
  lingobiteAttempts,
  reviewPrompts,
  users,
  vocabularyReviewLogs,
} from '../../db/schema/index.ts';
import { attendedClassCount } from './achievements.service.ts';

const DEFAULT_ZONE = 'Europe/Berlin';

/**
 * Uses of each practice feature (decision 090): the days (in the student's zone) on which they
 * reviewed words, turned flashcards, marked grammar or answered exercises, and the Lingobites they
 * finished. A day of practice is one use: fifty cards in one sitting are one experience of it.
 * Flashcard and grammar statuses keep only their last change, so a day whose every change was
 * later overwritten is not counted: a lower bound, which at worst asks a day later.
 */
async function featureUses(db: Db | Tx, studentId: string, timeZone: string): Promise<Record<ReviewedFeature, number>> {
  const days = (column: AnyPgColumn) => sql<number>`count(distinct (${column} at time zone ${timeZone})::date)::int`;
  const [[vocabulary], [flashcards], [grammar], [exercises], [lingobites]] = await Promise.all([
    db
      .select({ n: days(vocabularyReviewLogs.reviewedAt) })
      .from(vocabularyReviewLogs)
      .where(eq(vocabularyReviewLogs.studentId, studentId)),
    db
      .select({ n: days(flashcardStatuses.updatedAt) })
      .from(flashcardStatuses)
      .where(eq(flashcardStatuses.studentId, studentId)),
    db
      .select({ n: days(grammarStatuses.updatedAt) })
      .from(grammarStatuses)
      .where(eq(grammarStatuses.studentId, studentId)),
    db
      .select({ n: days(exerciseResults.answeredAt) })
      .from(exerciseResults)
      .where(and(eq(exerciseResults.studentId, studentId), isNotNull(exerciseResults.answeredAt))),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(lingobiteAttempts)
      .where(and(eq(lingobiteAttempts.studentId, studentId), isNotNull(lingobiteAttempts.completedAt))),
  ]);
  const uses: Record<ReviewedFeature, number> = {
    vocabulary_trainer: vocabulary?.n ?? 0,
    flashcards: flashcards?.n ?? 0,
    grammar: grammar?.n ?? 0,
    exercises: exercises?.n ?? 0,
    lingobites: lingobites?.n ?? 0,
  };
  return uses;
}

// The checks on review_prompts.kind and experience_reviews.kind hold the stored kinds to EXPERIENCE_REVIEW_KINDS.

/** Everything chooseReviewPrompt needs about one student, read in `db` (the caller's transaction when it writes after). */
export async function reviewPromptFacts(db: Db | Tx, studentId: string, now: Date): Promise<ReviewPromptFacts> {
  const [user] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, studentId));
  const timeZone = user?.timezone || DEFAULT_ZONE;
  // Every appointment row is a booking the student made; cancelled ones were booked all the same.
  const [[bookings], attended, uses, shown, answers] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(appointments).where(eq(appointments.studentId, studentId)),
    attendedClassCount(db, studentId),
    featureUses(db, studentId, timeZone),
    db.select().from(reviewPrompts).where(eq(reviewPrompts.studentId, studentId)),
    db
      .select({ kind: experienceReviews.kind, subject: experienceReviews.subject, at: experienceReviews.createdAt })
      .from(experienceReviews)
      .where(eq(experienceReviews.studentId, studentId)),
  ]);
  const bookingsMade = bookings?.n ?? 0;
  const ordinal = bookingPromptOrdinal(bookingsMade);
  const [milestone] =
    ordinal === null
      ? []
      : await db
          .select({ classUid: classes.uid, bookedAt: appointments.createdAt })
          .from(appointments)
          .innerJoin(classes, eq(classes.id, appointments.classId))
          .where(eq(appointments.studentId, studentId))
          .orderBy(asc(appointments.createdAt), asc(appointments.id))
          .offset(ordinal - 1)
          .limit(1);
  return {
    now,
    timeZone,
    bookingsMade,
    milestoneBooking: milestone ?? null,
    attendedClasses: attended,
    featureUses: uses,
    shown: shown.map((p) => ({ ...p, kind: p.kind as ExperienceReviewKind })),
    answers: answers.map((a) => ({ ...a, kind: a.kind as ExperienceReviewKind })),
  };
}
