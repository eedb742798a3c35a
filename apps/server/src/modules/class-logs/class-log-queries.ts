import { notFound } from '@parla/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appointmentLogs, appointments, classLogs, classes, users } from '../../db/schema/index.ts';

export type ClassRow = typeof classes.$inferSelect;
export type ClassLogRow = typeof classLogs.$inferSelect;

/** The class by uid if this teacher teaches it; anybody else gets not_found (it is none of their business). */
export async function teachersClass(db: Db | Tx, teacherId: string, classUid: string, lock = false): Promise<ClassRow> {
  const query = db.select().from(classes).where(eq(classes.uid, classUid)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.teacherId !== teacherId) throw notFound();
  return row;
}

export interface BookedStudent {
  appointmentId: string;
  studentId: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  attendance: string | null;
  isRatedByStudent: boolean;
}

/** Students holding a seat (status booked), in booking order: the people the log is about. */
export async function bookedStudents(db: Db | Tx, classIds: string[]): Promise<Map<string, BookedStudent[]>> {
  const result = new Map<string, BookedStudent[]>();
  if (classIds.length === 0) return result;
  const rows = await db
    .select({
      classId: appointments.classId,
      appointmentId: appointments.id,
      studentId: appointments.studentId,
      attendance: appointments.attendance,
      isRatedByStudent: appointments.isRatedByStudent,
      firstName: users.firstName,
      lastName: users.lastName,
      photo: users.photoUrl,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.studentId))
    .where(and(inArray(appointments.classId, classIds), eq(appointments.status, 'booked')))
    .orderBy(asc(appointments.createdAt), asc(appointments.id));
  for (const { classId, ...student } of rows) {
    const list = result.get(classId) ?? [];
    list.push(student);
    result.set(classId, list);
  }
  return result;
}

export async function classLogOf(db: Db | Tx, classId: string): Promise<ClassLogRow | null> {
  const [row] = await db.select().from(classLogs).where(eq(classLogs.classId, classId)).limit(1);
  return row ?? null;
}

export async function appointmentLogsOf(db: Db | Tx, classId: string) {
  return db.select().from(appointmentLogs).where(eq(appointmentLogs.classId, classId));
}
