import { DEFAULT_SECTION_SLUG } from '@parla/contracts';
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
