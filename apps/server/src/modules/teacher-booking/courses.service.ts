import { INPUT_MESSAGES } from '@parla/contracts';
import type { ClassType, ErrorCode } from '@parla/contracts';
import {
  DomainError,
  type TeacherCourseState,
  ValidationError,
  canTeachClass,
  planCourseAssignment,
  teacherCourseState,
} from '@parla/domain';
import { and, asc, count, eq, gt, inArray, isNull, max, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classes, type CourseHolidayValue, type CourseTimeValue, courses, modules, sections } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { viewerFor } from './booking-list.service.ts';
import { type TeacherClassView, hydrateTeacherClasses } from './teacher-class-views.ts';
import { commitmentsBetween, qualificationOf, teacherProfile } from './teacher-facts.ts';

type CourseRow = typeof courses.$inferSelect;

export interface CourseModuleView {
  id: string;
  name: string;
  code: string;
  cefrLevelName: string;
}

/** 000 §3 Teacher available course (and the teacher's own courses with their state). */
export interface TeacherCourseView {
  id: string;
  name: string;
  description: string;
  section: { id: string; slug: string; name: string };
  startDate: string;
  endDate: string;
  timezone: string;
  classesCount: number;
  studentsCount: number;
  material: string;
  courseType: ClassType;
  businessModelType: string;
  feedbackRequired: boolean;
  courseTimes: CourseTimeValue[];
  courseModules: CourseModuleView[];
  holidays: CourseHolidayValue[];
  /** Per class, only with price visibility. */
  price: { cents: number; currency: string } | null;
  /** For the teacher's own courses. */
  state: TeacherCourseState | null;
  nextClassAt: Date | null;
  feedbackSubmittedAt: Date | null;
}

export interface CourseAssignResult {
  course: TeacherCourseView;
  bookedClasses: TeacherClassView[];
  overriddenClasses: TeacherClassView[];
  errors: { class: TeacherClassView; code: ErrorCode; message: string }[];
}

interface ClassStats {
  total: number;
  upcoming: number;
  firstStartAt: Date | null;
  lastEndAt: Date | null;
  nextAt: Date | null;
}

async function courseStats(app: FastifyInstance, courseIds: string[]): Promise<Map<string, ClassStats>> {
  if (courseIds.length === 0) return new Map();
  const now = app.clock.now();
  const rows = await app.db
    .select({
      courseId: classes.courseId,
      total: sql<number>`count(*)::int`,
      upcoming: sql<number>`count(*) filter (where ${classes.startAt} > ${now.toISOString()}::timestamptz)::int`,
      firstStartAt: min(classes.startAt),
      lastEndAt: max(classes.endAt),
      nextAt: sql<Date | null>`min(${classes.startAt}) filter (where ${classes.startAt} > ${now.toISOString()}::timestamptz)`.mapWith(
        classes.startAt,
      ),
    })
    .from(classes)
    .where(and(inArray(classes.courseId, courseIds), eq(classes.status, 'active')))
    .groupBy(classes.courseId);
  return new Map(
    rows.map((r) => [
      r.courseId!,
      { total: r.total, upcoming: r.upcoming, firstStartAt: r.firstStartAt, lastEndAt: r.lastEndAt, nextAt: r.nextAt ?? null },
    ]),
  );
}

