import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { curricula, modules, sections } from '../../db/schema/index.ts';

// The school's catalogue of languages, curricula and levels (001 §3 Section, Curriculum, Module;
// 001 §7 /api/sections, /api/modules, /starting_modules): what registration, the store and the
// learning language change choose from. Public: it is the school's offer, no one's data.

export interface CatalogueCurriculum {
  id: string;
  name: string;
  default: boolean;
}
export interface CatalogueSection {
  id: string;
  slug: string;
  name: string;
  curricula: CatalogueCurriculum[];
}
export interface CatalogueModule {
  id: string;
  name: string;
  code: string;
  cefrLevelName: string;
  position: number;
  curriculumId: string;
  sectionId: string;
}
export interface StartingModule {
  section: { id: string; slug: string; name: string };
  curriculum: CatalogueCurriculum;
  module: CatalogueModule;
}

/** Every section with its curricula, the default curriculum first. */
export async function catalogueSections(db: Db | Tx): Promise<CatalogueSection[]> {
  const rows = await db
    .select({
      id: sections.id,
      slug: sections.slug,
      name: sections.name,
      curriculumId: curricula.id,
      curriculumName: curricula.name,
      isDefault: curricula.isDefault,
    })
    .from(sections)
    .leftJoin(curricula, eq(curricula.sectionId, sections.id))
    .orderBy(asc(sections.position), asc(sections.name), asc(curricula.name));
  const bySection = new Map<string, CatalogueSection>();
  for (const row of rows) {
    const section = bySection.get(row.id) ?? { id: row.id, slug: row.slug, name: row.name, curricula: [] };
    bySection.set(row.id, section);
    if (row.curriculumId && row.curriculumName !== null) {
      section.curricula.push({ id: row.curriculumId, name: row.curriculumName, default: row.isDefault ?? false });
    }
  }
  for (const section of bySection.values()) section.curricula.sort((a, b) => Number(b.default) - Number(a.default));
  return [...bySection.values()];
}

const moduleColumns = {
  id: modules.id,
  name: modules.name,
  code: modules.code,
  cefrLevelName: modules.cefrLevelName,
  position: modules.position,
  curriculumId: modules.curriculumId,
  sectionId: curricula.sectionId,
};

/** The modules (levels) of a section or curriculum, in course order; all of them without a filter. */
export async function catalogueModules(
  db: Db | Tx,
  filter: { sectionId?: string | null; curriculumId?: string | null } = {},
): Promise<CatalogueModule[]> {
  const where: SQL[] = [];
  if (filter.sectionId) where.push(eq(curricula.sectionId, filter.sectionId));
  if (filter.curriculumId) where.push(eq(modules.curriculumId, filter.curriculumId));
  return db
    .select(moduleColumns)
    .from(modules)
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .innerJoin(sections, eq(sections.id, curricula.sectionId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(sections.position), asc(curricula.name), asc(modules.position));
}

/**
 * The entry module of every curriculum (its first level): where a new student, or one who
 * changes language, starts unless a placement test puts them higher (decision 011).
 */
export async function startingModules(db: Db | Tx, filter: { sectionId?: string | null } = {}): Promise<StartingModule[]> {
  const catalogue = await catalogueSections(db);
  const all = await catalogueModules(db, filter);
  const firstOf = new Map<string, CatalogueModule>();
  for (const module of all) if (!firstOf.has(module.curriculumId)) firstOf.set(module.curriculumId, module);
  const result: StartingModule[] = [];
  for (const section of catalogue) {
    if (filter.sectionId && section.id !== filter.sectionId) continue;
    for (const curriculum of section.curricula) {
      const module = firstOf.get(curriculum.id);
      if (module) result.push({ section: { id: section.id, slug: section.slug, name: section.name }, curriculum, module });
    }
  }
  return result;
}

/** The entry module of one curriculum, or null when it has no module (or is not of that section). */
export async function entryModuleOfCurriculum(db: Db | Tx, sectionId: string, curriculumId: string): Promise<CatalogueModule | null> {
  const [first] = await db
    .select(moduleColumns)
    .from(modules)
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .where(and(eq(modules.curriculumId, curriculumId), eq(curricula.sectionId, sectionId)))
    .orderBy(asc(modules.position))
    .limit(1);
  return first ?? null;
}
