import {
  type AdminUpdateExerciseInput,
  type ExerciseExplanationTranslationsInput,
  type ExerciseTextsTranslation,
  TRANSLATION_LOCALES,
  type Translations,
  exerciseTranslationsSchema,
  type AdminUpdateGrammarItemInput,
  type AdminUpdateLessonInput,
  type AdminUpdateLingobiteInput,
  adminUpdateExerciseInput,
  adminUpdateGrammarItemInput,
  adminUpdateLessonInput,
  adminUpdateLingobiteInput,
  INPUT_MESSAGES,
} from '@parla/contracts';
import { DomainError, type PracticeTask, ValidationError, notFound, taskTextsAfterEdit } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { lessons, practiceExercises, practiceGrammarItems, practiceLingobites } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { parseInput, zodIssues } from '../../lib/validation.ts';
import { noteForAudit } from '../audit/audit-context.ts';

// The back office's saves of a lesson's texts, its grammar item, exercises and Lingobite
// (issue 19 "Content", decision 104). Each save locks its row, compares the version the form
// loaded (a newer one is content_edit_conflict, never an overwrite), keeps the row as it was for
// the audit row, and marks the row edited so the content seed leaves it alone from then on.

/**
 * The row locked for this transaction, or not_found; content_edit_conflict when someone saved
 * (or the seed updated it) since the admin's form loaded `version`.
 */
export function assertVersion<T extends { version: number }>(row: T | undefined, version: number): T {
  if (!row) throw notFound();
  if (row.version !== version) throw new DomainError('content_edit_conflict');
  return row;
}

/** What every save writes besides its fields. */
export function editStamp(version: number, adminId: string, now: Date) {
  return { version: version + 1, editedAt: now, editedBy: adminId };
}

/** A lesson's title, description, learning outcomes and label: what the course page, the lesson and its slides show. */
export async function updateLesson(app: FastifyInstance, adminId: string, raw: AdminUpdateLessonInput): Promise<string> {
  const input = parseInput(adminUpdateLessonInput, raw);
  return inTransaction(app.db, async (tx) => {
    const [locked] = await tx.select().from(lessons).where(eq(lessons.id, input.lessonId)).for('update');
    const before = assertVersion(locked, input.version);
    noteForAudit({
      objectId: before.id,
      before: {
        title: before.title,
        description: before.description,
        learningOutcomes: before.learningOutcomes,
        label: before.label,
        translations: before.translations,
      },
    });
    await tx
      .update(lessons)
      .set({
        title: input.title,
        description: input.description,
        learningOutcomes: input.learningOutcomes,
        label: input.label || null,
        ...(input.translations ? { translations: input.translations } : {}),
        ...editStamp(before.version, adminId, app.clock.now()),
      })
      .where(eq(lessons.id, before.id));
    return before.id;
  });
}

/** A grammar item's title, explanation and examples. Answers the lesson's id. */
export async function updateGrammarItem(app: FastifyInstance, adminId: string, raw: AdminUpdateGrammarItemInput): Promise<string> {
  const input = parseInput(adminUpdateGrammarItemInput, raw);
  return inTransaction(app.db, async (tx) => {
    const t = practiceGrammarItems;
    const [locked] = await tx.select().from(t).where(eq(t.id, input.itemId)).for('update');
    const before = assertVersion(locked, input.version);
    noteForAudit({
      objectId: before.id,
      before: { title: before.title, explanation: before.explanation, examples: before.examples, translations: before.translations },
    });
    await tx
      .update(t)
      .set({
        title: input.title,
        explanation: input.explanation,
        examples: input.examples,
        ...(input.translations ? { translations: input.translations } : {}),
        ...editStamp(before.version, adminId, app.clock.now()),
      })
      .where(eq(t.id, before.id));
    return before.lessonId;
  });
}

/**
 * An exercise's explanation and task. The task keeps its type: the students' answers and results
 * belong to it (a gap answered as text cannot become a choice). Answers given before the change
 * keep their score; the next answer is checked against the new key. Answers the lesson's id.
 */
