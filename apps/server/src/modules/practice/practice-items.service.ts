import { type PracticeItemType, practiceItemsInput } from '@parla/contracts';
import { exerciseSetScore, notFound } from '@parla/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  appointments,
  classes,
  exerciseResults,
  grammarStatuses,
  lessons,
  lingobiteAttempts,
  practiceExercises,
  practiceGrammarItems,
  practiceLingobites,
  practiceVocabularyItems,
  vocabularyCards,
} from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import type { LessonView } from '../curriculum/curriculum.service.ts';
import { visibleTo } from './vocabulary-view.ts';
import { lessonUnlocked, practiceStanding } from './practice-access.service.ts';

/** One row of the practice page: one kind of practice of one lesson. */
export interface PracticeItemView {
  id: string;
  lessonId: string;
  lessonTitle: string;
  lessonNumber: number;
  type: PracticeItemType;
  /** Words, exercises or tasks in it (1 for grammar). */
  size: number;
  /** How many of those are done (words reviewed, exercises answered, tasks finished). */
  done: number;
  status: 'pending' | 'completed';
  score: number | null;
  /** The lesson's class is not booked or attended yet (decision 073): shown, not open. */
  locked: boolean;
  /** The grammar item a grammar row opens (grammar/item/{grammarId}, decision 076); null for other types. */
  grammarId: string | null;
}

export interface PracticeItemPage {
  items: PracticeItemView[];
  total: number;
  /** 001 §6: without a subscription every item is shown locked and the page leads to the store. */
  subscriptionRequired: boolean;
}

const TYPE_ORDER: PracticeItemType[] = ['vocabulary', 'grammar', 'homework', 'quiz', 'lingobite'];

interface LessonCounts {
  words: number;
  wordsSeen: number;
  wordsKnown: number;
  grammarId: string | null;
  grammarSeen: boolean;
  exercises: Record<'homework' | 'quiz', { size: number; scores: (number | null)[] }>;
  lingobite: { id: string; tasks: number; score: number | null } | null;
}

/** Per lesson, what practice exists and how far the student is (five grouped queries, whatever the page size). */
async function lessonCounts(db: Db, studentId: string, lessonIds: string[]): Promise<Map<string, LessonCounts>> {
  const counts = new Map<string, LessonCounts>(
    lessonIds.map((id) => [
      id,
      {
        words: 0,
        wordsSeen: 0,
        wordsKnown: 0,
        grammarId: null,
        grammarSeen: false,
        exercises: { homework: { size: 0, scores: [] }, quiz: { size: 0, scores: [] } },
        lingobite: null,
      },
    ]),
  );
  if (lessonIds.length === 0) return counts;
  const [words, grammar, exercises, bites] = await Promise.all([
    db
      .select({
        lessonId: practiceVocabularyItems.lessonId,
        words: sql<number>`count(*)::int`,
        seen: sql<number>`count(${vocabularyCards.studentId}) filter (where ${vocabularyCards.reps} > 0)::int`,
        known: sql<number>`count(${vocabularyCards.studentId}) filter (where ${vocabularyCards.status} = 'known')::int`,
      })
      .from(practiceVocabularyItems)
      .leftJoin(
        vocabularyCards,
        and(eq(vocabularyCards.vocabularyItemId, practiceVocabularyItems.id), eq(vocabularyCards.studentId, studentId)),
      )
      .where(and(inArray(practiceVocabularyItems.lessonId, lessonIds), visibleTo(studentId)))
      .groupBy(practiceVocabularyItems.lessonId),
    db
      .select({ lessonId: practiceGrammarItems.lessonId, id: practiceGrammarItems.id, status: grammarStatuses.status })
      .from(practiceGrammarItems)
      .leftJoin(grammarStatuses, and(eq(grammarStatuses.grammarItemId, practiceGrammarItems.id), eq(grammarStatuses.studentId, studentId)))
      .where(inArray(practiceGrammarItems.lessonId, lessonIds)),
    db
      .select({ lessonId: practiceExercises.lessonId, kind: practiceExercises.kind, score: exerciseResults.score })
      .from(practiceExercises)
      .leftJoin(exerciseResults, and(eq(exerciseResults.exerciseId, practiceExercises.id), eq(exerciseResults.studentId, studentId)))
      .where(inArray(practiceExercises.lessonId, lessonIds)),
    db
      .select({
        lessonId: practiceLingobites.lessonId,
        id: practiceLingobites.id,
        stages: practiceLingobites.stages,
        score: lingobiteAttempts.score,
      })
      .from(practiceLingobites)
      .leftJoin(
        lingobiteAttempts,
        and(eq(lingobiteAttempts.lingobiteId, practiceLingobites.id), eq(lingobiteAttempts.studentId, studentId)),
      )
      .where(inArray(practiceLingobites.lessonId, lessonIds)),
  ]);
  for (const w of words) Object.assign(counts.get(w.lessonId)!, { words: w.words, wordsSeen: w.seen, wordsKnown: w.known });
  for (const g of grammar)
    Object.assign(counts.get(g.lessonId)!, { grammarId: g.id, grammarSeen: g.status !== null && g.status !== 'new' });
  for (const e of exercises) {
    const set = counts.get(e.lessonId)!.exercises[e.kind as 'homework' | 'quiz'];
    set.size += 1;
    set.scores.push(e.score);
  }
  for (const b of bites) {
    counts.get(b.lessonId)!.lingobite = { id: b.id, tasks: b.stages.reduce((n, s) => n + s.tasks.length, 0), score: b.score };
  }
  return counts;
}

