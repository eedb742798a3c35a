import type { ClassType } from '@parla/contracts';
import { type CourseWeekday, courseClassStarts } from '@parla/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { type CourseHolidayValue, classes, courses, lessons } from '../../db/schema/index.ts';
import { newClassUid } from '../classes/class-queries.ts';

export interface NewCourse {
  code: string;
  name: string;
  description?: string;
  sectionId: string;
  moduleIds: string[];
  courseType?: ClassType;
  businessModelType?: 'B2B' | 'B2G' | 'LearningTeams';
  material: string;
  studentsCount: number;
  feedbackRequired: boolean;
  courseTimes: { dayOfWeek: CourseWeekday; hour: number }[];
  timezone: string;
  startDate: string;
  endDate: string;
  holidays?: CourseHolidayValue[];
  priceCents?: number | null;
  currency?: 'EUR' | 'GBP' | 'USD' | 'CHF';
  createdBy?: string | null;
  /** Class uids (the seed passes stable ones); random otherwise. */
  uidOf?: (index: number) => string;
}

/**
 * Creates a course and its classes (000 §3): one class per course time between the dates,
 * holidays left out, each on the next lesson of the course modules in order, without a
 * teacher until one books the course. Class capacity follows the course type; the course's
 * students are its participants, not seat bookings (they join through the company, not with
 * credits). Returns the course id and the number of classes.
 */
export async function createCourse(tx: Tx, input: NewCourse, now: Date): Promise<{ courseId: string; classes: number } | null> {
  const type = input.courseType ?? 'group';
  const [course] = await tx
    .insert(courses)
    .values({
      code: input.code,
      name: input.name,
      description: input.description ?? '',
      sectionId: input.sectionId,
      moduleIds: input.moduleIds,
      courseType: type,
      businessModelType: input.businessModelType ?? 'B2B',
      material: input.material,
      studentsCount: input.studentsCount,
      feedbackRequired: input.feedbackRequired,
      courseTimes: input.courseTimes,
      timezone: input.timezone,
      startDate: input.startDate,
      endDate: input.endDate,
      holidays: input.holidays ?? [],
      priceCents: input.priceCents ?? null,
      currency: input.currency ?? 'EUR',
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: courses.id });
  if (!course) return null;
  const starts = courseClassStarts({
    startDate: input.startDate,
    endDate: input.endDate,
    courseTimes: input.courseTimes,
    holidays: (input.holidays ?? []).map((h) => h.date),
    timeZone: input.timezone,
  });
  const lessonRows = await tx
    .select({ id: lessons.id, moduleId: lessons.moduleId, number: lessons.number })
    .from(lessons)
    .where(inArray(lessons.moduleId, input.moduleIds))
    .orderBy(asc(lessons.number));
  const ordered = input.moduleIds.flatMap((m) => lessonRows.filter((l) => l.moduleId === m));
  if (ordered.length === 0 || starts.length === 0) return { courseId: course.id, classes: 0 };
  await tx.insert(classes).values(
    starts.map((startAt, i) => {
      const lesson = ordered[i % ordered.length];
      return {
        uid: input.uidOf ? input.uidOf(i) : newClassUid(),
        lessonId: lesson.id,
        moduleId: lesson.moduleId,
        startAt,
        endAt: new Date(startAt.getTime() + 60 * 60_000),
        type,
        capacity: type === 'individual' ? 1 : 5,
        businessModelType: input.businessModelType ?? 'B2B',
        courseId: course.id,
        labels: ['course'],
        classNote: input.material,
        createdBy: input.createdBy ?? null,
        createdAt: now,
      };
    }),
  );
  return { courseId: course.id, classes: starts.length };
}

export async function courseClasses(tx: Tx, courseId: string) {
  return tx.select().from(classes).where(eq(classes.courseId, courseId)).orderBy(asc(classes.startAt));
}
