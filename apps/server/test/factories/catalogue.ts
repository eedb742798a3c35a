import { chapters, curricula, lessons, modules, sections } from '../../src/db/schema/index.ts';
import { type FactoryApp, uniqueTag } from './context.ts';

/** A section with its default curriculum and one module of lessons (the ids tests need). */
export interface Catalogue {
  sectionId: string;
  curriculumId: string;
  moduleId: string;
  moduleName: string;
  lessonIds: string[];
}

export interface CatalogueOverrides {
  /** Number of lessons (default 6), split over two chapters. */
  lessons?: number;
  /** Lesson types by index (default communication). */
  types?: Record<number, string>;
  /** The module's position in the curriculum (default 1). */
  position?: number;
}

/** One section and curriculum with a module of lessons in two chapters, under unique names. */
export async function buildCatalogue(app: FactoryApp, overrides: CatalogueOverrides = {}): Promise<Catalogue> {
  const tag = uniqueTag();
  const count = overrides.lessons ?? 6;
  const [section] = await app.db
    .insert(sections)
    .values({ slug: `fx-${tag}`, name: `Fixture ${tag}` })
    .returning();
  const [curriculum] = await app.db.insert(curricula).values({ sectionId: section.id, name: 'General', isDefault: true }).returning();
  const moduleName = `Fixture A1 ${tag}`;
  const [module] = await app.db
    .insert(modules)
    .values({ curriculumId: curriculum.id, name: moduleName, code: `FX-${tag}`, cefrLevelName: 'A1', position: overrides.position ?? 1 })
    .returning();
  const chapterRows = await app.db
    .insert(chapters)
    .values([
      { moduleId: module.id, title: 'First steps', position: 1 },
      { moduleId: module.id, title: 'Everyday life', position: 2 },
    ])
    .returning();
  const rows = await app.db
    .insert(lessons)
    .values(
      Array.from({ length: count }, (_, i) => ({
        moduleId: module.id,
        chapterId: chapterRows[i < count / 2 ? 0 : 1].id,
        number: i + 1,
        title: `Lesson ${i + 1}`,
        description: `What lesson ${i + 1} is about.`,
        learningOutcomes: [`Outcome ${i + 1}.1`, `Outcome ${i + 1}.2`],
        type: overrides.types?.[i] ?? 'communication',
      })),
    )
    .returning({ id: lessons.id, number: lessons.number });
  return {
    sectionId: section.id,
    curriculumId: curriculum.id,
    moduleId: module.id,
    moduleName,
    lessonIds: rows.sort((a, b) => a.number - b.number).map((r) => r.id),
  };
}

/** A section by slug (a language the school teaches); nothing happens when it exists already. */
export async function buildSection(app: FactoryApp, overrides: { slug?: string; name?: string } = {}): Promise<void> {
  const tag = uniqueTag();
  await app.db
    .insert(sections)
    .values({ slug: overrides.slug ?? `fx-${tag}`, name: overrides.name ?? `Fixture ${tag}` })
    .onConflictDoNothing();
}

/** A further module in an existing curriculum (a later level to move a student to); `lessons` adds a chapter of that many. */
export async function buildModule(
  app: FactoryApp,
  curriculumId: string,
  overrides: { cefrLevelName?: string; position?: number; lessons?: number } = {},
): Promise<{ id: string; name: string }> {
  const tag = uniqueTag();
  const level = overrides.cefrLevelName ?? 'A2';
  const [module] = await app.db
    .insert(modules)
    .values({
      curriculumId,
      name: `Fixture ${level} ${tag}`,
      code: `FX-${level}-${tag}`,
      cefrLevelName: level,
      position: overrides.position ?? 2,
    })
    .returning({ id: modules.id, name: modules.name });
  if (overrides.lessons) {
    const [chapter] = await app.db.insert(chapters).values({ moduleId: module.id, title: 'Chapter 1', position: 1 }).returning();
    await app.db.insert(lessons).values(
      Array.from({ length: overrides.lessons }, (_, i) => ({
        moduleId: module.id,
        chapterId: chapter.id,
        number: i + 1,
        title: `Lesson ${i + 1}`,
        description: '',
        type: 'communication' as const,
      })),
    );
  }
  return module;
}

/** A language as the placement test needs it: its real slug, a default curriculum, one module per level A1..C2. */
export interface LevelledCatalogue extends Catalogue {
  slug: string;
  /** Module id by CEFR level. */
  levels: Record<string, string>;
}

/** A section with a real slug ('english') and modules A1..C2 (no lessons); `moduleId` is A1's. */
export async function buildLevelledCatalogue(app: FactoryApp, slug: string, name = slug): Promise<LevelledCatalogue> {
  const tag = uniqueTag();
  const [section] = await app.db.insert(sections).values({ slug, name }).returning();
  const [curriculum] = await app.db.insert(curricula).values({ sectionId: section.id, name: 'General', isDefault: true }).returning();
  const rows = await app.db
    .insert(modules)
    .values(
      ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'].map((level, i) => ({
        curriculumId: curriculum.id,
        name: `${name} ${level}`,
        code: `FX-${level}-${tag}`,
        cefrLevelName: level,
        position: i + 1,
      })),
    )
    .returning({ id: modules.id, level: modules.cefrLevelName, name: modules.name });
  const levels = Object.fromEntries(rows.map((r) => [r.level, r.id]));
  return { slug, sectionId: section.id, curriculumId: curriculum.id, moduleId: levels.A1, moduleName: `${name} A1`, lessonIds: [], levels };
}