export async function updateExercise(app: FastifyInstance, adminId: string, raw: AdminUpdateExerciseInput): Promise<string> {
  const input = parseInput(adminUpdateExerciseInput, raw);
  return inTransaction(app.db, async (tx) => {
    const t = practiceExercises;
    const [locked] = await tx.select().from(t).where(eq(t.id, input.exerciseId)).for('update');
    const before = assertVersion(locked, input.version);
    if (input.task.type !== before.taskType) {
      throw new ValidationError([{ field: 'task.type', message: INPUT_MESSAGES.taskTypeFixed }]);
    }
    noteForAudit({
      objectId: before.id,
      before: { task: before.task, explanation: before.explanation, translations: before.translations },
    });
    const task = input.task as PracticeTask;
    // The task words of a changed part no longer say what it says (decision 124): dropped; then
    // the editor's explanations merged in.
    const kept = Object.fromEntries(
      Object.entries(before.translations).map(([lng, texts]) => [lng, taskTextsAfterEdit(before.task, task, texts)]),
    ) as typeof before.translations;
    const translations = input.translations ? mergedExplanations(kept, input.translations) : kept;
    await tx
      .update(t)
      .set({ task, explanation: input.explanation, translations, ...editStamp(before.version, adminId, app.clock.now()) })
      .where(eq(t.id, before.id));
    return before.lessonId;
  });
}

/**
 * An exercise's saved translations with the editor's explanations merged in: each language the
 * editor names gets its explanation set (or, blank, removed); every other key of that language's
 * translation (texts of the task itself, written by the content files) and every language it does
 * not name stay as saved. A translation left without any text is dropped. The explanations are
 * checked with the column's schema (exerciseTranslationsSchema); the kept keys were checked when
 * they were written.
 */
export function mergedExplanations(
  saved: Translations<ExerciseTextsTranslation> | null | undefined,
  edits: ExerciseExplanationTranslationsInput,
): Translations<ExerciseTextsTranslation> {
  const merged: Record<string, object> = { ...(saved ?? {}) };
  const explanations: Record<string, { explanation: string }> = {};
  for (const lng of TRANSLATION_LOCALES) {
    const edit = edits[lng];
    if (!edit || !('explanation' in edit)) continue;
    const { explanation: _replaced, ...kept } = (merged[lng] ?? {}) as Record<string, unknown>;
    const explanation = edit.explanation?.trim();
    if (explanation) explanations[lng] = { explanation };
    const next = explanation ? { ...kept, explanation } : kept;
    if (Object.keys(next).length > 0) merged[lng] = next;
    else delete merged[lng];
  }
  const checked = exerciseTranslationsSchema.safeParse(explanations);
  if (!checked.success) {
    throw new ValidationError(zodIssues(checked.error).map((issue) => ({ ...issue, field: `translations.${issue.field}` })));
  }
  return merged as Translations<ExerciseTextsTranslation>;
}

/**
 * A Lingobite's title, intro, outro and stage titles. The stages and their tasks stay as they are
 * (the students' attempts are keyed by stage and task), so the titles must name every stage.
 */
export async function updateLingobite(app: FastifyInstance, adminId: string, raw: AdminUpdateLingobiteInput): Promise<string> {
  const input = parseInput(adminUpdateLingobiteInput, raw);
  return inTransaction(app.db, async (tx: Tx) => {
    const t = practiceLingobites;
    const [locked] = await tx.select().from(t).where(eq(t.id, input.lingobiteId)).for('update');
    const before = assertVersion(locked, input.version);
    if (input.stageTitles.length !== before.stages.length) {
      throw new ValidationError([{ field: 'stageTitles', message: INPUT_MESSAGES.stageTitlesEach }]);
    }
    for (const [lng, texts] of Object.entries(input.translations ?? {})) {
      if (texts && texts.stageTitles.length !== before.stages.length) {
        throw new ValidationError([{ field: `translations.${lng}.stageTitles`, message: INPUT_MESSAGES.stageTitlesEach }]);
      }
    }
    noteForAudit({
      objectId: before.id,
      before: {
        title: before.title,
        intro: before.intro,
        outro: before.outro,
        stageTitles: before.stages.map((s) => s.title),
        translations: before.translations,
      },
    });
    await tx
      .update(t)
      .set({
        title: input.title,
        intro: input.intro,
        outro: input.outro,
        stages: before.stages.map((stage, i) => ({ ...stage, title: input.stageTitles[i] })),
        ...(input.translations ? { translations: input.translations } : {}),
        ...editStamp(before.version, adminId, app.clock.now()),
      })
      .where(eq(t.id, before.id));
    return before.lessonId;
  });
}
