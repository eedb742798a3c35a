import { DAY_MS, REVIEW_REMINDER_DAYS, notFound } from '@parla/domain';
import { type SQL, and, asc, desc, eq, exists, gt, gte, inArray, lt, lte, not, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, classes, teacherProfiles, users } from '../../db/schema/index.ts';
import { prepared } from '../../db/prepared.ts';
import { type KlassView, type TeacherView, type Viewer, classView, toTeacherView } from './klass-views.ts';

export interface ClassList {
  items: KlassView[];
  total: number;
}

const CANCELLED_STATUSES = ['cancelled_by_student', 'class_cancelled', 'cancelled_by_teacher', 'cancelled_by_observer'];
const MAX_PAGE = 100;

function viewerHas(studentId: string, statuses: string[]): SQL {
  return exists(
    sql`(select 1 from ${appointments} where ${appointments.classId} = ${classes.id} and ${appointments.studentId} = ${studentId}
      and ${inArray(appointments.status, statuses)})`,
  );
}

async function page(
  app: FastifyInstance,
  viewer: Viewer,
  where: SQL,
  order: 'ASC' | 'DESC',
  limit: number,
  offset: number,
): Promise<ClassList> {
  const size = Math.min(Math.max(limit, 0), MAX_PAGE);
  const [rows, [count]] = await Promise.all([
    app.db
      .select()
      .from(classes)
      .where(where)
      .orderBy(order === 'ASC' ? asc(classes.startAt) : desc(classes.startAt), asc(classes.id))
      .limit(size)
      .offset(Math.max(offset, 0)),
    app.db.select({ n: sql<number>`count(*)::int` }).from(classes).where(where),
  ]);
  const now = app.clock.now();
  return { items: rows.map((row) => classView(row, viewer, app.config, now)), total: count?.n ?? 0 };
}

export interface AppointmentsQuery {
  limit: number;
  offset: number;
  from?: Date | null;
  to?: Date | null;
  sort: 'ASC' | 'DESC';
  status?: string[] | null;
}

/** The Today page list: classes the viewer holds an appointment in with one of `status` (default booked). */
export function appointmentsOf(app: FastifyInstance, viewer: Viewer & { id: string }, query: AppointmentsQuery): Promise<ClassList> {
  const statuses = query.status?.length ? query.status : ['booked'];
  const where = and(
    viewerHas(viewer.id, statuses),
    query.from ? gte(classes.startAt, query.from) : undefined,
    query.to ? lt(classes.startAt, query.to) : undefined,
  )!;
  return page(app, viewer, where, query.sort, query.limit, query.offset);
}

/** My classes (001 §2 classes/{view}): upcoming and past bookings, and cancelled ones not rebooked since. */
export function myClasses(
  app: FastifyInstance,
  viewer: Viewer & { id: string },
  view: 'upcoming' | 'past' | 'cancelled',
  limit: number,
  offset: number,
): Promise<ClassList> {
  const now = app.clock.now();
  if (view === 'upcoming') return page(app, viewer, and(viewerHas(viewer.id, ['booked']), gt(classes.endAt, now))!, 'ASC', limit, offset);
  if (view === 'past') return page(app, viewer, and(viewerHas(viewer.id, ['booked']), lte(classes.endAt, now))!, 'DESC', limit, offset);
  return page(app, viewer, and(viewerHas(viewer.id, CANCELLED_STATUSES), not(viewerHas(viewer.id, ['booked'])))!, 'DESC', limit, offset);
}

/**
 * Today's "waiting for your rating": classes of the last REVIEW_REMINDER_DAYS the viewer held a
 * seat in, that took place, that the teacher did not log them absent from, and not rated yet
 * (the same facts as Appointment.reviewState = awaiting_rating), newest first.
 */
export function classesAwaitingReview(app: FastifyInstance, viewer: Viewer & { id: string }, limit: number): Promise<ClassList> {
  const now = app.clock.now();
  const since = new Date(now.getTime() - REVIEW_REMINDER_DAYS * DAY_MS);
  const unrated = exists(
    sql`(select 1 from ${appointments} where ${appointments.classId} = ${classes.id} and ${appointments.studentId} = ${viewer.id}
      and ${appointments.status} = 'booked' and not ${appointments.isRatedByStudent}
      and ${appointments.attendance} is distinct from 'missed')`,
  );
  const where = and(
    unrated,
    lte(classes.endAt, now),
    gt(classes.endAt, since),
    notInArray(classes.status, ['cancelled', 'missed', 'no_students']),
  )!;
  return page(app, viewer, where, 'DESC', limit, 0);
}

/** One class by uid for the class details and pre-class pages. */
export async function studentClass(app: FastifyInstance, viewer: Viewer, uid: string): Promise<KlassView> {
  // The row and whether the viewer ever booked it (any status), in one statement.
  // Prepared (it answers every class page and every booking): an anonymous viewer's null id joins nothing.
  const [found] = await prepared(app.db, 'parla_student_class', (db) =>
    db
      .select({ row: classes, appointmentId: appointments.id })
      .from(classes)
      .leftJoin(appointments, and(eq(appointments.classId, classes.id), eq(appointments.studentId, sql.placeholder('viewerId'))))
      .where(eq(classes.uid, sql.placeholder('uid')))
      .limit(1),
  ).execute({ uid, viewerId: viewer.id });
  if (!found) throw notFound();
  const { row } = found;
  // A private class is its student's, its teacher's and the admins': anyone else is answered as
  // if it did not exist. Group classes stay readable (students open them to book), without names.
  const isParticipant = (viewer.isStudent && found.appointmentId !== null) || (viewer.id !== null && row.teacherId === viewer.id);
  if (row.type === 'individual' && !isParticipant && viewer.isAdmin !== true) throw notFound();
  return classView(row, viewer, app.config, app.clock.now());
}

/** The teacher details page (001 §2 teacher/{uid}): public facts only. */
export async function teacherByUid(app: FastifyInstance, uid: string): Promise<TeacherView> {
  const [row] = await app.db
    .select({ user: users, profile: teacherProfiles })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(eq(teacherProfiles.uid, uid))
    .limit(1);
  if (!row) throw notFound();
  return toTeacherView(row.user, row.profile);
}
