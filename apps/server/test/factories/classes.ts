import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classes, teacherProfiles } from '../../src/db/schema/index.ts';
import { bookClass } from '../../src/modules/classes/booking.service.ts';
import { type Catalogue, buildCatalogue } from './catalogue.ts';
import { type FactoryApp, HOUR, roundHourAhead, uniqueTag } from './context.ts';
import type { ClassOverrides as SharedClassOverrides, StaffedClassOverrides as SharedStaffedClassOverrides } from './overrides.ts';
import { type TestUser, buildStudent, buildTeacher } from './users.ts';

/** The shared overrides (./overrides.ts, as e2e's buildClass), plus the catalogue and the start. */
export interface ClassOverrides extends SharedClassOverrides {
  catalogue: Catalogue;
  startAt: Date;
}

/** An active one-hour class without bookings; staffed (confirmed now) when `teacherId` is given. */
export async function buildClass(app: FactoryApp, overrides: ClassOverrides) {
  const type = overrides.type ?? 'group';
  const [row] = await app.db
    .insert(classes)
    .values({
      uid: `c${uniqueTag(5)}`,
      lessonId: overrides.catalogue.lessonIds[overrides.lessonIndex ?? 0],
      moduleId: overrides.catalogue.moduleId,
      startAt: overrides.startAt,
      endAt: new Date(overrides.startAt.getTime() + HOUR),
      type,
      capacity: type === 'individual' ? 1 : 5,
      teacherId: overrides.teacherId ?? null,
      confirmedAt: overrides.teacherId ? app.clock.now() : null,
      createdAt: app.clock.now(),
    })
    .returning();
  return row;
}

export async function setTeacherPay(app: FactoryApp, teacherId: string, values: Partial<typeof teacherProfiles.$inferInsert>) {
  await app.db.update(teacherProfiles).set(values).where(eq(teacherProfiles.userId, teacherId));
}

export interface StaffedClass {
  catalogue: Catalogue;
  teacher: TestUser;
  students: TestUser[];
  klass: { id: string; uid: string; startAt: Date; endAt: Date };
}

/** The shared overrides (./overrides.ts, as e2e's buildStaffedClass), plus the new teacher's pay and the catalogue. */
export interface StaffedClassOverrides extends SharedStaffedClassOverrides {
  hourlyRateCents?: number | null;
  currency?: string;
  timezone?: string;
  lessonType?: string;
  catalogue?: Catalogue;
  teacher?: TestUser;
}

/**
 * A class a few hours ahead taught by a (new) teacher at 24.00 EUR an hour, with students booked
 * through the booking service (the class-log and teacher-pay tests).
 */
export async function buildStaffedClass(app: FastifyInstance, overrides: StaffedClassOverrides = {}): Promise<StaffedClass> {
  const catalogue = overrides.catalogue ?? (await buildCatalogue(app, { types: overrides.lessonType ? { 0: overrides.lessonType } : {} }));
  const teacher = overrides.teacher ?? (await buildTeacher(app, catalogue));
  if (!overrides.teacher) {
    await setTeacherPay(app, teacher.id, {
      hourlyRateCents: overrides.hourlyRateCents === undefined ? 2400 : overrides.hourlyRateCents,
      currency: overrides.currency ?? 'EUR',
      timezone: overrides.timezone ?? 'Europe/Berlin',
    });
  }
  const row = await buildClass(app, {
    catalogue,
    startAt: roundHourAhead(app, overrides.hoursAhead ?? 2),
    teacherId: teacher.id,
    type: overrides.type ?? 'group',
  });
  const students: TestUser[] = [];
  const count = overrides.students ?? (overrides.type === 'individual' ? 1 : 2);
  for (let i = 0; i < count; i++) {
    const student = await buildStudent(app, { group: 3, private: 3, catalogue, firstName: `Stu${i}` });
    await bookClass(app, student.id, { classUid: row.uid });
    students.push(student);
  }
  return { catalogue, teacher, students, klass: { id: row.id, uid: row.uid, startAt: row.startAt, endAt: row.endAt } };
}
