import type { PracticeTask } from '@parla/domain';
import { type SQL, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../client.ts';
import { practiceExercises, practiceGrammarItems, practiceLingobites, practiceVocabularyItems } from '../../schema/index.ts';
import type { LessonPracticeContent } from './content-schema.ts';

/** One lesson's content to write: the lesson row it belongs to and the checked file. */
export interface LessonPracticeEntry {
  lessonId: string;
  content: LessonPracticeContent;
}

/** Postgres takes at most 65,535 parameters per statement; 500 rows stay far below. */
const CHUNK = 500;

/** The back office's columns (decision 104): the seed never writes them from a file. */
const EDIT_COLUMNS = ['version', 'editedAt', 'editedBy', 'removedAt'];

/**
 * `excluded.col` for every column but the key and the edit columns, for ON CONFLICT DO UPDATE;
 * the version moves on, so an admin's form opened before the update cannot silently overwrite it.
 */
function excludedOf(table: PgTable, tableName: string, keep: readonly string[]): Record<string, SQL> {
  const set: Record<string, SQL> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (!keep.includes(key) && !EDIT_COLUMNS.includes(key)) set[key] = sql.raw(`excluded."${column.name}"`);
  }
  set.version = sql.raw(`${tableName}."version" + 1`);
  return set;
}

/**
 * A row changes only when some content column differs (a rerun writes nothing) and no admin has
 * edited it: from the first back-office save on, the row is the school's, not the file's (decision 104).
 */
const differs = (table: string, columns: string[]) =>
  sql.raw(
    `${table}."edited_at" IS NULL AND (${columns.map((c) => `${table}."${c}"`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `excluded."${c}"`).join(', ')})`,
  );

async function upsert<T extends PgTable>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
  target: T['_']['columns'][string][],
  tableName: string,
  compare: string[],
  targetWhere?: SQL,
): Promise<void> {
  const keep = ['id', ...target.map((c) => Object.entries(getTableColumns(table)).find(([, col]) => col === c)?.[0] ?? '')];
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({ target, targetWhere, set: excludedOf(table, tableName, keep), setWhere: differs(tableName, compare) });
  }
}

/**
 * Writes the practice catalogue of many lessons in four statements (plus chunks): vocabulary,
 * grammar, exercises, Lingobites, keyed by (lesson, position) so the ids stay and the students'
 * cards and results survive a content fix. Idempotent: unchanged rows are not rewritten.
 * A file that shrinks leaves its last rows in place (content only grows in practice; decision 073).
 * Rows an admin edited (or removed) in the back office are skipped: the edit survives every
 * restart and reseed (decision 104). Words an admin adds sit at positions from 1001 on, out of
 * any file's reach.
 */
export async function importPractice(tx: Tx, entries: readonly LessonPracticeEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const vocabulary = entries.flatMap(({ lessonId, content }) =>
    content.vocabulary.map((v, i) => ({
      lessonId,
      position: i + 1,
      term: v.term,
      plural: v.plural,
      gender: v.gender,
      wordClass: v.wordClass,
      sentence: v.sentence,
      translation: v.translation,
      sentenceTranslation: v.sentenceTranslation,
    })),
  );
  const grammar = entries.flatMap(({ lessonId, content }) =>
    content.grammar
      ? [
          {
            lessonId,
            title: content.grammar.title,
            explanation: content.grammar.explanation,
            examples: content.grammar.examples,
            translations: content.grammar.translations ?? {},
          },
        ]
      : [],
  );
  const exercises = entries.flatMap(({ lessonId, content }) =>
    content.exercises.map((e, i) => {
      const { kind, explanation, translations, ...task } = e;
      return {
        lessonId,
        position: i + 1,
        kind,
        taskType: task.type,
        task: task as PracticeTask,
        explanation,
        translations: translations ?? {},
      };
    }),
  );
  const lingobites = entries.map(({ lessonId, content }) => ({
    lessonId,
    ...content.lingobite,
    translations: content.lingobite.translations ?? {},
  }));
  const t = practiceVocabularyItems;
  await upsert(
    tx,
    t,
    vocabulary,
    [t.lessonId, t.position],
    'practice_vocabulary_items',
    ['term', 'plural', 'gender', 'word_class', 'sentence', 'translation', 'sentence_translation'],
    sql`class_id IS NULL`,
  );
  const g = practiceGrammarItems;
  await upsert(tx, g, grammar, [g.lessonId], 'practice_grammar_items', ['title', 'explanation', 'examples', 'translations']);
  const e = practiceExercises;
  await upsert(tx, e, exercises, [e.lessonId, e.position], 'practice_exercises', [
    'kind',
    'task_type',
    'task',
    'explanation',
    'translations',
  ]);
  const l = practiceLingobites;
  await upsert(tx, l, lingobites, [l.lessonId], 'practice_lingobites', ['title', 'intro', 'stages', 'outro', 'translations']);
}
