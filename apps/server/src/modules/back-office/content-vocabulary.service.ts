import {
  type AdminAddVocabularyItemInput,
  type AdminRemoveVocabularyItemInput,
  type AdminUpdateVocabularyItemInput,
  type VocabularyItemContent,
  adminAddVocabularyItemInput,
  adminRemoveVocabularyItemInput,
  adminUpdateVocabularyItemInput,
  INPUT_MESSAGES,
} from '@parla/contracts';
import { ValidationError, notFound } from '@parla/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { lessons, practiceVocabularyItems } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { parseInput } from '../../lib/validation.ts';
import { noteForAudit } from '../audit/audit-context.ts';
import { assertVersion, editStamp } from './content-edits.service.ts';

// A lesson's words in the back office (issue 19 "Content", decision 104): edit, add, remove.
// Only catalogue words (class_id null): a student's own words from class are theirs.

const v = practiceVocabularyItems;

/**
 * Words an admin adds take positions from 1001 on: the content files number theirs from 1 (at
 * most 15), so a file that grows later never meets an admin's word on the seed's key.
 */
export const ADMIN_WORD_POSITION_BASE = 1000;

const catalogueWord = (id: string) => and(eq(v.id, id), isNull(v.classId), isNull(v.removedAt));

type WordFields = Omit<VocabularyItemContent, 'plural' | 'gender'> & { plural?: string | null; gender?: string | null };

const fieldsOf = (input: WordFields) => ({
  term: input.term,
  plural: input.plural ?? null,
  gender: input.gender ?? null,
  wordClass: input.wordClass,
  sentence: input.sentence,
  translation: input.translation,
  sentenceTranslation: input.sentenceTranslation,
});

const snapshot = (row: typeof v.$inferSelect) => ({ ...fieldsOf(row as WordFields), position: row.position });

/** Two words of one lesson with the same term would be one card twice in the trainer. */
async function assertTermFree(tx: Tx, lessonId: string, term: string, exceptId: string | null): Promise<void> {
  const [clash] = await tx
    .select({ id: v.id })
    .from(v)
    .where(
      and(
        eq(v.lessonId, lessonId),
        isNull(v.classId),
        isNull(v.removedAt),
        sql`lower(${v.term}) = lower(${term})`,
        exceptId ? ne(v.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw new ValidationError([{ field: 'term', message: INPUT_MESSAGES.wordInLesson }]);
}

/** Saves a word's texts; its cards (and every student's FSRS state) stay with it. Answers the word's id. */
export async function updateVocabularyItem(app: FastifyInstance, adminId: string, raw: AdminUpdateVocabularyItemInput): Promise<string> {
  const input = parseInput(adminUpdateVocabularyItemInput, raw);
  return inTransaction(app.db, async (tx) => {
    const [locked] = await tx.select().from(v).where(catalogueWord(input.itemId)).for('update');
    const before = assertVersion(locked, input.version);
    await assertTermFree(tx, before.lessonId, input.term, before.id);
    noteForAudit({ objectId: before.id, before: snapshot(before) });
    await tx
      .update(v)
      .set({ ...fieldsOf(input), ...editStamp(before.version, adminId, app.clock.now()) })
      .where(eq(v.id, before.id));
    return before.id;
  });
}

/** Adds a word at the end of the lesson's list. The lesson row is locked, so two admins adding at once take two positions. */
export async function addVocabularyItem(app: FastifyInstance, adminId: string, raw: AdminAddVocabularyItemInput): Promise<string> {
  const input = parseInput(adminAddVocabularyItemInput, raw);
  return inTransaction(app.db, async (tx) => {
    const [lesson] = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, input.lessonId)).for('update');
    if (!lesson) throw notFound();
    await assertTermFree(tx, lesson.id, input.term, null);
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${v.position}), 0)::int` })
      .from(v)
      .where(and(eq(v.lessonId, lesson.id), isNull(v.classId)));
    const now = app.clock.now();
    const [created] = await tx
      .insert(v)
      .values({
        lessonId: lesson.id,
        position: Math.max(last, ADMIN_WORD_POSITION_BASE) + 1,
        ...fieldsOf(input),
        version: 1,
        editedAt: now,
        editedBy: adminId,
      })
      .returning({ id: v.id });
    noteForAudit({ objectId: created.id, before: null });
    return created.id;
  });
}

/**
 * Removes a word from the lesson: hidden from every student's list, quiz, review queue and
 * flashcards from now on, while their cards and review history stay (counts of words learned do
 * not drop, a restore would find them). The row stays, marked edited, so no reseed brings it back.
 */
export async function removeVocabularyItem(
  app: FastifyInstance,
  adminId: string,
  raw: AdminRemoveVocabularyItemInput,
): Promise<{ id: string; lessonId: string; term: string; removedAt: Date }> {
  const input = parseInput(adminRemoveVocabularyItemInput, raw);
  return inTransaction(app.db, async (tx) => {
    const [locked] = await tx.select().from(v).where(catalogueWord(input.itemId)).for('update');
    const before = assertVersion(locked, input.version);
    noteForAudit({ objectId: before.id, before: snapshot(before) });
    const now = app.clock.now();
    await tx
      .update(v)
      .set({ removedAt: now, ...editStamp(before.version, adminId, now) })
      .where(eq(v.id, before.id));
    return { id: before.id, lessonId: before.lessonId, term: before.term, removedAt: now };
  });
}
