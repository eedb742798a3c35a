import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
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
} from '../../db/schema/index.ts';

// The back office's content browser (issue 19 "Content", decision 104): languages, their modules
// and a module's lessons, searchable by title. One lesson's editor reads content-lesson.service.ts.

export interface ContentModuleView {
  id: string;
  name: string;
  code: string;
  level: string;
  lessonCount: number;
}

export interface ContentSectionView {
  id: string;
  slug: string;
  name: string;
  modules: ContentModuleView[];
}

/** Every language with its default curriculum's modules, in the school's order. */
export async function contentCatalogue(db: Db): Promise<ContentSectionView[]> {
  const rows = await db
    .select({
      sectionId: sections.id,
      slug: sections.slug,
      sectionName: sections.name,
      moduleId: modules.id,
      moduleName: modules.name,
      code: modules.code,
      level: modules.cefrLevelName,
      lessonCount: sql<number>`(select count(*)::int from ${lessons} where ${lessons.moduleId} = ${modules.id})`,
    })
    .from(sections)
    .innerJoin(curricula, and(eq(curricula.sectionId, sections.id), eq(curricula.isDefault, true)))
    .innerJoin(modules, eq(modules.curriculumId, curricula.id))
    .orderBy(asc(sections.position), asc(sections.name), asc(modules.position));
  const bySection = new Map<string, ContentSectionView>();
  for (const row of rows) {
    let section = bySection.get(row.sectionId);
    if (!section) {
      section = { id: row.sectionId, slug: row.slug, name: row.sectionName, modules: [] };
      bySection.set(row.sectionId, section);
    }
    section.modules.push({ id: row.moduleId, name: row.moduleName, code: row.code, level: row.level, lessonCount: row.lessonCount });
  }
  return [...bySection.values()];
}

export interface ContentLessonRow {
  id: string;
  number: number;
  title: string;
  label: string | null;
  type: string;
  chapterTitle: string;
  moduleId: string;
  moduleName: string;
  words: number;
  exercises: number;
  openReports: number;
  editedAt: Date | null;
}

const openReportsOfLesson = sql<number>`(
  select count(*)::int from ${contentErrorReports} r
  where r.status = 'open' and r.target_id in (
    select id from ${practiceVocabularyItems} where lesson_id = ${lessons.id}
    union all select id from ${practiceGrammarItems} where lesson_id = ${lessons.id}
    union all select id from ${practiceExercises} where lesson_id = ${lessons.id}
    union all select id from ${practiceLingobites} where lesson_id = ${lessons.id}))`;

/** Characters that are wildcards in LIKE: a search for "50%" means the text "50%". */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A module's (or a language's) lessons, those whose title or label matches the search, in course order; paged. */
export async function contentLessons(
  db: Db,
  filter: { sectionId: string | null; moduleId: string | null; search: string | null; limit: number; offset: number },
): Promise<{ items: ContentLessonRow[]; total: number }> {
  const conditions = [];
  if (filter.moduleId) conditions.push(eq(lessons.moduleId, filter.moduleId));
  if (filter.sectionId) {
    conditions.push(
      sql`${lessons.moduleId} in (select m.id from ${modules} m join ${curricula} c on c.id = m.curriculum_id where c.section_id = ${filter.sectionId})`,
    );
  }
  if (filter.search) {
    const pattern = `%${likeLiteral(filter.search)}%`;
    conditions.push(sql`(${ilike(lessons.title, pattern)} or ${ilike(lessons.label, pattern)})`);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [items, [{ total }]] = await Promise.all([
    db
      .select({
        id: lessons.id,
        number: lessons.number,
        title: lessons.title,
        label: lessons.label,
        type: lessons.type,
        chapterTitle: chapters.title,
        moduleId: modules.id,
        moduleName: modules.name,
        words: sql<number>`(select count(*)::int from ${practiceVocabularyItems} v
          where v.lesson_id = ${lessons.id} and v.class_id is null and v.removed_at is null)`,
        exercises: sql<number>`(select count(*)::int from ${practiceExercises} e where e.lesson_id = ${lessons.id})`,
        openReports: openReportsOfLesson,
        editedAt: lessons.editedAt,
      })
      .from(lessons)
      .innerJoin(modules, eq(modules.id, lessons.moduleId))
      .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
      .where(where)
      .orderBy(asc(modules.code), asc(lessons.number))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(lessons).where(where),
  ]);
  return { items, total };
}
