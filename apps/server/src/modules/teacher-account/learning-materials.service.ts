import { CEFR_LEVELS, type DisplayLocale, localizedLessonDescription } from '@parla/contracts';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chapters, curricula, lessons, modules, sections, teacherProfiles } from '../../db/schema/index.ts';
import { presentationUrlOf } from '../curriculum/curriculum.service.ts';

export interface LearningUnitView {
  id: string;
  number: number;
  title: string;
  description: string;
  type: string;
  chapterTitle: string;
  presentationUrl: string;
}

/** 000 §3 Learning material: a module (one level of a section's curriculum) with its lessons. */
export interface LearningMaterialView {
  id: string;
  name: string;
  longName: string;
  code: string;
  description: string;
  cefrLevelName: string;
  section: { id: string; slug: string; name: string };
  learningUnits: LearningUnitView[];
}

export interface LearningMaterialsFilter {
  sectionId?: string | null;
  level?: string | null;
  search?: string | null;
  limit: number;
  page: number;
}

export interface LearningMaterialsPage {
  items: LearningMaterialView[];
  total: number;
  page: number;
  limit: number;
  /** The sections the teacher teaches: the filter's choices. */
  sections: { id: string; slug: string; name: string }[];
  levels: string[];
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The learning materials page (000 §2): the lessons of every level of the sections the teacher
 * teaches, with their slide decks; filtered by section, level and a search over lesson titles and
 * descriptions; paged by module.
 */
export async function learningMaterials(
  db: Db,
  teacherId: string,
  filter: LearningMaterialsFilter,
  locale: DisplayLocale = 'en',
): Promise<LearningMaterialsPage> {
  const [profile] = await db
    .select({ sectionIds: teacherProfiles.sectionIds })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId));
  const taught = profile?.sectionIds ?? [];
  const sectionRows =
    taught.length > 0
      ? await db
          .select({ id: sections.id, slug: sections.slug, name: sections.name })
          .from(sections)
          .where(inArray(sections.id, taught))
          .orderBy(asc(sections.position))
      : [];
  const empty = {
    items: [],
    total: 0,
    page: filter.page,
    limit: filter.limit,
    sections: sectionRows,
    levels: [...CEFR_LEVELS].slice(0, 6),
  };
  const sectionIds = filter.sectionId
    ? sectionRows.filter((s) => s.id === filter.sectionId).map((s) => s.id)
    : sectionRows.map((s) => s.id);
  if (sectionIds.length === 0) return empty;

  const conditions: SQL[] = [inArray(curricula.sectionId, sectionIds)];
  if (filter.level) conditions.push(eq(modules.cefrLevelName, filter.level));
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    // The description the teacher reads: in the page's language, else English.
    const described = sql`coalesce(${lessons.translations} -> ${locale} ->> 'description', ${lessons.description})`;
    conditions.push(or(ilike(lessons.title, pattern), ilike(described, pattern), ilike(modules.name, pattern))!);
  }
  const rows = await db
    .select({
      module: modules,
      curriculumName: curricula.name,
      sectionId: curricula.sectionId,
      lesson: { id: lessons.id, number: lessons.number, title: lessons.title, description: lessons.description, type: lessons.type },
      translations: lessons.translations,
      chapterTitle: chapters.title,
    })
    .from(lessons)
    .innerJoin(modules, eq(modules.id, lessons.moduleId))
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(and(...conditions))
    .orderBy(asc(curricula.sectionId), asc(modules.position), asc(lessons.number));

  const sectionById = new Map(sectionRows.map((s) => [s.id, s]));
  const byModule = new Map<string, LearningMaterialView>();
  for (const row of rows) {
    let material = byModule.get(row.module.id);
    if (!material) {
      const section = sectionById.get(row.sectionId)!;
      material = {
        id: row.module.id,
        name: row.module.name,
        longName: `${row.curriculumName}: ${row.module.name}`,
        code: row.module.code,
        description: row.module.description,
        cefrLevelName: row.module.cefrLevelName,
        section,
        learningUnits: [],
      };
      byModule.set(row.module.id, material);
    }
    material.learningUnits.push({
      ...row.lesson,
      description: localizedLessonDescription(row.lesson.description, row.translations, locale),
      chapterTitle: row.chapterTitle,
      presentationUrl: presentationUrlOf(row.lesson.id),
    });
  }
  const sectionOrder = new Map(sectionRows.map((s, i) => [s.id, i]));
  const all = [...byModule.values()].sort(
    (a, b) =>
      sectionOrder.get(a.section.id)! - sectionOrder.get(b.section.id)! ||
      CEFR_LEVELS.indexOf(a.cefrLevelName as never) - CEFR_LEVELS.indexOf(b.cefrLevelName as never),
  );
  const start = (filter.page - 1) * filter.limit;
  return { ...empty, items: all.slice(start, start + filter.limit), total: all.length };
}
