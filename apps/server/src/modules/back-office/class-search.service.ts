import { notFound } from '@parla/domain';
import { type SQL, and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { appointments, auditLog, classes, curricula, lessons, modules, sections, users } from '../../db/schema/index.ts';
import { isUuid } from '../classes/class-queries.ts';

export type Staffing = 'staffed' | 'unstaffed';

export interface AdminClassFilter {
  from: Date;
  to: Date;
  sectionId?: string | null;
  moduleId?: string | null;
  teacherId?: string | null;
  status?: string | null;
  staffing?: Staffing | null;
  limit: number;
  offset: number;
}

export interface AdminClassRowView {
  uid: string;
  startAt: Date;
  endAt: Date;
  type: string;
  status: string;
  seatsTaken: number;
  capacity: number;
  lessonId: string;
  lessonTitle: string;
  moduleId: string;
  moduleName: string;
  sectionId: string;
  sectionName: string;
  teacherId: string | null;
  teacherName: string | null;
  movedAt: Date | null;
  cancelledAt: Date | null;
}

export interface Facet {
  id: string;
  name: string;
  parentId: string | null;
}

export interface AdminClassPage {
  items: AdminClassRowView[];
  total: number;
  sections: Facet[];
  modules: Facet[];
}

const rowColumns = {
  uid: classes.uid,
  startAt: classes.startAt,
  endAt: classes.endAt,
  type: classes.type,
  status: classes.status,
  seatsTaken: classes.seatsTaken,
  capacity: classes.capacity,
  lessonId: classes.lessonId,
  lessonTitle: lessons.title,
  moduleId: classes.moduleId,
  moduleName: modules.name,
  sectionId: sections.id,
  sectionName: sections.name,
  teacherId: classes.teacherId,
  teacherFirstName: users.firstName,
  teacherLastName: users.lastName,
  movedAt: classes.movedAt,
  cancelledAt: classes.cancelledAt,
};

type RawRow = { teacherFirstName: string | null; teacherLastName: string | null } & Omit<AdminClassRowView, 'teacherName'>;

function toView({ teacherFirstName, teacherLastName, ...row }: RawRow): AdminClassRowView {
  const teacherName = row.teacherId ? `${teacherFirstName ?? ''} ${teacherLastName ?? ''}`.trim() : null;
  return { ...row, teacherName };
}

/**
 * Classes of every status in [from, to), filtered by language (section), module, teacher,
 * status and staffing, by start; paged. An id that cannot exist matches nothing (decision 084).
 * Three statements: the page, the total, and the facets for the page's selects.
 */
export async function searchAdminClasses(db: Db, filter: AdminClassFilter): Promise<AdminClassPage> {
  const impossible = [filter.sectionId, filter.moduleId, filter.teacherId].some((id) => id && !isUuid(id));
  const conditions: (SQL | undefined)[] = [
    gte(classes.startAt, filter.from),
    lt(classes.startAt, filter.to),
    filter.sectionId ? eq(curricula.sectionId, filter.sectionId) : undefined,
    filter.moduleId ? eq(classes.moduleId, filter.moduleId) : undefined,
    filter.teacherId ? eq(classes.teacherId, filter.teacherId) : undefined,
    filter.status ? eq(classes.status, filter.status) : undefined,
    filter.staffing === 'staffed' ? isNotNull(classes.teacherId) : filter.staffing === 'unstaffed' ? isNull(classes.teacherId) : undefined,
  ];
  const where = and(...conditions);
  const [rows, totals, facets] = await Promise.all([
    impossible
      ? Promise.resolve([] as RawRow[])
      : db
          .select(rowColumns)
          .from(classes)
          .innerJoin(lessons, eq(lessons.id, classes.lessonId))
          .innerJoin(modules, eq(modules.id, classes.moduleId))
          .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
          .innerJoin(sections, eq(sections.id, curricula.sectionId))
          .leftJoin(users, eq(users.id, classes.teacherId))
          .where(where)
          .orderBy(asc(classes.startAt), asc(classes.uid))
          .limit(filter.limit)
          .offset(filter.offset),
    impossible
      ? Promise.resolve([{ total: 0 }])
      : db
          .select({ total: count() })
          .from(classes)
          .innerJoin(modules, eq(modules.id, classes.moduleId))
          .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
          .where(where),
    db
      .select({ sectionId: sections.id, sectionName: sections.name, moduleId: modules.id, moduleName: modules.name })
      .from(modules)
      .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
      .innerJoin(sections, eq(sections.id, curricula.sectionId))
      .orderBy(asc(sections.name), asc(modules.position), asc(modules.name)),
  ]);
  const sectionMap = new Map<string, Facet>();
  for (const f of facets) sectionMap.set(f.sectionId, { id: f.sectionId, name: f.sectionName, parentId: null });
  return {
    items: rows.map(toView),
    total: Number(totals[0]?.total ?? 0),
    sections: [...sectionMap.values()],
    modules: facets.map((f) => ({ id: f.moduleId, name: f.moduleName, parentId: f.sectionId })),
  };
}

export interface AdminClassStudentView {
  appointmentId: string;
  studentId: string;
  name: string;
  email: string;
  status: string;
  refunded: boolean;
  attendance: string | null;
  bookedAt: Date;
  cancelledAt: Date | null;
}

export interface AdminClassHistoryEntry {
  /** Stable per entry: the audit row's id, or the booking's id with the event. */
  id: string;
  at: Date;
  /** 'booked' | 'cancelled' (a student's booking), or the admin mutation's name. */
  kind: string;
  actorName: string | null;
  detail: string | null;
}

export interface AdminClassDetailView extends AdminClassRowView {
  students: AdminClassStudentView[];
  history: AdminClassHistoryEntry[];
  /** Other lessons of the class's module, for the move dialog. */
  moduleLessons: Facet[];
}

/** One class with its students (every booking, cancelled ones too) and its history. */
export async function adminClassDetail(app: FastifyInstance, uid: string): Promise<AdminClassDetailView> {
  const db = app.db;
  const [raw] = await db
    .select(rowColumns)
    .from(classes)
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .innerJoin(modules, eq(modules.id, classes.moduleId))
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .innerJoin(sections, eq(sections.id, curricula.sectionId))
    .leftJoin(users, eq(users.id, classes.teacherId))
    .where(eq(classes.uid, uid))
    .limit(1);
  if (!raw) throw notFound();
  const klass = toView(raw);
  const [bookings, audits, lessonRows] = await Promise.all([
    db
      .select({
        appointmentId: appointments.id,
        studentId: appointments.studentId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        status: appointments.status,
        refunded: appointments.refunded,
        attendance: appointments.attendance,
        bookedAt: appointments.createdAt,
        cancelledAt: appointments.cancelledAt,
      })
      .from(appointments)
      .innerJoin(classes, eq(classes.id, appointments.classId))
      .innerJoin(users, eq(users.id, appointments.studentId))
      .where(eq(classes.uid, uid))
      .orderBy(asc(appointments.createdAt)),
    db
      .select({
        id: auditLog.id,
        at: auditLog.occurredAt,
        action: auditLog.action,
        outcome: auditLog.outcome,
        errorCode: auditLog.errorCode,
        actorId: auditLog.actorId,
      })
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'class'), eq(auditLog.objectId, uid)))
      .orderBy(desc(auditLog.occurredAt))
      .limit(100),
    db
      .select({ id: lessons.id, name: lessons.title })
      .from(lessons)
      .where(eq(lessons.moduleId, klass.moduleId))
      .orderBy(asc(lessons.number)),
  ]);
  const actorIds = [...new Set(audits.map((a) => a.actorId))];
  const actors = actorIds.length
    ? await db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, actorIds))
    : [];
  const actorName = new Map(actors.map((a) => [a.id, `${a.firstName} ${a.lastName}`.trim()]));
  const students = bookings.map((b) => ({
    appointmentId: b.appointmentId,
    studentId: b.studentId,
    name: `${b.firstName} ${b.lastName}`.trim(),
    email: b.email,
    status: b.status,
    refunded: b.refunded,
    attendance: b.attendance,
    bookedAt: b.bookedAt,
    cancelledAt: b.cancelledAt,
  }));
  const history: AdminClassHistoryEntry[] = [
    ...audits.map((a) => ({
      id: a.id,
      at: a.at,
      kind: a.action,
      actorName: actorName.get(a.actorId) ?? null,
      detail: a.outcome === 'refused' ? a.errorCode : null,
    })),
    ...students.map((s) => ({ id: `${s.appointmentId}:booked`, at: s.bookedAt, kind: 'booked', actorName: s.name, detail: null })),
    ...students
      .filter((s) => s.cancelledAt)
      .map((s) => ({
        id: `${s.appointmentId}:cancelled`,
        at: s.cancelledAt as Date,
        kind: 'cancelled',
        actorName: s.name,
        detail: s.status,
      })),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return { ...klass, students, history, moduleLessons: lessonRows.map((l) => ({ ...l, parentId: klass.moduleId })) };
}
