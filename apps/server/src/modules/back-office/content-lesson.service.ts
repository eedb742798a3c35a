import type {
  ExerciseTextsTranslation,
  GrammarTextsTranslation,
  LessonTranslations,
  LingobiteTextsTranslation,
  Translations,
} from '@parla/contracts';
import { type PracticeTask, notFound } from '@parla/domain';
import { and, asc, eq, getTableName, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  type DisplayText,
  type GrammarExample,
  chapters,
  contentErrorReports,
  curricula,
  lessons,
  modules,
  practiceExercises,
  practiceGrammarItems,
  practiceLingobites,
  practiceVocabularyItems,
  sections,
  users,
  vocabularyCards,
} from '../../db/schema/index.ts';

// One lesson in the back office's content editor (issue 19 "Content", decision 104): its texts
// and every catalogue item an admin may edit, each with its version (the save names it), who
// last saved it and the students' open reports about it.

/** Who last saved a row in the back office, and when. */
export interface EditMark {
  version: number;
  editedAt: Date | null;
  editedByName: string | null;
}

export interface AdminVocabularyItemView extends EditMark {
  id: string;
  lessonId: string;
  position: number;
  term: string;
  plural: string | null;
  gender: string | null;
  wordClass: string;
  sentence: string;
  translation: DisplayText;
  sentenceTranslation: DisplayText;
  /** Students with a card for the word: removing it hides it from them, their history stays. */
  studentsWithCards: number;
  openReports: number;
}

export interface AdminGrammarItemView extends EditMark {
  id: string;
  lessonId: string;
  title: string;
  explanation: string;
  examples: GrammarExample[];
  /** Title and explanation in the other display languages (decision 117); a language absent reads English. */
  translations: Translations<GrammarTextsTranslation>;
  openReports: number;
}

export interface AdminExerciseView extends EditMark {
  id: string;
  lessonId: string;
  position: number;
  kind: string;
  taskType: string;
  task: PracticeTask;
  explanation: string;
  translations: Translations<ExerciseTextsTranslation>;
  openReports: number;
}

export interface AdminLingobiteView extends EditMark {
  id: string;
  lessonId: string;
  title: string;
  intro: string;
  outro: string;
  stages: { title: string; taskCount: number }[];
  translations: Translations<LingobiteTextsTranslation>;
  openReports: number;
}

export interface AdminContentLessonView extends EditMark {
  id: string;
  number: number;
  title: string;
  description: string;
  learningOutcomes: string[];
  /** Description and outcomes in the other display languages (decision 116); a language absent reads English. */
  translations: LessonTranslations;
  label: string | null;
  type: string;
  chapterTitle: string;
  moduleId: string;
  moduleName: string;
  sectionId: string;
  sectionName: string;
}

/**
 * A column of the outer row, named with its table: Drizzle writes a one-table select's columns
 * unqualified, and inside a subquery an unqualified "id" would be the subquery's own table's.
 */
