import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teacherProfiles } from '../src/db/schema/index.ts';
import { bookClass } from '../src/modules/classes/booking.service.ts';
import {
  type Catalogue,
  type TestUser,
  createCatalogue,
  createClass,
  createStudentWithCredits,
  createTeacher,
  gql,
  roundHourAhead,
} from './classes-fixtures.ts';

/** Fixtures of the class-log and teacher-pay tests: a staffed class with booked students. */

export const MINUTE = 60_000;

export interface LoggedClassSetup {
  catalogue: Catalogue;
  teacher: TestUser;
  students: TestUser[];
  klass: { id: string; uid: string; startAt: Date; endAt: Date };
}

export interface SetupOptions {
  students?: number;
  hourlyRateCents?: number | null;
  currency?: string;
  timezone?: string;
  type?: 'group' | 'individual' | 'trial';
  lessonType?: string;
  hoursAhead?: number;
  catalogue?: Catalogue;
  teacher?: TestUser;
}

export async function setTeacherPay(app: FastifyInstance, teacherId: string, values: Partial<typeof teacherProfiles.$inferInsert>) {
  await app.db.update(teacherProfiles).set(values).where(eq(teacherProfiles.userId, teacherId));
}

/** A class a few hours ahead taught by a (new) teacher at 24.00 EUR an hour, with booked students. */
export async function staffedClass(app: FastifyInstance, options: SetupOptions = {}): Promise<LoggedClassSetup> {
  const catalogue = options.catalogue ?? (await createCatalogue(app, { types: options.lessonType ? { 0: options.lessonType } : {} }));
  const teacher = options.teacher ?? (await createTeacher(app, catalogue));
  if (!options.teacher) {
    await setTeacherPay(app, teacher.id, {
      hourlyRateCents: options.hourlyRateCents === undefined ? 2400 : options.hourlyRateCents,
      currency: options.currency ?? 'EUR',
      timezone: options.timezone ?? 'Europe/Berlin',
    });
  }
  const row = await createClass(app, {
    catalogue,
    startAt: roundHourAhead(app, options.hoursAhead ?? 2),
    teacherId: teacher.id,
    type: options.type ?? 'group',
  });
  const students: TestUser[] = [];
  const count = options.students ?? (options.type === 'individual' ? 1 : 2);
  for (let i = 0; i < count; i++) {
    const student = await createStudentWithCredits(app, { group: 3, private: 3, catalogue, firstName: `Stu${i}` });
    await bookClass(app, student.id, { classUid: row.uid });
    students.push(student);
  }
  return { catalogue, teacher, students, klass: { id: row.id, uid: row.uid, startAt: row.startAt, endAt: row.endAt } };
}

export const LOG_FIELDS = `
  classUid state opensAt dueAt editable outcome canReportNoShow submittedAt updatedAt notes resources
  technicalProblem screenshotUrl missedReason missedExplanation hasClassroomEvidence
  students { studentId firstName shortName attendance suggestedAttendance feedback recommendedLevel hasRated }
  earning { kind amount bonus total totalCents currency invoiced }
`;

export interface LogData {
  classUid: string;
  state: string;
  outcome: string | null;
  editable: boolean;
  canReportNoShow: boolean;
  notes: string;
  resources: string;
  technicalProblem: string | null;
  screenshotUrl: string | null;
  missedReason: string | null;
  hasClassroomEvidence: boolean;
  students: { studentId: string; attendance: string | null; suggestedAttendance: string | null; feedback: string; hasRated: boolean }[];
  earning: {
    kind: string | null;
    amount: number;
    bonus: number;
    total: number;
    totalCents: number;
    currency: string;
    invoiced: boolean;
  } | null;
}

export const SUBMIT = `mutation Submit($input: SubmitClassLogInput!) { submitClassLog(input: $input) { ${LOG_FIELDS} } }`;
export const NO_SHOW = `mutation NoShow($classUid: ID!) { reportNoShow(classUid: $classUid) { ${LOG_FIELDS} } }`;
export const TECH = `mutation Tech($input: TechnicalProblemInput!) { reportTechnicalProblem(input: $input) { ${LOG_FIELDS} } }`;
export const MISSED = `mutation Missed($input: MissedClassReportInput!) { reportMissedClass(input: $input) { ${LOG_FIELDS} } }`;
export const LOG = `query Log($classUid: ID!) { teacherClassLog(classUid: $classUid) { ${LOG_FIELDS} } }`;

/** Submits a log with every student attended (or the given attendance). */
export function submitAll(app: FastifyInstance, setup: LoggedClassSetup, attendance = 'attended', extra: Record<string, unknown> = {}) {
  return gql<{ submitClassLog: LogData }>(app, setup.teacher, SUBMIT, {
    input: { classUid: setup.klass.uid, attendance: setup.students.map((s) => ({ studentId: s.id, attendance })), ...extra },
  });
}

/** Moves the test clock to `minutes` after the class start. */
export function atMinutes(clock: { set(d: Date): Date }, setup: LoggedClassSetup, minutes: number): Date {
  return clock.set(new Date(setup.klass.startAt.getTime() + minutes * MINUTE));
}