async function toCourseViews(
  app: FastifyInstance,
  rows: CourseRow[],
  priceVisible: boolean,
  withState: boolean,
): Promise<TeacherCourseView[]> {
  if (rows.length === 0) return [];
  const now = app.clock.now();
  const moduleIds = [...new Set(rows.flatMap((r) => r.moduleIds))];
  const [stats, moduleRows, sectionRows] = await Promise.all([
    courseStats(
      app,
      rows.map((r) => r.id),
    ),
    moduleIds.length > 0 ? app.db.select().from(modules).where(inArray(modules.id, moduleIds)) : Promise.resolve([]),
    app.db
      .select()
      .from(sections)
      .where(
        inArray(
          sections.id,
          rows.map((r) => r.sectionId),
        ),
      ),
  ]);
  const moduleById = new Map(moduleRows.map((m) => [m.id, m]));
  const sectionById = new Map(sectionRows.map((s) => [s.id, s]));
  return rows.map((row) => {
    const s = stats.get(row.id);
    const section = sectionById.get(row.sectionId)!;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      section: { id: section.id, slug: section.slug, name: section.name },
      startDate: row.startDate,
      endDate: row.endDate,
      timezone: row.timezone,
      // Booked courses count every class (past ones too); offers count the classes still ahead.
      classesCount: withState ? (s?.total ?? 0) : (s?.upcoming ?? 0),
      studentsCount: row.studentsCount,
      material: row.material,
      courseType: row.courseType as ClassType,
      businessModelType: row.businessModelType,
      feedbackRequired: row.feedbackRequired,
      courseTimes: row.courseTimes,
      courseModules: row.moduleIds.flatMap((id) => {
        const m = moduleById.get(id);
        return m ? [{ id: m.id, name: m.name, code: m.code, cefrLevelName: m.cefrLevelName }] : [];
      }),
      holidays: row.holidays,
      price: priceVisible && row.priceCents !== null ? { cents: row.priceCents, currency: row.currency } : null,
      state:
        withState && s?.firstStartAt && s.lastEndAt
          ? teacherCourseState(
              {
                firstStartAt: s.firstStartAt,
                lastEndAt: s.lastEndAt,
                feedbackRequired: row.feedbackRequired,
                feedbackSubmittedAt: row.feedbackSubmittedAt,
              },
              now,
            )
          : null,
      nextClassAt: s?.nextAt ?? null,
      feedbackSubmittedAt: row.feedbackSubmittedAt,
    };
  });
}

/**
 * Courses on offer to this teacher (000 §3, §7 "courses (limit, offset)"): open, not booked,
 * in the teacher's sections and class types, with a class still ahead. Course classes are
 * specialised classes, so a teacher without canTeachSpecialized is offered none.
 */
export async function availableCourses(app: FastifyInstance, teacherId: string, limit: number, offset: number) {
  const profile = await teacherProfile(app.db, teacherId);
  const q = qualificationOf(profile);
  const types = [...(q.canTeachGroup ? ['group', 'trial'] : []), ...(q.canTeachPrivate ? ['individual'] : [])];
  if (!q.isOnboarded || !q.canTeachSpecialized || q.sectionIds.length === 0 || types.length === 0) return { items: [], total: 0 };
  const now = app.clock.now();
  const where = and(
    eq(courses.status, 'open'),
    isNull(courses.teacherId),
    inArray(courses.sectionId, q.sectionIds),
    inArray(courses.courseType, types),
    sql`exists (select 1 from ${classes} where ${classes.courseId} = ${courses.id} and ${classes.status} = 'active' and ${classes.startAt} > ${now.toISOString()}::timestamptz)`,
  );
  const [rows, [total]] = await Promise.all([
    app.db
      .select()
      .from(courses)
      .where(where)
      .orderBy(asc(courses.startDate), asc(courses.name))
      .limit(Math.min(Math.max(limit, 0), 50))
      .offset(Math.max(offset, 0)),
    app.db.select({ n: count() }).from(courses).where(where),
  ]);
  return { items: await toCourseViews(app, rows, profile.priceVisible, false), total: total?.n ?? 0 };
}

/** The courses this teacher booked, with their state (000 §4 teacher course). */
export async function teacherCourses(app: FastifyInstance, teacherId: string): Promise<TeacherCourseView[]> {
  const profile = await teacherProfile(app.db, teacherId);
  const rows = await app.db.select().from(courses).where(eq(courses.teacherId, teacherId)).orderBy(asc(courses.startDate));
  return toCourseViews(app, rows, profile.priceVisible, true);
}

/**
 * Books a course as a whole (000 §3 course assign result) in one transaction: lock the
 * teacher's profile and the course row (two teachers booking one course queue; the second
 * finds it gone: course_no_longer_available), lock its classes, plan with
 * planCourseAssignment, take each planned class with the same conditional UPDATE as a single
 * commitment, and record the teacher on the course.
 */
