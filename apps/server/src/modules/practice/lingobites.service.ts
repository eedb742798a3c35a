import { type LingobiteTextsTranslation, type Translations, lingobiteAnswerInput, INPUT_MESSAGES } from '@parla/contracts';
import {
  DomainError,
  type TaskAnswer,
  ValidationError,
  answerFitsTask,
  answerLingobiteTask,
  isAnswerCorrectInAnyWords,
  lingobiteScore,
  lingobiteTaskOpen,
  notFound,
} from '@parla/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { type LingobiteAnswers, lingobiteAttempts, practiceLingobites } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import { assertLessonOpen } from './practice-access.service.ts';
import { practiceSubmitted } from './practice-events.ts';
import { type TaskSource, lingobiteTaskTexts } from './task-source.ts';

type LingobiteRow = typeof practiceLingobites.$inferSelect;
type AttemptRow = typeof lingobiteAttempts.$inferSelect;

export interface LingobiteTaskView {
  stage: number;
  task: number;
  /** The task with its key: GraphQL shows it in the reader's words, its answer only once finished (decision 124). */
  source: TaskSource;
  tries: number;
  solved: boolean;
  /** Finished: right, or after the third wrong try; only then is the right answer shown. */
  finished: boolean;
}

export interface PracticeSequenceView {
  id: string;
  lessonId: string;
  title: string;
  intro: string;
  outro: string;
  /** Title, intro and outro in the other display languages (decision 117). */
  translations: Translations<LingobiteTextsTranslation>;
  /** Each stage's title, and its title in the other display languages. */
  stages: { title: string; titles: Translations<string>; tasks: LingobiteTaskView[] }[];
  /** 0-100 once every task is finished; Lesson.practiceSequenceScore. */
  score: number | null;
  completedAt: Date | null;
}

const keyOf = (stage: number, task: number) => `${stage}.${task}`;

function sequenceView(row: LingobiteRow, attempt: AttemptRow | null): PracticeSequenceView {
  const answers: LingobiteAnswers = attempt?.answers ?? {};
  return {
    id: row.id,
    lessonId: row.lessonId,
    title: row.title,
    intro: row.intro,
    outro: row.outro,
    translations: row.translations,
    stages: row.stages.map((stage, s) => ({
      title: stage.title,
      titles: Object.fromEntries(Object.entries(row.translations).map(([lng, t]) => [lng, t.stageTitles[s]])),
      tasks: stage.tasks.map((task, t) => {
        const state = answers[keyOf(s, t)] ?? null;
        const finished = !lingobiteTaskOpen(state);
        return {
          stage: s,
          task: t,
          source: { task, seed: `${row.id}.${s}.${t}`, texts: lingobiteTaskTexts(row.translations, s, t) },
          tries: state?.tries ?? 0,
          solved: state?.solved ?? false,
          finished,
        };
      }),
    })),
    score: attempt?.score ?? null,
    completedAt: attempt?.completedAt ?? null,
  };
}

async function lingobiteOf(db: Db | Tx, lessonId: string): Promise<LingobiteRow> {
  const [row] = await db.select().from(practiceLingobites).where(eq(practiceLingobites.lessonId, lessonId));
  if (!row) throw notFound();
  return row;
}

/** lingobites/{lessonId}: the sequence with the student's progress. */
export async function practiceSequence(db: Db, studentId: string, lessonId: string, now: Date): Promise<PracticeSequenceView> {
  await assertLessonOpen(db, studentId, lessonId, now);
  const row = await lingobiteOf(db, lessonId);
  const [attempt] = await db
    .select()
    .from(lingobiteAttempts)
    .where(and(eq(lingobiteAttempts.studentId, studentId), eq(lingobiteAttempts.lingobiteId, row.id)));
  return sequenceView(row, attempt ?? null);
}

/**
 * One Lingobite answer (001 §4, §9): up to 3 tries per task, then the answer is shown; when the
 * last open task finishes, the score is saved. The attempt row is locked, so two answers sent at
 * once are two tries in turn, never one lost; a finished task refuses more (lingobite_task_finished).
 */
export async function answerLingobite(app: FastifyInstance, studentId: string, raw: unknown): Promise<PracticeSequenceView> {
  const input = parseInput(lingobiteAnswerInput, raw);
  const now = app.clock.now();
  await assertLessonOpen(app.db, studentId, input.lessonId, now);
  const row = await lingobiteOf(app.db, input.lessonId);
  const task = row.stages[input.stage]?.tasks[input.task];
  if (!task) throw notFound();
  const answer = input.answer as TaskAnswer;
  if (!answerFitsTask(task.type, answer)) {
    throw new ValidationError([{ field: 'answer', message: INPUT_MESSAGES.invalidChoice }]);
  }
  return app.db.transaction(async (tx) => {
    await tx.insert(lingobiteAttempts).values({ studentId, lingobiteId: row.id, startedAt: now }).onConflictDoNothing();
    const [attempt] = await tx
      .select()
      .from(lingobiteAttempts)
      .where(and(eq(lingobiteAttempts.studentId, studentId), eq(lingobiteAttempts.lingobiteId, row.id)))
      .for('update');
    const key = keyOf(input.stage, input.task);
    const previous = attempt.answers[key] ?? null;
    if (!lingobiteTaskOpen(previous)) throw new DomainError('lingobite_task_finished');
    const texts = Object.values(lingobiteTaskTexts(row.translations, input.stage, input.task));
    const outcome = answerLingobiteTask(previous, isAnswerCorrectInAnyWords(task, texts, answer));
    const answers = { ...attempt.answers, [key]: { tries: outcome.tries, solved: outcome.solved } };
    const states = row.stages.flatMap((stage, s) => stage.tasks.map((_, t) => answers[keyOf(s, t)] ?? null));
    const score = attempt.score ?? lingobiteScore(states);
    const [saved] = await tx
      .update(lingobiteAttempts)
      .set({ answers, score, completedAt: attempt.completedAt ?? (score !== null ? now : null) })
      .where(and(eq(lingobiteAttempts.studentId, studentId), eq(lingobiteAttempts.lingobiteId, row.id)))
      .returning();
    await practiceSubmitted(tx, studentId, now);
    return sequenceView(row, saved);
  });
}

/** Lesson.practiceSequenceScore for many lessons at once (the lesson list's loader: one query). */
export async function sequenceScoresByLesson(db: Db, studentId: string, lessonIds: readonly string[]): Promise<Map<string, number | null>> {
  const rows = lessonIds.length
    ? await db
        .select({ lessonId: practiceLingobites.lessonId, score: lingobiteAttempts.score })
        .from(lingobiteAttempts)
        .innerJoin(practiceLingobites, eq(practiceLingobites.id, lingobiteAttempts.lingobiteId))
        .where(and(eq(lingobiteAttempts.studentId, studentId), inArray(practiceLingobites.lessonId, [...lessonIds])))
    : [];
  return new Map(rows.map((r) => [r.lessonId, r.score]));
}
