import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, classReviews, classroomEvents } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { type Msg, classroomEventKinds, classroomFixture, enter, joinToken } from './classroom-client.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const REPORT = `query($uid: ID!) { classReport(classUid: $uid) {
  classUid title startedAt endedAt endReason
  chat { text authorName }
  attendance { peerId name role state minutesInClass joinCount firstJoinedAt }
} }`;
const REVIEW = `mutation($input: SubmitClassReviewInput!) { submitClassReview(input: $input) { id classUid teacherRating materialRating technicalQuality feedback } }`;

describe('the end of a class', () => {
  it('counts down and hard-stops at the end of the 60 minutes (moving clock), then the report and review open', async () => {
    const { teacher: teacherUser, students, cls } = await classroomFixture(t.app, { startsInMinutes: 1, students: 2 });
    const [mia, ben] = students;
    const teacher = await enter(t.app, teacherUser, cls.uid);
    const miaClient = await enter(t.app, mia, cls.uid);
    miaClient.send({ type: 'ask_to_join' });
    await teacher.next((m) => m.type === 'waiting_room' && m.waitingRoom.length === 1);
    teacher.send({ type: 'admit', peerId: mia.id });
    await miaClient.next('state');
    teacher.send({ type: 'start_class' });
    await miaClient.next((m: Msg) => m.type === 'class_state' && m.classState.status === 'started');
    miaClient.send({ type: 'chat_send', text: 'Guten Tag!' });
    await teacher.next('chat_message');

    // The report is not there while the class runs.
    expect((await gql(t.app, teacherUser, REPORT, { uid: cls.uid })).code).toBe('class_report_not_available');

    t.clock.set(new Date(cls.endAt.getTime() - 4 * MINUTE));
    const warning = await miaClient.next('hard_stop_warning', 5_000);
    expect(warning.endsAt).toBe(cls.endAt.toISOString());
    expect(warning.secondsLeft).toBeLessThanOrEqual(240);
    t.clock.set(new Date(cls.endAt.getTime() - 30_000));
    expect((await teacher.next((m) => m.type === 'hard_stop_warning' && m.secondsLeft <= 60, 5_000)).secondsLeft).toBeGreaterThan(0);

    t.clock.set(new Date(cls.endAt.getTime() + 1000));
    expect(await miaClient.next('class_ended', 5_000)).toMatchObject({ reason: 'hard_stop' });
    expect(await teacher.next('class_ended', 5_000)).toMatchObject({ reason: 'hard_stop' });
    expect((await miaClient.closed).code).toBe(4410);
    expect((await teacher.closed).code).toBe(4410);

    await classroomEventKinds(t.app, cls.id, (kinds) => {
      expect(kinds.filter((k) => k === 'ended')).toHaveLength(1);
      expect(kinds.filter((k) => k === 'left')).toHaveLength(2);
    });
    expect((await joinToken(t.app, mia, cls.uid)).code).toBe('class_has_ended');

    const report = await gql<{ classReport: Msg }>(t.app, teacherUser, REPORT, { uid: cls.uid });
    expect(report.data?.classReport).toMatchObject({
      classUid: cls.uid,
      title: 'Lesson 1',
      endReason: 'hard_stop',
      chat: [{ text: 'Guten Tag!', authorName: 'Mia K.' }],
    });
    const attendance = report.data?.classReport.attendance as Msg[];
    expect(attendance.map((a) => [a.role, a.name, a.joinCount])).toEqual([
      ['teacher', 'Tom L.', 1],
      ['student', 'Ben K.', 0],
      ['student', 'Mia K.', 1],
    ]);
    expect(attendance.find((a) => a.peerId === mia.id)?.minutesInClass).toBeGreaterThanOrEqual(59);
    // A student sees only their own attendance.
    const own = await gql<{ classReport: Msg }>(t.app, ben, REPORT, { uid: cls.uid });
    expect(own.data?.classReport.attendance).toMatchObject([{ peerId: ben.id, minutesInClass: 0, state: 'expected' }]);

    // Review: teacher, material and feedback required; technical quality optional; once.
    const missing = await gql(t.app, mia, REVIEW, { input: { classUid: cls.uid, teacherRating: 5, materialRating: 0, feedback: ' ' } });
    expect(missing.code).toBe('validation_failed');
    expect(missing.errors?.map((e) => e.extensions?.field).sort()).toEqual(['feedback', 'materialRating']);
    const review = await gql<{ submitClassReview: Msg }>(t.app, mia, REVIEW, {
      input: { classUid: cls.uid, teacherRating: 5, materialRating: 4, feedback: 'Great class, thank you!' },
    });
    expect(review.data?.submitClassReview).toMatchObject({
      classUid: cls.uid,
      teacherRating: 5,
      materialRating: 4,
      technicalQuality: null,
    });
    const [stored] = await t.app.db.select().from(classReviews).where(eq(classReviews.studentId, mia.id));
    expect(stored.teacherId).toBe(teacherUser.id);
    const [appointment] = await t.app.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.classId, cls.id), eq(appointments.studentId, mia.id)));
    expect(appointment.isRatedByStudent).toBe(true);
    const twice = await gql(t.app, mia, REVIEW, {
      input: { classUid: cls.uid, teacherRating: 1, materialRating: 1, technicalQuality: 2, feedback: 'again' },
    });
    expect(twice.code).toBe('class_already_reviewed');
    expect(
      (await gql(t.app, teacherUser, REVIEW, { input: { classUid: cls.uid, teacherRating: 1, materialRating: 1, feedback: 'x' } })).code,
    ).toBe('not_class_participant');
    t.clock.reset();
  });

  it('closes a room nobody is in at its end (the durable job)', async () => {
    const { teacher: teacherUser, cls } = await classroomFixture(t.app, { startsInMinutes: 1, students: 1 });
    const teacher = await enter(t.app, teacherUser, cls.uid);
    teacher.send({ type: 'start_class' });
    await teacher.next((m) => m.type === 'class_state' && m.classState.status === 'started');
    teacher.close();
    await teacher.closed;
    t.clock.set(new Date(cls.endAt.getTime() + MINUTE));
    await t.app.jobs.runDue();
    const report = await gql<{ classReport: Msg }>(t.app, teacherUser, REPORT, { uid: cls.uid });
    expect(report.data?.classReport.endReason).toBe('hard_stop');
    const kinds = (await t.app.db.select().from(classroomEvents).where(eq(classroomEvents.classId, cls.id))).map((e) => e.kind);
    expect(kinds).toEqual(['joined', 'started', 'left', 'ended']);
    t.clock.reset();
  });
});
