import { FEEDBACK_CLASS_COUNT, averageRating } from '@parla/domain';
import { and, desc, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { classReviews, classes, curricula, lessons, modules, teacherProfiles } from '../../db/schema/index.ts';

export interface TeacherRatingView {
  /** The day the figures describe (000 §3 rating.date). */
  date: Date;
  personalAverage: number | null;
  sectionAverage: number | null;
  classesTaught: number;
  ratingsCount: number;
}

export interface FeedbackItemView {
  classStartDate: Date;
  lessonTitle: string;
  feedback: string;
  rating: number;
}

/**
 * The rating page (000 §3 rating, §9): the average teacher rating students gave this teacher; the
 * average over every teacher of the sections this teacher teaches; and the classes taught so far
 * (completed, or past and still active while the log is open).
 */
export async function teacherRating(db: Db, teacherId: string, now: Date): Promise<TeacherRatingView> {
  const [profile] = await db
    .select({ sectionIds: teacherProfiles.sectionIds })
    .from(teacherProfiles)
    .where(eq(teacherProfiles.userId, teacherId));
  const sectionIds = profile?.sectionIds ?? [];
  const [personal] = await db
    .select({ sum: sql<number>`coalesce(sum(${classReviews.teacherRating}), 0)::int`, n: sql<number>`count(*)::int` })
    .from(classReviews)
    .where(eq(classReviews.teacherId, teacherId));
  const [section] =
    sectionIds.length > 0
      ? await db
          .select({ sum: sql<number>`coalesce(sum(${classReviews.teacherRating}), 0)::int`, n: sql<number>`count(*)::int` })
          .from(classReviews)
          .innerJoin(classes, eq(classes.id, classReviews.classId))
          .innerJoin(modules, eq(modules.id, classes.moduleId))
          .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
          .where(and(inArray(curricula.sectionId, sectionIds), isNotNull(classReviews.teacherId)))
      : [{ sum: 0, n: 0 }];
  const [taught] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(classes)
    .where(
      and(
        eq(classes.teacherId, teacherId),
        or(eq(classes.status, 'completed'), and(eq(classes.status, 'active'), lte(classes.endAt, now))),
      ),
    );
  return {
    date: now,
    personalAverage: averageRating(personal.sum, personal.n),
    sectionAverage: averageRating(section.sum, section.n),
    classesTaught: taught.n,
    ratingsCount: personal.n,
  };
}

/** Students' written feedback on the teacher's last 10 classes that have run (000 §9), newest first. */
export async function teacherFeedback(db: Db, teacherId: string, now: Date): Promise<FeedbackItemView[]> {
  const lastClasses = db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.teacherId, teacherId), lte(classes.startAt, now), ne(classes.status, 'cancelled')))
    .orderBy(desc(classes.startAt))
    .limit(FEEDBACK_CLASS_COUNT);
  const rows = await db
    .select({
      classStartDate: classes.startAt,
      lessonTitle: lessons.title,
      feedback: classReviews.feedback,
      rating: classReviews.teacherRating,
      createdAt: classReviews.createdAt,
    })
    .from(classReviews)
    .innerJoin(classes, eq(classes.id, classReviews.classId))
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .where(and(inArray(classReviews.classId, lastClasses), eq(classReviews.teacherId, teacherId)))
    .orderBy(desc(classes.startAt), desc(classReviews.createdAt));
  return rows.filter((r) => r.feedback.trim().length > 0).map(({ createdAt: _c, ...item }) => item);
}
