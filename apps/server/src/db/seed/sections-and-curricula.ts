import type { LessonTranslations } from '@parla/contracts';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { chapters, curricula, lessons, modules, sections } from '../schema/index.ts';
import { type ModuleLevel, SECTIONS } from './content/index.ts';
import { CONTENT_TRANSLATIONS, type ContentTranslation } from './content/translations/index.ts';

export const LEVELS: readonly ModuleLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

export interface CatalogueModule {
  id: string;
  code: string;
  level: ModuleLevel;
  lessonIds: string[];
}

export interface CatalogueSection {
  id: string;
  slug: string;
  name: string;
  modules: Map<ModuleLevel, CatalogueModule>;
}

/** What the rest of the seed needs to know about the curriculum, keyed by natural keys. */
export type Catalogue = Map<string, CatalogueSection>;

/**
 * Sections, their default curriculum, six CEFR modules each, chapters and lessons.
 * Every insert skips rows whose natural key exists; ids are then read back, so the
 * function returns the same catalogue on a fresh and on an already seeded database.
 */
export async function seedCatalogue(tx: Tx): Promise<Catalogue> {
  await tx
    .insert(sections)
    .values(SECTIONS.map((s, position) => ({ slug: s.slug, name: s.name, position })))
    .onConflictDoNothing();
  const sectionRows = await tx
    .select()
    .from(sections)
    .where(
      inArray(
        sections.slug,
        SECTIONS.map((s) => s.slug),
      ),
    );
  const sectionIdBySlug = new Map(sectionRows.map((s) => [s.slug, s.id]));

  await tx
    .insert(curricula)
    .values(SECTIONS.map((s) => ({ sectionId: sectionIdBySlug.get(s.slug)!, name: s.curriculumName, isDefault: true })))
    .onConflictDoNothing();
  const curriculumRows = await tx
    .select()
    .from(curricula)
    .where(inArray(curricula.sectionId, [...sectionIdBySlug.values()]));
  const curriculumIdBySection = new Map(curriculumRows.filter((c) => c.isDefault).map((c) => [c.sectionId, c.id]));

  const moduleValues = SECTIONS.flatMap((s) =>
    LEVELS.map((level, position) => ({
      curriculumId: curriculumIdBySection.get(sectionIdBySlug.get(s.slug)!)!,
      name: `${s.name} ${level}`,
      code: `${s.codePrefix}-${level}`,
      cefrLevelName: level,
      position,
    })),
  );
  await tx.insert(modules).values(moduleValues).onConflictDoNothing();
  const moduleRows = await tx
    .select()
    .from(modules)
    .where(
      inArray(
        modules.code,
        moduleValues.map((m) => m.code),
      ),
    );
  const moduleIdByCode = new Map(moduleRows.map((m) => [m.code, m.id]));

  const chapterValues = SECTIONS.flatMap((s) =>
    s.modules.flatMap((m) =>
      m.chapters.map((c, index) => ({ moduleId: moduleIdByCode.get(`${s.codePrefix}-${m.level}`)!, title: c.title, position: index + 1 })),
    ),
  );
  await tx.insert(chapters).values(chapterValues).onConflictDoNothing();
  const moduleIds = [...moduleIdByCode.values()];
  const chapterRows = await tx.select().from(chapters).where(inArray(chapters.moduleId, moduleIds));
  const chapterId = new Map(chapterRows.map((c) => [`${c.moduleId}:${c.position}`, c.id]));

  const lessonValues = SECTIONS.flatMap((s) =>
    s.modules.flatMap((m, moduleIndex) => {
      const code = `${s.codePrefix}-${m.level}`;
      const moduleId = moduleIdByCode.get(code)!;
      let number = 0;
      return m.chapters.flatMap((c, chapterIndex) =>
        c.lessons.map((l) => {
          number += 1;
          return {
            moduleId,
            chapterId: chapterId.get(`${moduleId}:${chapterIndex + 1}`)!,
            number,
            title: l.title,
            description: l.description,
            learningOutcomes: l.outcomes,
            translations: lessonTranslationsAt(s.slug, moduleIndex, number - 1),
            type: l.type,
            label: `${code}-L${String(number).padStart(2, '0')}`,
          };
        }),
      );
    }),
  );
  await tx
    .insert(lessons)
    .values(lessonValues)
    // A lesson keeps everything it has (an admin may have edited it); only the translations a database
    // seeded before issue 21 lacks are filled in, never ones set since.
    .onConflictDoUpdate({
      target: [lessons.moduleId, lessons.number],
      set: { translations: sql`excluded.translations` },
      setWhere: sql`${lessons.translations} = '{}'::jsonb`,
    });
  const lessonRows = await tx
    .select({ id: lessons.id, moduleId: lessons.moduleId })
    .from(lessons)
    .where(inArray(lessons.moduleId, moduleIds))
    .orderBy(asc(lessons.moduleId), asc(lessons.number));

  const catalogue: Catalogue = new Map();
  for (const s of SECTIONS) {
    const section: CatalogueSection = { id: sectionIdBySlug.get(s.slug)!, slug: s.slug, name: s.name, modules: new Map() };
    for (const level of LEVELS) {
      const code = `${s.codePrefix}-${level}`;
      const id = moduleIdByCode.get(code)!;
      section.modules.set(level, { id, code, level, lessonIds: lessonRows.filter((l) => l.moduleId === id).map((l) => l.id) });
    }
    catalogue.set(s.slug, section);
  }
  return catalogue;
}

/** The seeded translations of one lesson, by its position in the English source. */
function lessonTranslationsAt(sectionSlug: string, moduleIndex: number, lessonIndex: number): LessonTranslations {
  const translations: LessonTranslations = {};
  for (const [locale, byPosition] of Object.entries(CONTENT_TRANSLATIONS) as [keyof LessonTranslations, ContentTranslation][]) {
    const texts = byPosition[sectionSlug]?.[moduleIndex]?.[lessonIndex];
    if (texts) translations[locale] = { description: texts[0], learningOutcomes: texts[1] };
  }
  return translations;
}
