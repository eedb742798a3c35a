import { INPUT_MESSAGE_VALUES, INPUT_MESSAGES, type CefrLevel, type ClassType } from '@parla/contracts';
import { DAY_MS, ValidationError, notFound } from '@parla/domain';
import { type SQL, and, asc, eq, exists, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { classes, commitmentCancellations, courses, curricula, modules } from '../../db/schema/index.ts';

import type { ClassRow } from '../classes/klass-views.ts';
import { teacherAvailableAt } from '../availability/availability.service.ts';
import { type TeacherClassView, type TeacherViewer, hydrateTeacherClasses, teacherViewer } from './teacher-class-views.ts';
import { teacherProfile } from './teacher-facts.ts';

export interface TeacherBookingFilter {
  from: Date;
  to: Date;
  sectionId?: string | null;
  level?: CefrLevel | null;
  type?: ClassType | null;
  /** Only classes inside the teacher's availability. */
  onlyAvailable?: boolean | null;
}

export interface TeacherBookingWeek {
  from: Date;
  to: Date;
  classes: TeacherClassView[];
}

const MAX_RANGE_DAYS = INPUT_MESSAGE_VALUES.bookingRangeMaxDays;
const MAX_ROWS = 400;

export async function viewerFor(app: FastifyInstance, teacherId: string): Promise<TeacherViewer> {
  return teacherViewer(app.db, teacherId, await teacherProfile(app.db, teacherId));
}

/**
 * Classes open to this teacher: active, unstaffed, not started, in the teacher's sections and
 * of a type the teacher teaches, and either booked by students (a course-less class nobody
 * booked needs no teacher) or a class of a course another teacher already holds (a stand-in).
 * Classes of a course still on offer are booked with the course, not one by one.
 */
function openToTeacher(viewer: TeacherViewer, now: Date): SQL {
  const p = viewer.profile;
  const types = [...(p.canTeachGroup ? ['group', 'trial'] : []), ...(p.canTeachPrivate ? ['individual'] : [])];
  const courseHeld = exists(sql`(select 1 from ${courses} where ${courses.id} = ${classes.courseId} and ${courses.teacherId} is not null)`);
  return and(
    eq(classes.status, 'active'),
    isNull(classes.teacherId),
    gt(classes.startAt, now),
    p.isOnboarded && p.sectionIds.length > 0 && types.length > 0 ? inArray(curricula.sectionId, p.sectionIds) : sql`false`,
    types.length > 0 ? inArray(classes.type, types) : sql`false`,
    or(
      and(isNull(classes.courseId), gt(classes.seatsTaken, 0)),
      p.canTeachSpecialized ? and(isNotNull(classes.courseId), courseHeld) : sql`false`,
    ),
  )!;
}

/** Open class rows, and the section of each one's module (the join had it: the commit rule needs it). */
async function openClassRows(
  app: FastifyInstance,
  viewer: TeacherViewer,
  where: SQL,
  limit: number,
): Promise<{ rows: ClassRow[]; sectionOf: Map<string, string> }> {
  const rows = await app.db
    .select({ cls: classes, sectionId: curricula.sectionId })
    .from(classes)
    .innerJoin(modules, eq(modules.id, classes.moduleId))
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .where(and(openToTeacher(viewer, app.clock.now()), where))
    .orderBy(asc(classes.startAt), asc(classes.id))
    .limit(limit);
  return { rows: rows.map((r) => r.cls), sectionOf: new Map(rows.map((r) => [r.cls.moduleId, r.sectionId])) };
}

/**
 * The booking page week (000 §2 Teacher Booking): classes that need a teacher in [from, to),
 * filtered by language, level and type, each marked whether it falls inside the teacher's
 * availability (helper of the availability module) and whether the teacher can commit now.
 */
export async function teacherBookingWeek(
  app: FastifyInstance,
  teacherId: string,
  filter: TeacherBookingFilter,
): Promise<TeacherBookingWeek> {
  if (filter.to.getTime() <= filter.from.getTime()) throw new ValidationError([{ field: 'to', message: INPUT_MESSAGES.endAfterStart }]);
  if (filter.to.getTime() - filter.from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw new ValidationError([{ field: 'to', message: INPUT_MESSAGES.bookingRangeTooLong }]);
  }
  const viewer = await viewerFor(app, teacherId);
  if (filter.sectionId && !viewer.profile.sectionIds.includes(filter.sectionId)) return { from: filter.from, to: filter.to, classes: [] };
  const { rows, sectionOf } = await openClassRows(
    app,
    viewer,
    and(
      gte(classes.startAt, filter.from),
      lt(classes.startAt, filter.to),
      filter.sectionId ? eq(curricula.sectionId, filter.sectionId) : undefined,
      filter.level ? eq(modules.cefrLevelName, filter.level) : undefined,
      filter.type ? eq(classes.type, filter.type) : undefined,
    )!,
    MAX_ROWS,
  );
  const available = await teacherAvailableAt(
    app.db,
    teacherId,
    rows.map((r) => r.startAt),
  );
  const shown = filter.onlyAvailable ? rows.filter((r) => available.has(r.startAt.getTime())) : rows;
  const views = await hydrateTeacherClasses(app.db, shown, viewer, app.config, app.clock.now(), { available, sectionOf });
  return { from: filter.from, to: filter.to, classes: views };
}

/** Private classes students requested that wait for a teacher to approve (commit to) them. */
export async function pendingClasses(app: FastifyInstance, teacherId: string, limit = 50): Promise<TeacherClassView[]> {
  const viewer = await viewerFor(app, teacherId);
  const { rows, sectionOf } = await openClassRows(
    app,
    viewer,
    and(eq(classes.type, 'individual'), isNull(classes.courseId))!,
    Math.min(Math.max(limit, 1), 100),
  );
  const available = await teacherAvailableAt(
    app.db,
    teacherId,
    rows.map((r) => r.startAt),
  );
  return hydrateTeacherClasses(app.db, rows, viewer, app.config, app.clock.now(), { available, sectionOf });
}

/** The teacher's next committed classes (teacher home). */
export async function upcomingCommittedClasses(app: FastifyInstance, teacherId: string, limit: number): Promise<TeacherClassView[]> {
  const viewer = await viewerFor(app, teacherId);
  const now = app.clock.now();
  const rows = await app.db
    .select()
    .from(classes)
    .where(and(eq(classes.teacherId, teacherId), eq(classes.status, 'active'), gt(classes.endAt, now)))
    .orderBy(asc(classes.startAt))
    .limit(Math.min(Math.max(limit, 1), 50));
  return hydrateTeacherClasses(app.db, rows, viewer, app.config, now);
}

/**
 * One class for the teacher class page: the teacher's own (any status, past ones too), or one
 * open to them. Other teachers' classes and classes the teacher could never teach are not found:
 * their students are none of this teacher's business.
 */
export async function teacherClass(app: FastifyInstance, teacherId: string, uid: string): Promise<TeacherClassView> {
  const viewer = await viewerFor(app, teacherId);
  const now = app.clock.now();
  const [row] = await app.db.select().from(classes).where(eq(classes.uid, uid)).limit(1);
  if (!row) throw notFound();
  let sectionOf: Map<string, string> | undefined;
  if (row.teacherId !== teacherId) {
    const open = await openClassRows(app, viewer, eq(classes.id, row.id), 1);
    const wasMine = await taughtBefore(app.db, teacherId, row.id);
    if (open.rows.length === 0 && !wasMine) throw notFound();
    sectionOf = open.sectionOf;
  }
  const [view] = await hydrateTeacherClasses(app.db, [row], viewer, app.config, now, { sectionOf });
  return view;
}

/** A class the teacher gave up stays readable to them (the cancelled commitment's page). */
async function taughtBefore(db: Db, teacherId: string, classId: string): Promise<boolean> {
  const rows = await db
    .select({ id: commitmentCancellations.id })
    .from(commitmentCancellations)
    .where(and(eq(commitmentCancellations.teacherId, teacherId), eq(commitmentCancellations.classId, classId)))
    .limit(1);
  return rows.length > 0;
}