export async function bookCourse(app: FastifyInstance, teacherId: string, courseId: string): Promise<CourseAssignResult> {
  const now = app.clock.now();
  const result = await inTransaction(app.db, async (tx) => {
    const profile = await teacherProfile(tx, teacherId, true);
    const [course] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
    if (course?.status !== 'open' || course.teacherId) throw new DomainError('course_no_longer_available');
    if (
      !canTeachClass(qualificationOf(profile), { sectionId: course.sectionId, type: course.courseType as ClassType, isSpecialized: true })
    ) {
      throw new DomainError('teacher_cannot_teach_class');
    }
    const courseClasses = await tx.select().from(classes).where(eq(classes.courseId, courseId)).orderBy(asc(classes.startAt)).for('update');
    const ahead = courseClasses.filter((c) => c.status === 'active' && c.startAt > now);
    if (ahead.length === 0) throw new DomainError('course_no_longer_available');
    const ids = courseClasses.map((c) => c.id);
    const commitments = (await commitmentsBetween(tx, teacherId, ahead[0].startAt, ahead[ahead.length - 1].endAt)).filter(
      (c) => !ids.includes(c.id),
    );
    const plan = planCourseAssignment(
      {
        classes: courseClasses.map((c) => ({
          id: c.id,
          status: c.status as 'active',
          startAt: c.startAt,
          endAt: c.endAt,
          teacherId: c.teacherId,
        })),
        teacherId,
        teacher: { penaltyUntil: profile.penaltyUntil, pausedFrom: profile.pausedFrom, pausedUntil: profile.pausedUntil },
        commitments,
      },
      now,
    );
    const errors = [...plan.errors];
    const booked: string[] = [];
    if (plan.book.length > 0) {
      const taken = await tx
        .update(classes)
        .set({ teacherId, confirmedAt: now })
        .where(and(inArray(classes.id, plan.book), isNull(classes.teacherId), eq(classes.status, 'active'), gt(classes.startAt, now)))
        .returning({ id: classes.id });
      booked.push(...taken.map((t) => t.id));
      for (const id of plan.book) if (!booked.includes(id)) errors.push({ id, code: 'class_already_taken' });
    }
    if (booked.length === 0 && plan.overridden.length === 0) throw new DomainError('booking_failed', undefined, { errors });
    const [updated] = await tx
      .update(courses)
      .set({ teacherId, bookedAt: now })
      .where(and(eq(courses.id, courseId), isNull(courses.teacherId)))
      .returning();
    if (!updated) throw new DomainError('course_no_longer_available');
    return { course: updated, booked, overridden: plan.overridden, errors, rows: courseClasses, priceVisible: profile.priceVisible };
  });
  const viewer = await viewerFor(app, teacherId);
  const byId = new Map(result.rows.map((r) => [r.id, r]));
  const after = await app.db
    .select()
    .from(classes)
    .where(
      inArray(
        classes.id,
        result.rows.map((r) => r.id),
      ),
    );
  for (const row of after) byId.set(row.id, row);
  const views = new Map((await hydrateTeacherClasses(app.db, [...byId.values()], viewer, app.config, now)).map((v) => [v.id, v]));
  const pick = (ids: string[]) => ids.map((id) => views.get(id)!).filter(Boolean);
  const [course] = await toCourseViews(app, [result.course], result.priceVisible, true);
  return {
    course,
    bookedClasses: pick(result.booked),
    overriddenClasses: pick(result.overridden),
    errors: result.errors.map((e) => ({ class: views.get(e.id)!, code: e.code, message: new DomainError(e.code).message })),
  };
}

/** Course feedback, due once a course with required feedback has ended (teacher course state feedback required). */
export async function submitCourseFeedback(
  app: FastifyInstance,
  teacherId: string,
  courseId: string,
  feedback: string,
): Promise<TeacherCourseView> {
  const text = feedback.trim();
  if (text.length < 20) throw new ValidationError([{ field: 'feedback', message: INPUT_MESSAGES.courseFeedbackTooShort }]);
  const mine = (await teacherCourses(app, teacherId)).find((c) => c.id === courseId);
  if (mine?.state !== 'feedback_required') throw new DomainError('course_feedback_not_due');
  const now = app.clock.now();
  await app.db
    .update(courses)
    .set({ feedback: text, feedbackSubmittedAt: now })
    .where(and(eq(courses.id, courseId), eq(courses.teacherId, teacherId), isNull(courses.feedbackSubmittedAt)));
  return (await teacherCourses(app, teacherId)).find((c) => c.id === courseId)!;
}