/** Honest progress on the course overview (decision 078): what the student did of each lesson's practice. */
export interface LessonPracticeProgress {
  /** The teacher's log says the student was in a class of this lesson (attended or left early). */
  classAttended: boolean;
  exercisesDone: number;
  exercisesTotal: number;
  /** The Lingobite's score once finished, else null. */
  lingobiteScore: number | null;
  wordsKnown: number;
  wordsTotal: number;
}

/** Per lesson, the same grouped queries as the practice page (five statements for any number of lessons). */
export async function lessonPracticeProgress(db: Db, studentId: string, lessonIds: string[]): Promise<Map<string, LessonPracticeProgress>> {
  if (lessonIds.length === 0) return new Map();
  const [counts, attended] = await Promise.all([
    lessonCounts(db, studentId, lessonIds),
    db
      .selectDistinct({ lessonId: classes.lessonId })
      .from(appointments)
      .innerJoin(classes, eq(classes.id, appointments.classId))
      .where(
        and(
          eq(appointments.studentId, studentId),
          inArray(classes.lessonId, lessonIds),
          inArray(appointments.attendance, ['attended', 'incomplete']),
        ),
      ),
  ]);
  const attendedLessons = new Set(attended.map((a) => a.lessonId));
  return new Map(
    [...counts].map(([lessonId, c]) => {
      const sets = [c.exercises.homework, c.exercises.quiz];
      return [
        lessonId,
        {
          classAttended: attendedLessons.has(lessonId),
          exercisesDone: sets.reduce((n, s) => n + s.scores.filter((x) => x !== null).length, 0),
          exercisesTotal: sets.reduce((n, s) => n + s.size, 0),
          lingobiteScore: c.lingobite?.score ?? null,
          wordsKnown: c.wordsKnown,
          wordsTotal: c.words,
        },
      ];
    }),
  );
}

function itemsOfLesson(lesson: LessonView, c: LessonCounts, locked: boolean): PracticeItemView[] {
  const base = { lessonId: lesson.id, lessonTitle: lesson.title, lessonNumber: lesson.number, locked };
  const item = (type: PracticeItemType, size: number, done: number, score: number | null): PracticeItemView => ({
    ...base,
    id: `${lesson.id}:${type}`,
    type,
    size,
    done,
    status: size > 0 && done >= size ? 'completed' : 'pending',
    score,
    grammarId: type === 'grammar' ? c.grammarId : null,
  });
  const out: PracticeItemView[] = [];
  if (c.words > 0) out.push(item('vocabulary', c.words, c.wordsSeen, null));
  if (c.grammarId) out.push(item('grammar', 1, c.grammarSeen ? 1 : 0, null));
  for (const kind of ['homework', 'quiz'] as const) {
    const set = c.exercises[kind];
    if (set.size > 0) out.push(item(kind, set.size, set.scores.filter((s) => s !== null).length, exerciseSetScore(set.scores)));
  }
  if (c.lingobite) out.push(item('lingobite', c.lingobite.tasks, c.lingobite.score !== null ? c.lingobite.tasks : 0, c.lingobite.score));
  return out;
}

