import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { classes, teacherProfiles } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildClass, buildStudent, type Catalogue, type TestUser } from './factories/index.ts';

/** Shared by the teacher-booking-*.test.ts files: a teacher, classes students booked, and the GraphQL documents. */

export const KLASS_FIELDS = `uid startDate endDate status type statusByTeacher isMine confirmedAt commitBlocker isInAvailability
  seatsTaken availableSeats courseId isPriceVisible total missedPrice canJoin classroomUrl sourcePresentation classLogEnabled
  lesson { id title presentationUrl } module { id cefrLevelName section { id } }
  students { id firstName shortName timezone }
  appointments { id status student { firstName } }
  prepareClassInfo { bookedStudents newStudents learningOutcomes }
  cancellation { allowed consequence penaltyUntil requiresExplanation freeBecauseAccidental wouldTriggerReview freeUntil lateFrom veryLateFrom blockDays }`;

export const COMMIT = `mutation Commit($classUid: ID!) { commitToClass(classUid: $classUid) { ${KLASS_FIELDS} } }`;
export const APPROVE = `mutation Approve($classUid: ID!) { approvePendingClass(classUid: $classUid) { uid statusByTeacher } }`;
export const CANCEL = `mutation Cancel($classUid: ID!, $reason: CommitmentCancellationReason!, $explanation: String) {
  cancelClassCommitment(classUid: $classUid, reason: $reason, explanation: $explanation) {
    classUid consequence freeBecauseAccidental requiresReview penaltyUntil
  }
}`;
export const WEEK = `query Week($filter: TeacherBookingFilter!) {
  teacherBookingWeek(filter: $filter) { from to classes { ${KLASS_FIELDS} } }
}`;
export const PENDING = `query Pending { pendingClasses { uid type statusByTeacher commitBlocker } }`;
export const CLASS = `query TeacherClass($uid: ID!) { teacherClass(uid: $uid) { ${KLASS_FIELDS} } }`;
export const STATUS = `query Status {
  teacherBookingStatus {
    firstName timezone timeFormat weekStart isPriceVisible sections { id name }
    penaltyInfo { penaltyUntil canAppealPenalty isAppealInProgress appealStatus kind reason }
    pause { state pausedFrom pausedUntil startDate endDate maxDays }
    teacherManager { name email }
  }
}`;

export interface KlassData {
  uid: string;
  startDate: string;
  status: string;
  type: string;
  statusByTeacher: string;
  isMine: boolean;
  confirmedAt: string | null;
  commitBlocker: string | null;
  isInAvailability: boolean | null;
  seatsTaken: number;
  courseId: string | null;
  isPriceVisible: boolean;
  total: number | null;
  missedPrice: number | null;
  canJoin: boolean;
  classroomUrl: string;
  sourcePresentation: string;
  classLogEnabled: boolean;
  lesson: { id: string; title: string; presentationUrl: string };
  module: { id: string; cefrLevelName: string; section: { id: string } };
  students: { id: string; firstName: string; shortName: string; timezone: string }[];
  appointments: { id: string; status: string; student: { firstName: string } }[];
  prepareClassInfo: { bookedStudents: number; newStudents: number; learningOutcomes: string[] };
  cancellation: {
    allowed: boolean;
    consequence: string | null;
    penaltyUntil: string | null;
    requiresExplanation: boolean;
    freeBecauseAccidental: boolean;
    wouldTriggerReview: boolean;
    freeUntil: string;
    lateFrom: string;
    veryLateFrom: string;
    blockDays: number;
  } | null;
}

export interface StatusData {
  teacherBookingStatus: {
    firstName: string;
    penaltyInfo: {
      penaltyUntil: string | null;
      canAppealPenalty: boolean;
      isAppealInProgress: boolean;
      appealStatus: string | null;
      kind: string | null;
      reason: string | null;
    };
    pause: {
      state: string;
      pausedFrom: string | null;
      pausedUntil: string | null;
      startDate: string | null;
      endDate: string | null;
      maxDays: number;
    };
    teacherManager: { name: string; email: string };
    sections: { id: string; name: string }[];
  };
}

const BOOK = `mutation Book($classUid: ID!) { bookClass(input: { classUid: $classUid }) { appointment { id } } }`;

/** A class with `students` students booked through the real bookClass mutation. */
export async function bookedClass(
  app: FastifyInstance,
  catalogue: Catalogue,
  options: { startAt: Date; students?: number; type?: 'group' | 'individual' | 'trial'; lessonIndex?: number; firstName?: string },
) {
  const row = await buildClass(app, { catalogue, startAt: options.startAt, type: options.type, lessonIndex: options.lessonIndex });
  const students: TestUser[] = [];
  for (let i = 0; i < (options.students ?? 1); i++) {
    const student = await buildStudent(app, { catalogue, group: 3, private: 3, firstName: options.firstName });
    const booked = await gql(app, student, BOOK, { classUid: row.uid });
    expect(booked.errors, JSON.stringify(booked.errors)).toBeUndefined();
    students.push(student);
  }
  return { ...row, students };
}

export async function profileOf(app: FastifyInstance, teacherId: string) {
  const [row] = await app.db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, teacherId));
  return row;
}

export async function classRow(app: FastifyInstance, uid: string) {
  const [row] = await app.db.select().from(classes).where(eq(classes.uid, uid));
  return row;
}

/** Marks the class as the teacher's, committed at `confirmedAt` (default: now). */
export async function giveClassTo(app: FastifyInstance, uid: string, teacherId: string, confirmedAt?: Date) {
  await app.db
    .update(classes)
    .set({ teacherId, confirmedAt: confirmedAt ?? app.clock.now() })
    .where(eq(classes.uid, uid));
}

export async function count(app: FastifyInstance, table: string, where = 'true'): Promise<number> {
  const result = (await app.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`))) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0].n;
}
