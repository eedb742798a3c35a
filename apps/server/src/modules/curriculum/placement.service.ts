import { DEFAULT_SECTION_SLUG, type StartLevel } from '@parla/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { curricula, modules, sections, studentProfiles } from '../../db/schema/index.ts';

export interface StudentPlacement {
  sectionId: string | null;
  moduleId: string | null;
}

/**
 * The first module (A1) of a section's default curriculum: where a new student starts until
 * onboarding's level test moves them (docs/decisions/011-new-student-placement.md).
 */
async function entryModuleOf(db: Db | Tx, sectionSlug: string): Promise<StudentPlacement | null> {
  const [row] = await db
    .select({ sectionId: sections.id, moduleId: modules.id })
    .from(sections)
    .innerJoin(curricula, and(eq(curricula.sectionId, sections.id), eq(curricula.isDefault, true)))
    .innerJoin(modules, eq(modules.curriculumId, curricula.id))
    .where(eq(sections.slug, sectionSlug))
    .orderBy(asc(modules.position))
    .limit(1);
  return row ?? null;
}

/**
 * Gives a student without a module the entry module of the chosen section (English when none
 * or unknown). Never moves a student who is already placed: the insert keeps an existing row,
 * and only fills a row whose module is still empty.
 */
export async function placeStudent(db: Db | Tx, studentId: string, sectionSlug?: string | null): Promise<void> {
  const entry = (sectionSlug ? await entryModuleOf(db, sectionSlug) : null) ?? (await entryModuleOf(db, DEFAULT_SECTION_SLUG));
  if (!entry) return; // an empty catalogue: nothing to place into
  await db
    .insert(studentProfiles)
    .values({ userId: studentId, sectionId: entry.sectionId, moduleId: entry.moduleId })
    .onConflictDoUpdate({
      target: studentProfiles.userId,
      set: { sectionId: entry.sectionId, moduleId: entry.moduleId, updatedAt: sql`now()` },
      setWhere: sql`${studentProfiles.moduleId} IS NULL`,
    });
}

export interface StartChoice {
  sectionSlug?: string | null;
  curriculumId?: string | null;
  level?: StartLevel | null;
}

export interface StartModule {
  sectionId: string;
  curriculumId: string;
  moduleId: string;
}

/**
 * Where a new student starts (decision 064): the module of the chosen level in the chosen
 * curriculum of the chosen section; the default curriculum and its first module (A1) when not
 * chosen; a level the curriculum lacks falls back to its entry module. 'curriculum_mismatch'
 * when the curriculum is not one of that section's; null on an empty catalogue.
 */
export async function startModuleFor(db: Db | Tx, choice: StartChoice): Promise<StartModule | 'curriculum_mismatch' | null> {
  const slug = choice.sectionSlug ?? DEFAULT_SECTION_SLUG;
  const curriculumFilter = choice.curriculumId ? eq(curricula.id, choice.curriculumId) : eq(curricula.isDefault, true);
  const rows = await db
    .select({ sectionId: sections.id, curriculumId: curricula.id, moduleId: modules.id, level: modules.cefrLevelName })
    .from(sections)
    .innerJoin(curricula, and(eq(curricula.sectionId, sections.id), curriculumFilter))
    .innerJoin(modules, eq(modules.curriculumId, curricula.id))
    .where(eq(sections.slug, slug))
    .orderBy(asc(modules.position));
  if (rows.length === 0) return choice.curriculumId ? 'curriculum_mismatch' : null;
  const chosen = (choice.level && rows.find((r) => r.level === choice.level)) || rows[0];
  return { sectionId: chosen.sectionId, curriculumId: chosen.curriculumId, moduleId: chosen.moduleId };
}

/** Places a brand-new student at their chosen start; an existing placement is never moved. */
export async function placeNewStudent(
  db: Db | Tx,
  studentId: string,
  start: StartModule | null,
  learningGoals: string[] = [],
): Promise<void> {
  if (!start) return placeStudent(db, studentId);
  await db
    .insert(studentProfiles)
    .values({ userId: studentId, sectionId: start.sectionId, moduleId: start.moduleId, learningGoals })
    .onConflictDoNothing({ target: studentProfiles.userId });
}

async function readPlacement(db: Db | Tx, studentId: string): Promise<StudentPlacement | undefined> {
  const [row] = await db
    .select({ sectionId: studentProfiles.sectionId, moduleId: studentProfiles.moduleId })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId))
    .limit(1);
  return row;
}

/**
 * The student's section and module. A student who was never placed (an account made before
 * placement existed, a promoted guest) is placed in the default entry module on first use.
 */
export async function placementOf(db: Db | Tx, studentId: string): Promise<StudentPlacement> {
  const row = await readPlacement(db, studentId);
  if (row?.moduleId) return row;
  await placeStudent(db, studentId);
  return (await readPlacement(db, studentId)) ?? { sectionId: null, moduleId: null };
}