/**
 * The practice page (001 §7 practice items: lessonId, moduleId, type, status, offset, limit): per
 * lesson of the module (the student's by default), skipped lessons left out; open items pending
 * first, then locked ones, then completed, each in lesson order.
 */
export async function practiceItems(db: Db, studentId: string, raw: unknown, now: Date): Promise<PracticeItemPage> {
  const input = parseInput(practiceItemsInput, raw);
  let moduleIds: string[] | undefined;
  if (input.lessonId) {
    const [row] = await db.select({ moduleId: lessons.moduleId }).from(lessons).where(eq(lessons.id, input.lessonId));
    if (!row) throw notFound();
    moduleIds = [row.moduleId];
  } else if (input.moduleId) moduleIds = [input.moduleId];
  const standing = await practiceStanding(db, studentId, now, moduleIds);
  const shown = standing.lessons.filter((l) => l.studentStatus !== 'SKIP' && (!input.lessonId || l.id === input.lessonId));
  const counts = await lessonCounts(
    db,
    studentId,
    shown.map((l) => l.id),
  );
  const all = shown
    .flatMap((l) => itemsOfLesson(l, counts.get(l.id)!, !standing.hasSubscription || !lessonUnlocked(l)))
    .filter((i) => (!input.type || i.type === input.type) && (!input.status || i.status === input.status));
  const rank = (i: PracticeItemView) => (i.status === 'completed' ? 2 : i.locked ? 1 : 0);
  all.sort((a, b) => rank(a) - rank(b) || a.lessonNumber - b.lessonNumber || TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type));
  return { items: all.slice(input.offset, input.offset + input.limit), total: all.length, subscriptionRequired: !standing.hasSubscription };
}

/** A learning unit (the lesson, decision 073) with its practice resources, for the lesson page and the REST list. */
export interface LearningUnitView {
  id: string;
  lessonId: string;
  title: string;
  number: number;
  moduleId: string;
  studentStatus: string | null;
  locked: boolean;
  resources: PracticeItemView[];
}

/** Learning units of modules (default the student's), with their practice resources. */
export async function learningUnits(db: Db, studentId: string, moduleIds: string[] | undefined, now: Date): Promise<LearningUnitView[]> {
  const standing = await practiceStanding(db, studentId, now, moduleIds && moduleIds.length > 0 ? moduleIds : undefined);
  const counts = await lessonCounts(
    db,
    studentId,
    standing.lessons.map((l) => l.id),
  );
  return standing.lessons.map((l) => {
    const locked = !standing.hasSubscription || !lessonUnlocked(l);
    return {
      id: l.id,
      lessonId: l.id,
      title: l.title,
      number: l.number,
      moduleId: l.moduleId,
      studentStatus: l.studentStatus,
      locked,
      resources: l.studentStatus === 'SKIP' ? [] : itemsOfLesson(l, counts.get(l.id)!, locked),
    };
  });
}

/** One learning unit (learning-unit practice resources): the lesson's unit as the student sees it. */
export async function learningUnit(db: Db, studentId: string, lessonId: string, now: Date): Promise<LearningUnitView> {
  const [row] = await db.select({ moduleId: lessons.moduleId }).from(lessons).where(eq(lessons.id, lessonId));
  if (!row) throw notFound();
  const unit = (await learningUnits(db, studentId, [row.moduleId], now)).find((u) => u.id === lessonId);
  if (!unit) throw notFound();
  return unit;
}