const outer = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** The name of the admin who last saved a row (their account may be gone: then null). */
const editorName = (editedBy: AnyPgColumn) =>
  sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${outer(editedBy)})`;

/** Open student reports about an item (decision 079): the editor flags the items to fix. */
const openReportsOf = (itemId: AnyPgColumn) =>
  sql<number>`(select count(*)::int from ${contentErrorReports} r where r.status = 'open' and r.target_id = ${outer(itemId)})`;

const mark = (row: { version: number; editedAt: Date | null }, editedByName: string | null): EditMark => ({
  version: row.version,
  editedAt: row.editedAt,
  editedByName: row.editedAt ? editedByName : null,
});

/**
 * One lesson's texts as the editor shows them; its items come from the functions below (the
 * GraphQL type resolves them when asked, so a save's answer, kept in the audit row, stays small).
 */
export async function contentLesson(db: Db | Tx, lessonId: string): Promise<AdminContentLessonView> {
  const [row] = await db
    .select({
      lesson: lessons,
      editedByName: editorName(lessons.editedBy),
      chapterTitle: chapters.title,
      moduleName: modules.name,
      sectionId: sections.id,
      sectionName: sections.name,
    })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .innerJoin(sections, eq(sections.id, curricula.sectionId))
    .where(eq(lessons.id, lessonId));
  if (!row) throw notFound();
  const { lesson } = row;
  return {
    ...mark(lesson, row.editedByName),
    id: lesson.id,
    number: lesson.number,
    title: lesson.title,
    description: lesson.description,
    learningOutcomes: lesson.learningOutcomes,
    translations: lesson.translations ?? {},
    label: lesson.label,
    type: lesson.type,
    chapterTitle: row.chapterTitle,
    moduleId: lesson.moduleId,
    moduleName: row.moduleName,
    sectionId: row.sectionId,
    sectionName: row.sectionName,
  };
}

const v = practiceVocabularyItems;

/** A lesson's catalogue words (never a student's own from class, never a removed one), in order; or one word by id. */
export async function contentVocabulary(db: Db | Tx, where: { lessonId: string } | { itemId: string }): Promise<AdminVocabularyItemView[]> {
  const rows = await db
    .select({
      item: v,
      editedByName: editorName(v.editedBy),
      studentsWithCards: sql<number>`(select count(*)::int from ${vocabularyCards} c where c.vocabulary_item_id = ${outer(v.id)})`,
      openReports: openReportsOf(v.id),
    })
    .from(v)
    .where(and('lessonId' in where ? eq(v.lessonId, where.lessonId) : eq(v.id, where.itemId), isNull(v.classId), isNull(v.removedAt)))
    .orderBy(asc(v.position));
  return rows.map(({ item, editedByName, studentsWithCards, openReports }) => ({
    ...mark(item, editedByName),
    id: item.id,
    lessonId: item.lessonId,
    position: item.position,
    term: item.term,
    plural: item.plural,
    gender: item.gender,
    wordClass: item.wordClass,
    sentence: item.sentence,
    translation: item.translation,
    sentenceTranslation: item.sentenceTranslation,
    studentsWithCards,
    openReports,
  }));
}

/** A lesson's grammar item (null when the lesson teaches none), by lesson or by id. */
export async function contentGrammar(db: Db | Tx, where: { lessonId: string } | { itemId: string }): Promise<AdminGrammarItemView | null> {
  const g = practiceGrammarItems;
  const [row] = await db
    .select({ item: g, editedByName: editorName(g.editedBy), openReports: openReportsOf(g.id) })
    .from(g)
    .where('lessonId' in where ? eq(g.lessonId, where.lessonId) : eq(g.id, where.itemId));
  if (!row) return null;
  const { item } = row;
  return {
    ...mark(item, row.editedByName),
    id: item.id,
    lessonId: item.lessonId,
    title: item.title,
    explanation: item.explanation,
    examples: item.examples,
    translations: item.translations ?? {},
    openReports: row.openReports,
  };
}

/** A lesson's exercises in order, or one by id. */
export async function contentExercises(db: Db | Tx, where: { lessonId: string } | { itemId: string }): Promise<AdminExerciseView[]> {
  const e = practiceExercises;
  const rows = await db
    .select({ item: e, editedByName: editorName(e.editedBy), openReports: openReportsOf(e.id) })
    .from(e)
    .where('lessonId' in where ? eq(e.lessonId, where.lessonId) : eq(e.id, where.itemId))
    .orderBy(asc(e.position));
  return rows.map(({ item, editedByName, openReports }) => ({
    ...mark(item, editedByName),
    id: item.id,
    lessonId: item.lessonId,
    position: item.position,
    kind: item.kind,
    taskType: item.taskType,
    task: item.task,
    explanation: item.explanation,
    translations: item.translations ?? {},
    openReports,
  }));
}

/** A lesson's Lingobite (null when it has none), by lesson or by id. */
export async function contentLingobite(db: Db | Tx, where: { lessonId: string } | { itemId: string }): Promise<AdminLingobiteView | null> {
  const l = practiceLingobites;
  const [row] = await db
    .select({ item: l, editedByName: editorName(l.editedBy), openReports: openReportsOf(l.id) })
    .from(l)
    .where('lessonId' in where ? eq(l.lessonId, where.lessonId) : eq(l.id, where.itemId));
  if (!row) return null;
  const { item } = row;
  return {
    ...mark(item, row.editedByName),
    id: item.id,
    lessonId: item.lessonId,
    title: item.title,
    intro: item.intro,
    outro: item.outro,
    stages: item.stages.map((s) => ({ title: s.title, taskCount: s.tasks.length })),
    translations: item.translations ?? {},
    openReports: row.openReports,
  };
}
