import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { classReviews, classroomEvents } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { LOG, type LogData, SUBMIT, atMinutes, submitAll } from './class-log-requests.ts';
import { buildStaffedClass, buildTeacher, MINUTE } from './factories/index.ts';

const { app, clock } = await buildTestApp();

const classRow = async (uid: string) =>
  (await queryRows<{ status: string }>(app.db, sql`select status from classes where uid = ${uid}`))[0];
const attendances = async (classId: string) =>
  (
    await queryRows<{ attendance: string | null }>(
      app.db,
      sql`select attendance from appointments where class_id = ${classId} order by created_at, id`,
    )
  ).map((r) => r.attendance);

describe('submitting a class log', () => {
  it('opens 15 minutes after the start, not before', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    atMinutes(clock, setup, 14);
    const early = await submitAll(app, setup);
    expect(early.code).toBe('class_log_not_open');
    expect(early.errors?.[0].message).toBe('You can submit the class log 15 minutes after the class has started.');
    atMinutes(clock, setup, 15);
    const log = await submitAll(app, setup);
    expect(log.errors).toBeUndefined();
    expect(log.data?.submitClassLog).toMatchObject({ outcome: 'submitted', state: 'open', editable: true });
  });

  it('needs an option for every booked student', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    atMinutes(clock, setup, 50);
    const res = await gql(app, setup.teacher, SUBMIT, {
      input: { classUid: setup.klass.uid, attendance: [{ studentId: setup.students[0].id, attendance: 'attended' }] },
    });
    expect(res.code).toBe('validation_failed');
    expect(res.errors?.[0].extensions).toMatchObject({ field: `attendance.${setup.students[1].id}` });
    expect(res.errors?.[0].message).toBe('Please choose at least 1 option.');
    expect((await classRow(setup.klass.uid)).status).toBe('active');
  });

  it('writes attendance, notes, resources and feedback, completes the class, and updates while open', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    atMinutes(clock, setup, 65);
    const [a, b] = setup.students;
    const first = await gql<{ submitClassLog: LogData }>(app, setup.teacher, SUBMIT, {
      input: {
        classUid: setup.klass.uid,
        attendance: [
          { studentId: a.id, attendance: 'attended' },
          { studentId: b.id, attendance: 'incomplete' },
        ],
        notes: 'Covered the past tense.',
        resources: 'https://example.com/worksheet',
        feedback: [{ studentId: a.id, feedback: 'Great pronunciation!', recommendedLevel: 'A2' }],
      },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data!.submitClassLog).toMatchObject({
      outcome: 'submitted',
      notes: 'Covered the past tense.',
      resources: 'https://example.com/worksheet',
    });
    expect(first.data!.submitClassLog.students.map((s) => [s.attendance, s.feedback])).toEqual([
      ['attended', 'Great pronunciation!'],
      ['incomplete', ''],
    ]);
    expect(await attendances(setup.klass.id)).toEqual(['attended', 'incomplete']);
    expect((await classRow(setup.klass.uid)).status).toBe('completed');

    clock.advance(20 * 60 * MINUTE); // 20 hours later: still within 24 h of the end
    const second = await submitAll(app, setup, 'attended', { notes: 'Covered the past tense and irregular verbs.' });
    expect(second.data!.submitClassLog).toMatchObject({ outcome: 'updated', notes: 'Covered the past tense and irregular verbs.' });
    expect(await attendances(setup.klass.id)).toEqual(['attended', 'attended']);
    // Feedback not sent again stays.
    expect(second.data!.submitClassLog.students[0].feedback).toBe('Great pronunciation!');
  });

  it('turns a log where nobody came into no students', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    atMinutes(clock, setup, 30);
    const res = await submitAll(app, setup, 'missed');
    expect(res.data!.submitClassLog.outcome).toBe('no_students');
    expect((await classRow(setup.klass.uid)).status).toBe('no_students');
  });

  it('is closed 24 hours after the end', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    // Frozen two seconds before the deadline: the submission never depends on how long it takes.
    clock.freeze(new Date(setup.klass.endAt.getTime() + 24 * 60 * MINUTE - 2000));
    expect((await submitAll(app, setup)).errors).toBeUndefined();
    clock.freeze(new Date(setup.klass.endAt.getTime() + 24 * 60 * MINUTE));
    const late = await submitAll(app, setup);
    expect(late.code).toBe('class_log_closed');
    const view = await gql<{ teacherClassLog: LogData }>(app, setup.teacher, LOG, { classUid: setup.klass.uid });
    expect(view.data!.teacherClassLog).toMatchObject({ state: 'overdue', editable: false, outcome: 'submitted' });
  });

  it("belongs to the class's teacher only", async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    atMinutes(clock, setup, 30);
    const other = await buildTeacher(app, setup.catalogue);
    const res = await gql(app, other, SUBMIT, {
      input: { classUid: setup.klass.uid, attendance: setup.students.map((s) => ({ studentId: s.id, attendance: 'attended' })) },
    });
    expect(res.code).toBe('not_found');
    expect((await gql(app, other, LOG, { classUid: setup.klass.uid })).code).toBe('not_found');
    expect((await gql(app, setup.students[0], LOG, { classUid: setup.klass.uid })).code).toBe('forbidden');
    expect((await gql(app, null, LOG, { classUid: setup.klass.uid })).code).toBe('unauthenticated');
  });

  it('refuses students who are not booked', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    atMinutes(clock, setup, 30);
    const res = await gql(app, setup.teacher, SUBMIT, {
      input: {
        classUid: setup.klass.uid,
        attendance: [
          { studentId: setup.students[0].id, attendance: 'attended' },
          { studentId: setup.teacher.id, attendance: 'attended' },
        ],
      },
    });
    expect(res.code).toBe('validation_failed');
    expect(res.errors?.[0].extensions?.field).toBe(`attendance.${setup.teacher.id}`);
  });
});

