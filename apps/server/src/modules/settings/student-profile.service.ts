import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type SpokenLanguage, appointments, classes, curricula, modules, sections, studentProfiles, users } from '../../db/schema/index.ts';
import { shortName } from '@parla/domain';

/**
 * A student as their teachers see them (account/profile; issue 14): name, photo, about me,
 * spoken languages and level. Nothing private (no e-mail, phone, goals or needs).
 */
export interface StudentPublicProfileView {
  id: string;
  firstName: string;
  shortName: string;
  photo: string | null;
  aboutMe: string | null;
  spokenLanguages: SpokenLanguage[];
  /** The CEFR level of the student's current module ("A1"), null until placed. */
  level: string | null;
  sublevel: number | null;
  moduleName: string | null;
  /** The language they learn ("German"). */
  learningLanguage: string | null;
}

/** Public profiles of several students in one query, in the order asked (null: no such student). */
export async function publicProfilesOf(db: Db | Tx, studentIds: readonly string[]): Promise<(StudentPublicProfileView | null)[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      photo: users.photoUrl,
      aboutMe: studentProfiles.aboutMe,
      spokenLanguages: studentProfiles.spokenLanguages,
      sublevel: studentProfiles.sublevel,
      level: modules.cefrLevelName,
      moduleName: modules.name,
      learningLanguage: sections.name,
    })
    .from(users)
    .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
    .leftJoin(modules, eq(modules.id, studentProfiles.moduleId))
    .leftJoin(curricula, eq(curricula.id, modules.curriculumId))
    .leftJoin(sections, eq(sections.id, curricula.sectionId))
    .where(and(inArray(users.id, [...studentIds]), sql`'student' = ANY(${users.roles})`));
  const byId = new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        firstName: r.firstName,
        shortName: shortName(r.firstName, r.lastName),
        photo: r.photo,
        aboutMe: r.aboutMe || null,
        spokenLanguages: r.spokenLanguages ?? [],
        level: r.level,
        sublevel: r.sublevel,
        moduleName: r.moduleName,
        learningLanguage: r.learningLanguage,
      } satisfies StudentPublicProfileView,
    ]),
  );
  return studentIds.map((id) => byId.get(id) ?? null);
}

/**
 * Who may read a student's public profile: the student, an admin, and a teacher of one of their
 * classes (a seat booked in a class the teacher teaches or taught). Everyone else: no.
 */
export async function mayReadStudentProfile(db: Db | Tx, viewer: { userId: string; roles: string[] }, studentId: string): Promise<boolean> {
  if (viewer.userId === studentId || viewer.roles.includes('admin')) return true;
  if (!viewer.roles.includes('teacher')) return false;
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .where(and(eq(appointments.studentId, studentId), eq(appointments.status, 'booked'), eq(classes.teacherId, viewer.userId)))
    .limit(1);
  return !!row;
}

/** The students among `studentIds` whose profile a teacher may read, in one query. */
export async function studentsOfTeacher(db: Db | Tx, teacherId: string, studentIds: readonly string[]): Promise<Set<string>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ studentId: appointments.studentId })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .where(and(inArray(appointments.studentId, [...studentIds]), eq(appointments.status, 'booked'), eq(classes.teacherId, teacherId)));
  return new Set(rows.map((r) => r.studentId));
}
