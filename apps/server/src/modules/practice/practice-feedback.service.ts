import { contentErrorReportInput, practiceReviewInput } from '@parla/contracts';
import { notFound } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  contentErrorReports,
  practiceExercises,
  practiceGrammarItems,
  practiceLingobites,
  practiceReviews,
  practiceVocabularyItems,
} from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import { assertLessonOpen } from './practice-access.service.ts';

const TARGET_TABLES = {
  vocabulary: practiceVocabularyItems,
  grammar: practiceGrammarItems,
  exercise: practiceExercises,
  lingobite: practiceLingobites,
} as const;

/** The lesson of a practice item, or not_found. */
async function lessonOfTarget(db: Db, target: keyof typeof TARGET_TABLES, targetId: string): Promise<string> {
  const table = TARGET_TABLES[target];
  const [row] = await db.select({ lessonId: table.lessonId }).from(table).where(eq(table.id, targetId));
  if (!row) throw notFound();
  return row.lessonId;
}

/**
 * The report-content-error dialog (001 §5): at least one option, details required. Only about
 * an item the student can see; the back office lists and closes them (back-office/content-error-reports.service.ts).
 */
export async function reportContentError(app: FastifyInstance, studentId: string, raw: unknown): Promise<{ id: string }> {
  const input = parseInput(contentErrorReportInput, raw);
  const now = app.clock.now();
  await assertLessonOpen(app.db, studentId, await lessonOfTarget(app.db, input.target, input.targetId), now);
  const [row] = await app.db
    .insert(contentErrorReports)
    .values({
      studentId,
      target: input.target,
      targetId: input.targetId,
      options: [...new Set(input.options)],
      details: input.details,
      createdAt: now,
    })
    .returning({ id: contentErrorReports.id });
  return row;
}

/** Flashcard, quiz and practice-sequence reviews (001 §7): a rating and an optional comment; the last one counts. */
export async function submitPracticeReview(app: FastifyInstance, studentId: string, raw: unknown) {
  const input = parseInput(practiceReviewInput, raw);
  const now = app.clock.now();
  await assertLessonOpen(app.db, studentId, input.lessonId, now);
  const values = { rating: input.rating, comment: input.comment || null, createdAt: now };
  const [row] = await app.db
    .insert(practiceReviews)
    .values({ studentId, kind: input.kind, lessonId: input.lessonId, ...values })
    .onConflictDoUpdate({ target: [practiceReviews.studentId, practiceReviews.kind, practiceReviews.lessonId], set: values })
    .returning();
  return row;
}
