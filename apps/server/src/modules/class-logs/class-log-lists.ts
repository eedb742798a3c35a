import type { ClassLogOutcome, ClassStatus } from '@parla/contracts';
import { type ClassLogState, type TeacherClassStatus, classLogWindow, shortName, teacherClassStatus } from '@parla/domain';
import { and, asc, count, desc, eq, lte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { classLogs, classes, lessons } from '../../db/schema/index.ts';
import { bookedStudents } from './class-log-queries.ts';
import { type ClassLogEarningView, earningsOf } from './class-log-view.ts';

/** One row of a log tab; its students and earning are loaded by the GraphQL fields (decision 036). */
export interface ClassLogRowView {
  classId: string;
  classUid: string;
  startDate: Date;
  endDate: Date;
  lessonTitle: string;
  classType: 'group' | 'individual' | 'trial';
  outcome: ClassLogOutcome | null;
  state: ClassLogState;
  /** The class's status as every teacher screen words it (teacherClassStatus). */
  displayStatus: TeacherClassStatus;
  opensAt: Date;
  dueAt: Date;
}

/** The batch load of the log rows' students: the booked students of each class, in class-id order. */
export async function studentNamesOfClasses(
  db: Db | Tx,
  classIds: readonly string[],
): Promise<{ studentId: string; shortName: string }[][]> {
  const students = await bookedStudents(db, [...classIds]);
  return classIds.map((id) =>
    (students.get(id) ?? []).map((s) => ({ studentId: s.studentId, shortName: shortName(s.firstName, s.lastName) })),
  );
}

/** The batch load of the log rows' earnings: what each class earned (null before its credit line), in class-id order. */
export async function earningsOfClasses(db: Db | Tx, classIds: readonly string[]): Promise<(ClassLogEarningView | null)[]> {
  const earnings = await earningsOf(db, [...classIds]);
  return classIds.map((id) => earnings.get(id) ?? null);
}

export interface ClassLogPage {
  items: ClassLogRowView[];
  total: number;
}

export type ClassLogTab = 'open' | 'past';

/**
 * The payments page tabs (000 §2): Open Logs are the teacher's classes that have started and
 * still wait for a log (soonest due first); Past Logs are the classes whose log is written,
 * that were missed or cancelled (latest first), with what each earned.
 */
export async function classLogPage(
  app: FastifyInstance,
  teacherId: string,
  tab: ClassLogTab,
  limit: number,
  offset: number,
): Promise<ClassLogPage> {
  const now = app.clock.now();
  const where = and(
    eq(classes.teacherId, teacherId),
    lte(classes.startAt, now),
    tab === 'open' ? eq(classes.status, 'active') : ne(classes.status, 'active'),
  );
  const [rows, [{ total }]] = await Promise.all([
    app.db
      .select({ klass: classes, lessonTitle: lessons.title, outcome: classLogs.outcome })
      .from(classes)
      .innerJoin(lessons, eq(lessons.id, classes.lessonId))
      .leftJoin(classLogs, eq(classLogs.classId, classes.id))
      .where(where)
      .orderBy(tab === 'open' ? asc(classes.startAt) : desc(classes.startAt), asc(classes.id))
      .limit(limit)
      .offset(offset),
    app.db.select({ total: count() }).from(classes).where(where),
  ]);
  return {
    total,
    items: rows.map(({ klass, lessonTitle, outcome }) => {
      const window = classLogWindow(klass, now);
      return {
        classId: klass.id,
        classUid: klass.uid,
        startDate: klass.startAt,
        endDate: klass.endAt,
        lessonTitle,
        classType: klass.type as ClassLogRowView['classType'],
        outcome: klass.status === 'cancelled' ? 'cancelled' : ((outcome as ClassLogOutcome | null) ?? null),
        state: window.state,
        displayStatus: teacherClassStatus(
          { startAt: klass.startAt, endAt: klass.endAt, status: klass.status as ClassStatus, hasLog: outcome !== null },
          now,
        ),
        opensAt: window.opensAt,
        dueAt: window.dueAt,
      };
    }),
  };
}
