import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, classes, studentProfiles, teacherProfiles } from '../../db/schema/index.ts';

export interface LessonOfSlides {
  id: string;
  moduleId: string;
  sectionId: string;
}

/**
 * Who may read a lesson's slides (docs/decisions/025): admins; a class's participants (the
 * teacher of a class of this lesson, a student booked in one); students placed in the lesson's
 * module; teachers of its language, who prepare classes and browse the learning material.
 * Everyone else is answered as if the lesson did not exist.
 */
export async function canReadLessonSlides(
  db: Db,
  user: { userId: string; roles: readonly string[] },
  lesson: LessonOfSlides,
): Promise<boolean> {
  if (user.roles.includes('admin')) return true;
  if (user.roles.includes('teacher')) {
    const [teacher] = await db
      .select({ id: teacherProfiles.userId })
      .from(teacherProfiles)
      .where(and(eq(teacherProfiles.userId, user.userId), sql`${lesson.sectionId} = any(${teacherProfiles.sectionIds})`))
      .limit(1);
    if (teacher) return true;
    const [teaches] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.lessonId, lesson.id), eq(classes.teacherId, user.userId)))
      .limit(1);
    if (teaches) return true;
  }
  if (user.roles.includes('student')) {
    const [placed] = await db
      .select({ id: studentProfiles.userId })
      .from(studentProfiles)
      .where(and(eq(studentProfiles.userId, user.userId), eq(studentProfiles.moduleId, lesson.moduleId)))
      .limit(1);
    if (placed) return true;
    const [booked] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(classes, eq(classes.id, appointments.classId))
      .where(and(eq(classes.lessonId, lesson.id), eq(appointments.studentId, user.userId), eq(appointments.status, 'booked')))
      .limit(1);
    if (booked) return true;
  }
  return false;
}
