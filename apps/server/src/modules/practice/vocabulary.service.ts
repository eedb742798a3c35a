import { type DisplayLocale, QUIZ_SESSION_SIZE, localizedDisplayText, vocabularyReviewInput } from '@parla/contracts';
import { DomainError, KNOWN_STABILITY_DAYS, newReviewCard, notFound, scheduleReview, taskPrompt, wordStatus } from '@parla/domain';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { classes, practiceVocabularyItems, vocabularyCards, vocabularyReviewLogs } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import { assertLessonOpen, assertSelfStudy, openLessons, practiceStanding } from './practice-access.service.ts';
import { practiceSubmitted } from './practice-events.ts';
import { type VocabularyItemView, cardOf, notRemoved, visibleTo, vocabularyView } from './vocabulary-view.ts';

const DAY = 86_400_000;

/** The items of some lessons with the student's cards, in lesson and position order (two queries). */
async function itemsWithCards(db: Db | Tx, studentId: string, lessonIds: string[], now: Date): Promise<VocabularyItemView[]> {
  if (lessonIds.length === 0) return [];
  // Catalogue words first, then the student's words from class (oldest class first).
  const rows = await db
    .select({ item: practiceVocabularyItems, classStartAt: classes.startAt })
    .from(practiceVocabularyItems)
    .leftJoin(classes, eq(classes.id, practiceVocabularyItems.classId))
    .where(and(inArray(practiceVocabularyItems.lessonId, lessonIds), visibleTo(studentId)))
    .orderBy(sql`${classes.startAt} ASC NULLS FIRST`, asc(practiceVocabularyItems.position));
  const items = rows.map((r) => r.item);
  const classStartOf = new Map(rows.map((r) => [r.item.id, r.classStartAt]));
  const cards = items.length
    ? await db
        .select()
        .from(vocabularyCards)
        .where(
          and(
            eq(vocabularyCards.studentId, studentId),
            inArray(
              vocabularyCards.vocabularyItemId,
              items.map((i) => i.id),
            ),
          ),
        )
    : [];
  const cardOfItem = new Map(cards.map((c) => [c.vocabularyItemId, c]));
  const order = new Map(lessonIds.map((id, i) => [id, i]));
  // A stable sort by lesson keeps the query's order within a lesson.
  return items
    .sort((a, b) => order.get(a.lessonId)! - order.get(b.lessonId)!)
    .map((item) => vocabularyView(item, cardOfItem.get(item.id) ?? null, now, classStartOf.get(item.id) ?? null));
}

/** A lesson's words (vocabulary/{lessonId}), or every open lesson's of the student's module. */
export async function vocabularyList(db: Db, studentId: string, lessonId: string | null, now: Date): Promise<VocabularyItemView[]> {
  if (lessonId) {
    await assertLessonOpen(db, studentId, lessonId, now);
    return itemsWithCards(db, studentId, [lessonId], now);
  }
  const standing = await practiceStanding(db, studentId, now);
  await assertSelfStudy(db, studentId);
  return itemsWithCards(
    db,
    studentId,
    openLessons(standing).map((l) => l.id),
    now,
  );
}

/** 001 §3 Quiz progress over a lesson's words (or the module's open lessons). */
export interface QuizProgress {
  total: number;
  known: number;
  reviewing: number;
  /** Words reviewed at least once. */
  reviewed: number;
  /** Words new or due again: what a session would serve now. */
  uncompleted: number;
  /** Words reviewed and not due yet. */
  completed: number;
  lastReviewed: Date | null;
}

export function quizProgressOf(items: readonly VocabularyItemView[]): QuizProgress {
  const count = (f: (i: VocabularyItemView) => boolean) => items.filter(f).length;
  const last = items.reduce<Date | null>((m, i) => (i.lastReviewed && (!m || i.lastReviewed > m) ? i.lastReviewed : m), null);
  const completed = count((i) => i.isCompleted);
  return {
    total: items.length,
    known: count((i) => i.status === 'known'),
    reviewing: count((i) => i.status === 'reviewing'),
    reviewed: count((i) => i.reps > 0),
    uncompleted: items.length - completed,
    completed,
    lastReviewed: last,
  };
}

export interface QuizQuestion {
  item: VocabularyItemView;
  /** The item's translation among up to three others of the pool, in a fixed shuffled order. */
  choices: string[];
}

/**
 * The quiz session (001 §7, §9): the first 15 items, due words first (earliest due), then new
 * words in lesson order. Each question offers the translation in the student's language among
 * others of the same pool.
 */
export async function quizSession(
  db: Db,
  studentId: string,
  lessonId: string | null,
  locale: DisplayLocale,
  now: Date,
): Promise<QuizQuestion[]> {
  const pool = await vocabularyList(db, studentId, lessonId, now);
  const due = pool.filter((i) => i.reps > 0 && !i.isCompleted).sort((a, b) => a.due!.getTime() - b.due!.getTime());
  const fresh = pool.filter((i) => i.reps === 0);
  // Each word's answer in the reader's language, computed once for the whole pool.
  const answers = new Map(pool.map((i) => [i.id, localizedDisplayText(i.translation, locale)]));
  return [...due, ...fresh].slice(0, QUIZ_SESSION_SIZE).map((item, n) => {
    const answer = answers.get(item.id) ?? '';
    const others = pool.filter((o) => o.id !== item.id && answers.get(o.id) !== answer);
    const distractors = [...new Set(others.map((o) => answers.get(o.id) ?? ''))].slice(n % Math.max(1, others.length - 2)).slice(0, 3);
    const choices = taskPrompt({ type: 'order_words', prompt: '', words: [answer, ...distractors] }, item.id).words ?? [];
    return { item, choices };
  });
}

