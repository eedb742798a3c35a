// The weekly class goal on Today (issue 18, decision 085): this week against the goal in the
// student's zone, the streak, the words goal, and one "goal met" notification per week.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { studentNotifications } from '../src/db/schema/index.ts';
import { bookClass } from '../src/modules/classes/booking.service.ts';
import { SUBMIT } from './class-log-requests.ts';
import { DAY, HOUR, type StaffedClass, type TestUser, buildAdmin, buildStaffedClass, buildStudent } from './factories/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';

const { app, clock } = await buildTestApp();

const GOAL = '{ weeklyGoal { level classesPerWeek attended planned met streak wordsGoal weekStart weekEnd } }';
const SET = 'mutation($input: WeeklyGoalInput!) { setWeeklyGoal(input: $input) { goal classesPerWeekGoal } }';

interface Goal {
  level: string | null;
  classesPerWeek: number | null;
  attended: number;
  planned: number;
  met: boolean;
  streak: number;
  wordsGoal: number | null;
  weekStart: string;
  weekEnd: string;
}

async function goalOf(user: TestUser): Promise<Goal> {
  const res = await gql<{ weeklyGoal: Goal }>(app, user, GOAL);
  expect(res.errors).toBeUndefined();
  return res.data!.weeklyGoal;
}

const goalMet = (userId: string) =>
  app.db
    .select()
    .from(studentNotifications)
    .where(and(eq(studentNotifications.userId, userId), eq(studentNotifications.type, 'weekly_goal_met')));

function logAttended(setup: StaffedClass, student: TestUser) {
  return gql(app, setup.teacher, SUBMIT, {
    input: { classUid: setup.klass.uid, attendance: [{ studentId: student.id, attendance: 'attended' }] },
  });
}

// Monday 23 November 2026, 08:00 UTC (09:00 in Berlin): two classes this week, Monday and Tuesday.
const MONDAY = new Date('2026-11-23T08:00:00Z');
let first: StaffedClass;
let second: StaffedClass;
let student: TestUser;

beforeAll(async () => {
  clock.set(MONDAY);
  first = await buildStaffedClass(app, { students: 1, hoursAhead: 2 });
  student = first.students[0]!;
  second = await buildStaffedClass(app, { students: 0, hoursAhead: 26, catalogue: first.catalogue, teacher: first.teacher });
  await bookClass(app, student.id, { classUid: second.klass.uid });
});

describe('weekly goal', () => {
  it('without a goal: no level, nothing met, the classes still counted', async () => {
    const goal = await goalOf(student);
    expect(goal).toMatchObject({ level: null, classesPerWeek: null, attended: 0, planned: 2, met: false, streak: 0, wordsGoal: null });
    // The week in Berlin: Monday 00:00 local is Sunday 23:00 UTC.
    expect(goal.weekStart).toBe('2026-11-22T23:00:00.000Z');
    expect(goal.weekEnd).toBe('2026-11-29T23:00:00.000Z');
  });

  it('two attended classes meet Steady: met, a streak of 1, and one notification however often the log is saved', async () => {
    expect((await gql(app, student, SET, { input: { goal: 'Steady', wordsPerWeekGoal: 20 } })).errors).toBeUndefined();
    expect(await goalOf(student)).toMatchObject({ level: 'Steady', classesPerWeek: 2, attended: 0, planned: 2, met: false, wordsGoal: 20 });

    clock.set(new Date(first.klass.endAt.getTime() + 10 * 60_000));
    expect((await logAttended(first, student)).errors).toBeUndefined();
    expect(await goalOf(student)).toMatchObject({ attended: 1, planned: 1, met: false, streak: 0 });
    expect(await goalMet(student.id)).toHaveLength(0);

    clock.set(new Date(second.klass.endAt.getTime() + 10 * 60_000));
    // The teacher saves the log twice at once: one notification.
    const saves = await Promise.all([logAttended(second, student), logAttended(second, student)]);
    expect(saves.filter((s) => s.errors === undefined).length).toBeGreaterThanOrEqual(1);
    expect(await goalOf(student)).toMatchObject({ attended: 2, planned: 0, met: true, streak: 1 });
    const notes = await goalMet(student.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.contentKeys).toEqual(['weeklyGoalMet']);
    expect(notes[0]!.contentValues).toMatchObject({ classes: 2, streak: 1 });
    expect((await logAttended(second, student)).errors).toBeUndefined();
    expect(await goalMet(student.id)).toHaveLength(1);
  });

  it('next week is open: the streak stays; raising the goal now does not rewrite last week', async () => {
    clock.set(new Date(MONDAY.getTime() + 7 * DAY + HOUR));
    expect(await goalOf(student)).toMatchObject({ attended: 0, met: false, streak: 1 });
    expect((await gql(app, student, SET, { input: { goal: 'Intense', wordsPerWeekGoal: null } })).errors).toBeUndefined();
    expect(await goalOf(student)).toMatchObject({ level: 'Intense', classesPerWeek: 5, streak: 1, wordsGoal: null });
    // A week with no class at all ends it.
    clock.set(new Date(MONDAY.getTime() + 14 * DAY + HOUR));
    expect(await goalOf(student)).toMatchObject({ streak: 0 });
    clock.set(MONDAY);
  });
});

describe('access', () => {
  it('students read their own goal; teachers and admins are refused; anonymous is asked to log in', async () => {
    const other = await buildStudent(app);
    expect(await goalOf(other)).toMatchObject({ level: null, attended: 0, planned: 0, streak: 0 });
    expect((await gql(app, first.teacher, GOAL)).code).toBe('forbidden');
    expect((await gql(app, await buildAdmin(app), GOAL)).code).toBe('forbidden');
    expect((await gql(app, null, GOAL)).code).toBe('unauthenticated');
  });
});
