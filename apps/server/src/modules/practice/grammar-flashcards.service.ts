import type { FlashcardStatus, GrammarStatus, GrammarTextsTranslation, Translations } from '@parla/contracts';
import { notFound } from '@parla/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  type GrammarExample,
  flashcardStatuses,
  grammarStatuses,
  practiceGrammarItems,
  practiceVocabularyItems,
} from '../../db/schema/index.ts';
import { assertLessonOpen, assertSelfStudy, openLessons, practiceStanding } from './practice-access.service.ts';
import { practiceSubmitted } from './practice-events.ts';
import { type VocabularyItemView, visibleTo, vocabularyView } from './vocabulary-view.ts';

export interface GrammarItemView {
  id: string;
  lessonId: string;
  title: string;
  explanation: string;
  examples: GrammarExample[];
  /** Title and explanation in the other display languages (decision 117). */
  translations: Translations<GrammarTextsTranslation>;
  status: GrammarStatus;
}

async function grammarOf(db: Db, studentId: string, where: ReturnType<typeof eq>): Promise<GrammarItemView[]> {
  const rows = await db
    .select({ item: practiceGrammarItems, status: grammarStatuses.status })
    .from(practiceGrammarItems)
    .leftJoin(grammarStatuses, and(eq(grammarStatuses.grammarItemId, practiceGrammarItems.id), eq(grammarStatuses.studentId, studentId)))
    .where(where);
  return rows.map(({ item, status }) => ({ ...item, status: (status ?? 'new') as GrammarStatus }));
}

/** grammar/{lessonId}: the lesson's grammar point (none when the lesson teaches none); without a lesson, every open lesson's. */
export async function grammarItems(db: Db, studentId: string, lessonId: string | null, now: Date): Promise<GrammarItemView[]> {
  if (lessonId) {
    await assertLessonOpen(db, studentId, lessonId, now);
    return grammarOf(db, studentId, eq(practiceGrammarItems.lessonId, lessonId));
  }
  await assertSelfStudy(db, studentId);
  const lessons = openLessons(await practiceStanding(db, studentId, now));
  if (lessons.length === 0) return [];
  const order = new Map(lessons.map((l, i) => [l.id, i]));
  const items = await grammarOf(
    db,
    studentId,
    inArray(
      practiceGrammarItems.lessonId,
      lessons.map((l) => l.id),
    ),
  );
  return items.sort((a, b) => order.get(a.lessonId)! - order.get(b.lessonId)!);
}

/** grammar/{grammarId}: one grammar item. */
export async function grammarItem(db: Db, studentId: string, grammarId: string, now: Date): Promise<GrammarItemView> {
  const [row] = await db
    .select({ lessonId: practiceGrammarItems.lessonId })
    .from(practiceGrammarItems)
    .where(eq(practiceGrammarItems.id, grammarId));
  if (!row) throw notFound();
  await assertLessonOpen(db, studentId, row.lessonId, now);
  const [item] = await grammarOf(db, studentId, eq(practiceGrammarItems.id, grammarId));
  return item;
}

export async function setGrammarStatus(app: FastifyInstance, studentId: string, grammarId: string, status: GrammarStatus) {
  const now = app.clock.now();
  const item = await grammarItem(app.db, studentId, grammarId, now);
  await app.db.transaction(async (tx) => {
    await tx
      .insert(grammarStatuses)
      .values({ studentId, grammarItemId: grammarId, status, updatedAt: now })
      .onConflictDoUpdate({ target: [grammarStatuses.studentId, grammarStatuses.grammarItemId], set: { status, updatedAt: now } });
    await practiceSubmitted(tx, studentId, now);
  });
  return { ...item, status };
}

export interface FlashcardView {
  id: string;
  item: VocabularyItemView;
  status: FlashcardStatus;
}

/** flashcards/{learningUnitId}: the learning unit is the lesson (decision 073); its words as flip cards. */
export async function flashcards(db: Db, studentId: string, learningUnitId: string, now: Date): Promise<FlashcardView[]> {
  await assertLessonOpen(db, studentId, learningUnitId, now);
  const rows = await db
    .select({ item: practiceVocabularyItems, status: flashcardStatuses.status })
    .from(practiceVocabularyItems)
    .leftJoin(
      flashcardStatuses,
      and(eq(flashcardStatuses.vocabularyItemId, practiceVocabularyItems.id), eq(flashcardStatuses.studentId, studentId)),
    )
    .where(and(eq(practiceVocabularyItems.lessonId, learningUnitId), visibleTo(studentId)))
    .orderBy(asc(practiceVocabularyItems.position));
  return rows.map(({ item, status }) => ({
    id: item.id,
    item: vocabularyView(item, null, now),
    status: (status ?? 'new') as FlashcardStatus,
  }));
}

export async function setFlashcardStatus(
  app: FastifyInstance,
  studentId: string,
  itemId: string,
  status: FlashcardStatus,
): Promise<FlashcardView> {
  const now = app.clock.now();
  const [item] = await app.db
    .select()
    .from(practiceVocabularyItems)
    .where(and(eq(practiceVocabularyItems.id, itemId), visibleTo(studentId)));
  if (!item) throw notFound();
  await assertLessonOpen(app.db, studentId, item.lessonId, now);
  await app.db.transaction(async (tx) => {
    await tx
      .insert(flashcardStatuses)
      .values({ studentId, vocabularyItemId: itemId, status, updatedAt: now })
      .onConflictDoUpdate({ target: [flashcardStatuses.studentId, flashcardStatuses.vocabularyItemId], set: { status, updatedAt: now } });
    await practiceSubmitted(tx, studentId, now);
  });
  return { id: item.id, item: vocabularyView(item, null, now), status };
}
