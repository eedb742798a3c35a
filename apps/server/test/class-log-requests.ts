import type { FastifyInstance } from 'fastify';
import { gql } from './graphql-requests.ts';
import { MINUTE, type StaffedClass } from './factories/index.ts';

/** Class-log calls of the class-log and teacher-pay tests; the staffed class comes from ./factories (buildStaffedClass). */

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
export function submitAll(app: FastifyInstance, setup: StaffedClass, attendance = 'attended', extra: Record<string, unknown> = {}) {
  return gql<{ submitClassLog: LogData }>(app, setup.teacher, SUBMIT, {
    input: { classUid: setup.klass.uid, attendance: setup.students.map((s) => ({ studentId: s.id, attendance })), ...extra },
  });
}

/** Moves the test clock to `minutes` after the class start. */
export function atMinutes(clock: { set(d: Date): Date }, setup: StaffedClass, minutes: number): Date {
  return clock.set(new Date(setup.klass.startAt.getTime() + minutes * MINUTE));
}