/** The review queue's query: a student's due cards, earliest first, on (student_id, due) (the bench's query). */
export async function dueCards(db: Db | Tx, studentId: string, limit: number, now: Date) {
  return db
    .select({ item: practiceVocabularyItems, card: vocabularyCards, classStartAt: classes.startAt })
    .from(vocabularyCards)
    .innerJoin(practiceVocabularyItems, eq(practiceVocabularyItems.id, vocabularyCards.vocabularyItemId))
    .leftJoin(classes, eq(classes.id, practiceVocabularyItems.classId))
    .where(and(eq(vocabularyCards.studentId, studentId), lte(vocabularyCards.due, now), notRemoved))
    .orderBy(asc(vocabularyCards.due))
    .limit(Math.min(Math.max(limit, 1), 100));
}

/** The review queue: the student's due cards, earliest first. */
export async function reviewQueue(db: Db, studentId: string, limit: number, now: Date): Promise<VocabularyItemView[]> {
  await assertSelfStudy(db, studentId);
  const rows = await dueCards(db, studentId, limit, now);
  return rows.map((r) => vocabularyView(r.item, r.card, now, r.classStartAt));
}

/** A word the student may see (another student's word from class is not_found), with its class's start. */
async function itemOrNotFound(db: Db | Tx, studentId: string, itemId: string) {
  const [row] = await db
    .select({ item: practiceVocabularyItems, classStartAt: classes.startAt })
    .from(practiceVocabularyItems)
    .leftJoin(classes, eq(classes.id, practiceVocabularyItems.classId))
    .where(and(eq(practiceVocabularyItems.id, itemId), visibleTo(studentId)));
  if (!row) throw notFound();
  return row;
}

/** The card row locked for this transaction, created new first when the student never saw the word. */
async function lockedCard(tx: Tx, studentId: string, itemId: string, now: Date) {
  const fresh = newReviewCard(now);
  await tx
    .insert(vocabularyCards)
    .values({ studentId, vocabularyItemId: itemId, ...fresh, status: 'new', level: null, updatedAt: now })
    .onConflictDoNothing();
  const [card] = await tx
    .select()
    .from(vocabularyCards)
    .where(and(eq(vocabularyCards.studentId, studentId), eq(vocabularyCards.vocabularyItemId, itemId)))
    .for('update');
  return card;
}

/**
 * One answer in the vocabulary trainer: an FSRS review with the student's rating (issue 17). The
 * card row is locked and the answer names the reps it saw, so a double click or a second tab
 * counts once (vocabulary_review_outdated). Logged for the daily practice and the weekly words.
 */
export async function reviewVocabularyItem(app: FastifyInstance, studentId: string, raw: unknown): Promise<VocabularyItemView> {
  const input = parseInput(vocabularyReviewInput, raw);
  const now = app.clock.now();
  const { item, classStartAt } = await itemOrNotFound(app.db, studentId, input.vocabularyItemId);
  await assertLessonOpen(app.db, studentId, item.lessonId, now);
  return app.db.transaction(async (tx) => {
    const card = await lockedCard(tx, studentId, item.id, now);
    if (card.reps !== input.reps) throw new DomainError('vocabulary_review_outdated');
    const next = scheduleReview(card.reps === 0 ? null : cardOf(card), input.rating, now);
    const { status, level } = wordStatus(next);
    const [saved] = await tx
      .update(vocabularyCards)
      .set({ ...next, status, level, updatedAt: now })
      .where(and(eq(vocabularyCards.studentId, studentId), eq(vocabularyCards.vocabularyItemId, item.id)))
      .returning();
    await tx.insert(vocabularyReviewLogs).values({
      studentId,
      vocabularyItemId: item.id,
      rating: input.rating,
      repsBefore: card.reps,
      statusAfter: status,
      dueAfter: next.due,
      reviewedAt: now,
    });
    await practiceSubmitted(tx, studentId, now);
    return vocabularyView(item, saved, now, classStartAt);
  });
}

/**
 * The vocabulary status by hand (001 §7): `known` files a word the student already knows (due in
 * three weeks, as FSRS would after a stable review); `new` forgets the card to learn it again.
 */
export async function setVocabularyStatus(
  app: FastifyInstance,
  studentId: string,
  itemId: string,
  status: 'new' | 'known',
): Promise<VocabularyItemView> {
  const now = app.clock.now();
  const { item, classStartAt } = await itemOrNotFound(app.db, studentId, itemId);
  await assertLessonOpen(app.db, studentId, item.lessonId, now);
  return app.db.transaction(async (tx) => {
    const card = await lockedCard(tx, studentId, item.id, now);
    const values =
      status === 'new'
        ? { ...newReviewCard(now), status: 'new', level: null }
        : {
            due: new Date(now.getTime() + KNOWN_STABILITY_DAYS * DAY),
            stability: Math.max(card.stability, KNOWN_STABILITY_DAYS),
            difficulty: card.difficulty || 5,
            reps: card.reps + 1,
            state: 2,
            learningSteps: 0,
            lastReview: now,
            status: 'known',
            level: null,
          };
    const [saved] = await tx
      .update(vocabularyCards)
      .set({ ...values, updatedAt: now })
      .where(and(eq(vocabularyCards.studentId, studentId), eq(vocabularyCards.vocabularyItemId, item.id)))
      .returning();
    return vocabularyView(item, saved, now, classStartAt);
  });
}