describe('attendance evidence from the classroom', () => {
  it('pre-fills the log from joined and left events', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app);
    const [a, b] = setup.students;
    const at = (minutes: number) => new Date(setup.klass.startAt.getTime() + minutes * MINUTE);
    const before = await gql<{ teacherClassLog: LogData }>(app, setup.teacher, LOG, { classUid: setup.klass.uid });
    expect(before.data!.teacherClassLog.hasClassroomEvidence).toBe(false);
    await app.db.insert(classroomEvents).values([
      { classId: setup.klass.id, userId: a.id, kind: 'joined', at: at(-2) },
      { classId: setup.klass.id, userId: b.id, kind: 'joined', at: at(30) },
      { classId: setup.klass.id, userId: b.id, kind: 'left', at: at(40) },
      { classId: setup.klass.id, userId: setup.teacher.id, kind: 'joined', at: at(-5) },
    ]);
    atMinutes(clock, setup, 61);
    const view = await gql<{ teacherClassLog: LogData }>(app, setup.teacher, LOG, { classUid: setup.klass.uid });
    expect(view.data!.teacherClassLog.hasClassroomEvidence).toBe(true);
    expect(view.data!.teacherClassLog.students.map((s) => [s.suggestedAttendance, s.attendance])).toEqual([
      ['attended', null],
      ['incomplete', null],
    ]);
  });
});

describe('feedback to students', () => {
  const FEEDBACK = `query F($classUid: ID!) { myClassFeedback(classUid: $classUid) { status requiresRating feedback recommendedLevel attendance } }`;

  it('is pending, then ready but locked until the student rates the class', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    const [student] = setup.students;
    expect((await gql(app, student, FEEDBACK, { classUid: setup.klass.uid })).data).toEqual({
      myClassFeedback: { status: 'pending', requiresRating: false, feedback: null, recommendedLevel: null, attendance: null },
    });
    atMinutes(clock, setup, 70);
    await gql(app, setup.teacher, SUBMIT, {
      input: {
        classUid: setup.klass.uid,
        attendance: [{ studentId: student.id, attendance: 'attended' }],
        feedback: [{ studentId: student.id, feedback: 'Keep practising the articles.', recommendedLevel: 'A1' }],
      },
    });
    expect((await gql(app, student, FEEDBACK, { classUid: setup.klass.uid })).data).toEqual({
      myClassFeedback: { status: 'ready', requiresRating: true, feedback: null, recommendedLevel: null, attendance: 'attended' },
    });
    await app.db.insert(classReviews).values({
      classId: setup.klass.id,
      studentId: student.id,
      teacherId: setup.teacher.id,
      teacherRating: 5,
      materialRating: 4,
      feedback: 'Lovely class',
    });
    expect((await gql(app, student, FEEDBACK, { classUid: setup.klass.uid })).data).toEqual({
      myClassFeedback: {
        status: 'ready',
        requiresRating: false,
        feedback: 'Keep practising the articles.',
        recommendedLevel: 'A1',
        attendance: 'attended',
      },
    });
    const log = await gql<{ teacherClassLog: LogData }>(app, setup.teacher, LOG, { classUid: setup.klass.uid });
    expect(log.data!.teacherClassLog.students[0].hasRated).toBe(true);
  });

  it('is nobody else’s business', async () => {
    clock.reset();
    const setup = await buildStaffedClass(app, { students: 1 });
    const other = await buildStaffedClass(app, { students: 1, catalogue: setup.catalogue, hoursAhead: 5 });
    expect((await gql(app, other.students[0], FEEDBACK, { classUid: setup.klass.uid })).code).toBe('not_found');
  });
});
