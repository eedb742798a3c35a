import { CEFR_LEVELS } from '@parla/contracts';
import { type PublicTeacherRating, publicTeacherRating, reviewerName } from '@parla/domain';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, classReviews, classes, modules, users } from '../../db/schema/index.ts';
import { type KlassView, type Viewer, classView } from './klass-views.ts';

// What students see of a teacher beyond the profile (001 §2 teacher/{uid}): the rating and the
// public reviews from class reviews, the levels taught, and their classes with free seats. The
// batch loads answer every teacher of a request with one statement (decision 036).

export interface PublicReviewView {
  id: string;
  teacherId: string;
  stars: number;
  text: string;
  /** "Anna K.": never more of the student than the first name and an initial. */
  author: string;
  createdAt: Date;
}

/** Reviews on the teacher page: the newest, and only those whose student chose to publish them. */
export const PUBLIC_REVIEWS_SHOWN = 5;
/** Classes offered under "Book a class with this teacher". */
export const TEACHER_CLASSES_SHOWN = 6;

/** The rating of each teacher id, in key order. */
export async function ratingsOfTeachers(db: Db | Tx, teacherIds: readonly string[]): Promise<PublicTeacherRating[]> {
  const rows = await db
    .select({
      teacherId: classReviews.teacherId,
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${classReviews.teacherRating}), 0)::int`,
    })
    .from(classReviews)
    .where(inArray(classReviews.teacherId, [...new Set(teacherIds)]))
    .groupBy(classReviews.teacherId);
  const byTeacher = new Map(rows.map((r) => [r.teacherId, r]));
  return teacherIds.map((id) => {
    const row = byTeacher.get(id);
    return publicTeacherRating(row?.count ?? 0, row?.sum ?? 0);
  });
}

/** The newest public reviews of each teacher id (at most PUBLIC_REVIEWS_SHOWN each), in key order. */
export async function publicReviewsOfTeachers(db: Db | Tx, teacherIds: readonly string[]): Promise<PublicReviewView[][]> {
  const ranked = db
    .select({
      id: classReviews.id,
      rank: sql<number>`row_number() over (partition by ${classReviews.teacherId} order by ${classReviews.createdAt} desc, ${classReviews.id})`.as(
        'rank',
      ),
    })
    .from(classReviews)
    .where(and(inArray(classReviews.teacherId, [...new Set(teacherIds)]), eq(classReviews.isPublic, true)))
    .as('ranked');
  const rows = await db
    .select({ review: classReviews, firstName: users.firstName, lastName: users.lastName })
    .from(ranked)
    .innerJoin(classReviews, eq(classReviews.id, ranked.id))
    .innerJoin(users, eq(users.id, classReviews.studentId))
    .where(lte(ranked.rank, PUBLIC_REVIEWS_SHOWN))
    .orderBy(sql`${classReviews.createdAt} desc`, asc(classReviews.id));
  return teacherIds.map((id) =>
    rows
      .filter((r) => r.review.teacherId === id)
      .map(({ review, firstName, lastName }) => ({
        id: review.id,
        teacherId: id,
        stars: review.teacherRating,
        text: review.feedback,
        author: reviewerName(firstName, lastName),
        createdAt: review.createdAt,
      })),
  );
}

/** The CEFR levels each teacher id teaches or taught (their active and completed classes), in CEFR order. */
export async function levelsOfTeachers(db: Db | Tx, teacherIds: readonly string[]): Promise<string[][]> {
  const rows = await db
    .selectDistinct({ teacherId: classes.teacherId, level: modules.cefrLevelName })
    .from(classes)
    .innerJoin(modules, eq(modules.id, classes.moduleId))
    .where(and(inArray(classes.teacherId, [...new Set(teacherIds)]), inArray(classes.status, ['active', 'completed'])));
  const order = (level: string) => CEFR_LEVELS.indexOf(level as (typeof CEFR_LEVELS)[number]);
  return teacherIds.map((id) =>
    rows
      .filter((r) => r.teacherId === id)
      .map((r) => r.level)
      .sort((a, b) => order(a) - order(b)),
  );
}

/**
 * "Book a class with this teacher": their next group classes a student can still join (active,
 * a free seat, not started; staffed, so never past the unconfirmed cut-off), without the viewer's own bookings. Each
 * row links to the booking preview, which checks everything else (credits, level, pauses).
 */
export async function bookableClassesOfTeacher(app: FastifyInstance, teacherId: string, viewer: Viewer): Promise<KlassView[]> {
  const now = app.clock.now();
  const rows = await app.db
    .select()
    .from(classes)
    .where(
      and(
        eq(classes.teacherId, teacherId),
        eq(classes.status, 'active'),
        eq(classes.type, 'group'),
        gt(classes.startAt, now),
        sql`${classes.seatsTaken} < ${classes.capacity}`,
        viewer.id
          ? sql`not exists (select 1 from ${appointments} where ${appointments.classId} = ${classes.id} and ${appointments.studentId} = ${viewer.id} and ${appointments.status} = 'booked')`
          : undefined,
      ),
    )
    .orderBy(asc(classes.startAt), asc(classes.id))
    .limit(TEACHER_CLASSES_SHOWN);
  return rows.map((row) => classView(row, viewer, app.config, now));
}
