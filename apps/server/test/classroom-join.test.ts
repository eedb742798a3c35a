import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, classes, classroomEvents, teacherProfiles } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { RoomClient, classroomEventKinds, classroomFixture, enter, joinToken, wsUrlOf } from './classroom-client.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { buildAdmin, buildStudent } from './factories/index.ts';

const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const INFO = `query($uid: ID!) { classroom(classUid: $uid) { classUid role blockingError roomStatus opensAt title teacher { shortName } presentationUrl hasReviewed } }`;

describe('joinClassroom: who may join and when', () => {
  it('refuses before the room opens (5 minutes before the start) and says when it opens', async () => {
    const { students, cls } = await classroomFixture(t.app, { startsInMinutes: 30 });
    const refused = await joinToken(t.app, students[0], cls.uid);
    expect(refused.code).toBe('classroom_not_open');
    expect(refused.errors?.[0].message).toBe('The classroom opens 5 minutes before the class starts.');
    // Too early is not an attempt to join.
    const [row] = await t.app.db.select().from(appointments).where(eq(appointments.studentId, students[0].id));
    expect(row.hasAttemptToJoin).toBe(false);
    const info = await gql<{ classroom: { blockingError: string; role: string } }>(t.app, students[0], INFO, { uid: cls.uid });
    expect(info.data?.classroom).toMatchObject({ blockingError: 'classroom_not_open', role: 'student' });
  });

  it('issues tokens to the teacher and booked students once open, and records the attempt', async () => {
    const { teacher, students, cls } = await classroomFixture(t.app, { startsInMinutes: 4 });
    const forTeacher = await joinToken(t.app, teacher, cls.uid);
    expect(forTeacher.data?.joinClassroom.role).toBe('teacher');
    const forStudent = await joinToken(t.app, students[0], cls.uid);
    expect(forStudent.data?.joinClassroom).toMatchObject({ role: 'student', websocketPath: '/api/classroom/ws', isDemo: false });
    const [row] = await t.app.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.classId, cls.id), eq(appointments.studentId, students[0].id)));
    expect(row.hasAttemptToJoin).toBe(true);
    const info = await gql<{ classroom: Record<string, unknown> }>(t.app, students[0], INFO, { uid: cls.uid });
    expect(info.data?.classroom).toMatchObject({ role: 'student', blockingError: null, roomStatus: 'waiting', title: 'Lesson 1' });
  });

  it('refuses someone who has not booked, and a cancelled booking', async () => {
    const { students, cls } = await classroomFixture(t.app, { startsInMinutes: 1 });
    const stranger = await buildStudent(t.app);
    expect((await joinToken(t.app, stranger, cls.uid)).code).toBe('not_class_participant');
    await t.app.db
      .update(appointments)
      .set({ status: 'cancelled_by_student', cancelledAt: t.app.clock.now() })
      .where(eq(appointments.studentId, students[1].id));
    expect((await joinToken(t.app, students[1], cls.uid)).code).toBe('not_class_participant');
    expect((await joinToken(t.app, stranger, 'nope')).code).toBe('not_found');
    expect((await gql(t.app, null, 'mutation { joinClassroom(classUid: "x") { token } }')).code).toBe('unauthenticated');
  });

  it('refuses a cancelled class and a class that has ended', async () => {
    const { students, cls } = await classroomFixture(t.app, { startsInMinutes: -61 });
    expect((await joinToken(t.app, students[0], cls.uid)).code).toBe('class_has_ended');
    const other = await classroomFixture(t.app, { startsInMinutes: 1 });
    await t.app.db.update(classes).set({ status: 'cancelled' }).where(eq(classes.id, other.cls.id));
    expect((await joinToken(t.app, other.students[0], other.cls.uid)).code).toBe('class_not_available');
  });

  it('gives late students a token, flags them late, and admit-all leaves them to the teacher', async () => {
    const { teacher, students, cls } = await classroomFixture(t.app, { startsInMinutes: -11 });
    const teacherClient = await enter(t.app, teacher, cls.uid);
    const late = await enter(t.app, students[0], cls.uid);
    expect(late.welcome?.self.state).toBe('expected');
    late.send({ type: 'ask_to_join' });
    const asked = await teacherClient.next((m) => m.type === 'waiting_room' && m.waitingRoom.length === 1);
    expect(asked.waitingRoom[0]).toMatchObject({ peerId: students[0].id, state: 'asking', late: true });
    teacherClient.send({ type: 'admit_all' });
    teacherClient.send({ type: 'deny', peerId: students[0].id });
    const denied = await late.next((m) => m.type === 'participant' && m.participant.state === 'denied');
    expect(denied.participant.peerId).toBe(students[0].id);
    late.send({ type: 'ask_to_join', rid: 'again' });
    expect(await late.next('error')).toMatchObject({
      code: 'join_denied',
      rid: 'again',
      message: 'The teacher did not let you into this class.',
    });
    await classroomEventKinds(t.app, cls.id, (kinds) => expect(kinds.sort()).toEqual(['denied', 'joined']));
    teacherClient.close();
    late.close();
  });

  it('blocks a removed student from rejoining: no new token, and the old token is refused', async () => {
    const { teacher, students, cls } = await classroomFixture(t.app, { startsInMinutes: 1 });
    const teacherClient = await enter(t.app, teacher, cls.uid);
    const { data } = await joinToken(t.app, students[0], cls.uid);
    const token = data!.joinClassroom.token;
    const student = await RoomClient.connect(wsUrlOf(t.app), token);
    student.send({ type: 'ask_to_join' });
    await teacherClient.next((m) => m.type === 'waiting_room' && m.waitingRoom.length === 1);
    teacherClient.send({ type: 'admit', peerId: students[0].id });
    await student.next('state');
    teacherClient.send({ type: 'remove', peerId: students[0].id });
    await student.next('removed');
    expect((await student.closed).code).toBe(4403);
    const gone = await teacherClient.next((m) => m.type === 'participant' && m.participant.state === 'removed');
    expect(gone.participant.peerId).toBe(students[0].id);

    const again = await joinToken(t.app, students[0], cls.uid);
    expect(again.code).toBe('removed_from_class');
    expect(again.errors?.[0].message).toBe('You were removed from this class and cannot rejoin it.');
    const reused = await RoomClient.connect(wsUrlOf(t.app), token).catch((error: { code: string; client: RoomClient }) => error);
    expect((reused as { code: string }).code).toBe('removed_from_class');
    expect((await (reused as { client: RoomClient }).client.closed).code).toBe(4403);
    await classroomEventKinds(t.app, cls.id, (kinds) => expect(kinds.sort()).toEqual(['admitted', 'joined', 'joined', 'left', 'removed']));
    teacherClient.close();
  });

  it('lets an observer in silently unless the teacher opted out', async () => {
    const { teacher, students, cls } = await classroomFixture(t.app, { startsInMinutes: 1, students: 1 });
    const observer = await buildAdmin(t.app);
    const teacherClient = await enter(t.app, teacher, cls.uid);
    const watching = await enter(t.app, observer, cls.uid);
    expect(watching.welcome).toMatchObject({
      role: 'observer',
      self: { state: 'in_class', role: 'observer' },
      permissions: { chat: false },
    });
    expect(watching.welcome?.participants.map((p: { peerId: string }) => p.peerId).sort()).toEqual(
      [teacher.id, students[0].id, observer.id].sort(),
    );
    // Nobody else is told.
    teacherClient.send({ type: 'ping', t: 1 });
    await teacherClient.next('pong');
    expect(teacherClient.received.filter((m) => m.type === 'participant' && m.participant.peerId === observer.id)).toEqual([]);
    expect(await t.app.db.select().from(classroomEvents).where(eq(classroomEvents.userId, observer.id))).toEqual([]);
    watching.close();

    await t.app.db.update(teacherProfiles).set({ observationOptOut: true }).where(eq(teacherProfiles.userId, teacher.id));
    expect((await joinToken(t.app, observer, cls.uid)).code).toBe('observation_opted_out');
    teacherClient.close();
  });

  it('closes a socket with a bad token (link expired) or without hello', async () => {
    const bad = await RoomClient.connect(wsUrlOf(t.app), 'not-a-token').catch((error: { code: string; client: RoomClient }) => error);
    expect((bad as { code: string }).code).toBe('link_expired');
    expect((await (bad as { client: RoomClient }).client.closed).code).toBe(4401);
    const silent = await RoomClient.open(wsUrlOf(t.app));
    silent.send({ type: 'ask_to_join' });
    expect((await silent.closed).code).toBe(4401);
  });

  it('expires tokens after 10 minutes', async () => {
    const { students, cls } = await classroomFixture(t.app, { startsInMinutes: 1 });
    const { data } = await joinToken(t.app, students[0], cls.uid);
    t.clock.advance(11 * MINUTE);
    try {
      const late = await RoomClient.connect(wsUrlOf(t.app), data!.joinClassroom.token).catch((error: { code: string }) => error);
      expect((late as { code: string }).code).toBe('link_expired');
    } finally {
      t.clock.advance(-11 * MINUTE);
    }
  });
});
