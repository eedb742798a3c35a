import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classes, studentProfiles } from '../src/db/schema/index.ts';
import { type Msg, RoomClient, classroomFixture, enter, wsUrlOf } from './classroom-client.ts';
import { buildAdmin, buildStudent } from './factories/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const JOIN = `mutation($uid: ID!, $consent: Boolean) {
  joinClassroom(classUid: $uid, audioRecordingConsent: $consent) { token role audioRecordingConsent }
}`;
const INFO = 'query($uid: ID!) { classroom(classUid: $uid) { canBeAudioRecorded audioRecordingConsent } }';
const SETTINGS = 'query { learningSettings { audioRecordingConsent } }';
const SET = 'mutation($consent: Boolean!) { setAudioRecordingConsent(consent: $consent) { audioRecordingConsent } }';

const participantIs = (peerId: string, state: string) => (m: Msg) =>
  m.type === 'participant' && m.participant.peerId === peerId && m.participant.state === state;

async function recordedClass(students = 2) {
  const fixture = await classroomFixture(t.app, { startsInMinutes: 1, students });
  await t.app.db.update(classes).set({ canBeAudioRecorded: true }).where(eq(classes.id, fixture.cls.id));
  return fixture;
}

describe('audio-recording consent: never the price of entry (issue 12 point 16)', () => {
  it('lets a student who declines join; the teacher sees "not recorded", classmates do not see the choice', async () => {
    const { teacher, students, cls } = await recordedClass();
    const [mia, ben] = students;
    const declined = await gql<{ joinClassroom: { token: string; role: string; audioRecordingConsent: boolean } }>(t.app, mia, JOIN, {
      uid: cls.uid,
      consent: false,
    });
    expect(declined.errors).toBeUndefined();
    expect(declined.data?.joinClassroom).toMatchObject({ role: 'student', audioRecordingConsent: false });
    const teacherClient = await enter(t.app, teacher, cls.uid);
    const miaClient = await RoomClient.connect(wsUrlOf(t.app), declined.data!.joinClassroom.token);
    expect(miaClient.welcome?.self).toMatchObject({ recordingConsent: false });
    miaClient.send({ type: 'ask_to_join' });
    const asking = await teacherClient.next(participantIs(mia.id, 'asking'));
    expect(asking.participant.recordingConsent).toBe(false);
    teacherClient.send({ type: 'admit', peerId: mia.id });
    await miaClient.next('state');

    const agreed = await gql<{ joinClassroom: { token: string } }>(t.app, ben, JOIN, { uid: cls.uid, consent: true });
    const benClient = await RoomClient.connect(wsUrlOf(t.app), agreed.data!.joinClassroom.token);
    benClient.send({ type: 'ask_to_join' });
    await teacherClient.next(participantIs(ben.id, 'asking'));
    teacherClient.send({ type: 'admit', peerId: ben.id });
    const benState = await benClient.next('state');
    const miaSeenByBen = benState.participants.find((p: Msg) => p.peerId === mia.id);
    expect(miaSeenByBen).toMatchObject({ state: 'in_class', recordingConsent: null });
    const benSeenByTeacher = await teacherClient.next(participantIs(ben.id, 'in_class'));
    expect(benSeenByTeacher.participant.recordingConsent).toBe(true);
    for (const c of [teacherClient, miaClient, benClient]) c.close();
  });

  it('remembers the choice per student: pre-filled next time, used when the join does not say', async () => {
    const { students, cls } = await recordedClass(1);
    const [mia] = students;
    const before = await gql<{ classroom: { audioRecordingConsent: boolean | null } }>(t.app, mia, INFO, { uid: cls.uid });
    expect(before.data?.classroom).toEqual({ canBeAudioRecorded: true, audioRecordingConsent: null });
    // Never asked: not recorded.
    const silent = await gql<{ joinClassroom: { audioRecordingConsent: boolean } }>(t.app, mia, JOIN, { uid: cls.uid });
    expect(silent.data?.joinClassroom.audioRecordingConsent).toBe(false);
    await gql(t.app, mia, JOIN, { uid: cls.uid, consent: true });
    const after = await gql<{ classroom: { audioRecordingConsent: boolean | null } }>(t.app, mia, INFO, { uid: cls.uid });
    expect(after.data?.classroom.audioRecordingConsent).toBe(true);
    const [row] = await t.app.db.select().from(studentProfiles).where(eq(studentProfiles.userId, mia.id));
    expect(row.audioRecordingConsent).toBe(true);
    const remembered = await gql<{ joinClassroom: { audioRecordingConsent: boolean } }>(t.app, mia, JOIN, { uid: cls.uid });
    expect(remembered.data?.joinClassroom.audioRecordingConsent).toBe(true);
  });

  it('gives the teacher no recording choice of their own', async () => {
    const { teacher, cls } = await recordedClass(1);
    const join = await gql<{ joinClassroom: { role: string; audioRecordingConsent: boolean | null } }>(t.app, teacher, JOIN, {
      uid: cls.uid,
      consent: false,
    });
    expect(join.data?.joinClassroom).toEqual({ token: expect.any(String), role: 'teacher', audioRecordingConsent: null });
  });
});

describe('raise hand and reactions over the room socket (issue 12 point 11)', () => {
  it('shows a raised hand to everyone until lowered by the teacher, and relays reactions without storing them', async () => {
    const { teacher, students, cls } = await classroomFixture(t.app, { startsInMinutes: 1, students: 1 });
    const [mia] = students;
    const teacherClient = await enter(t.app, teacher, cls.uid);
    const miaClient = await enter(t.app, mia, cls.uid);
    miaClient.send({ type: 'ask_to_join' });
    await teacherClient.next(participantIs(mia.id, 'asking'));
    teacherClient.send({ type: 'admit', peerId: mia.id });
    await miaClient.next('state');
    teacherClient.drain();
    miaClient.send({ type: 'raise_hand', raised: true });
    const raised = await teacherClient.next((m) => m.type === 'participant' && m.participant.handRaised === true);
    expect(raised.participant.peerId).toBe(mia.id);
    teacherClient.send({ type: 'lower_hand', peerId: mia.id });
    await miaClient.next((m) => m.type === 'participant' && m.participant.peerId === mia.id && m.participant.handRaised === false);
    miaClient.send({ type: 'reaction', emoji: 'clap' });
    expect(await teacherClient.next('reaction')).toMatchObject({ from: mia.id, emoji: 'clap' });
    miaClient.send({ type: 'reaction', emoji: 'fireworks', rid: 'r1' });
    expect(await miaClient.next('error')).toMatchObject({ code: 'invalid_request' });
    teacherClient.send({ type: 'raise_hand', raised: true, rid: 'r2' });
    expect(await teacherClient.next('error')).toMatchObject({ code: 'invalid_request', rid: 'r2' });
    for (const c of [teacherClient, miaClient]) c.close();
  });
});

describe('learning settings: audio recording in classes', () => {
  it('reads and sets the choice for the signed-in student only: another student, a teacher, an admin, anonymous', async () => {
    const { teacher } = await classroomFixture(t.app, { students: 0 });
    const owner = await buildStudent(t.app);
    const other = await buildStudent(t.app);
    expect((await gql(t.app, owner, SETTINGS)).data).toEqual({ learningSettings: { audioRecordingConsent: null } });
    expect((await gql(t.app, owner, SET, { consent: true })).data).toEqual({ setAudioRecordingConsent: { audioRecordingConsent: true } });
    expect((await gql(t.app, owner, SET, { consent: false })).data).toEqual({ setAudioRecordingConsent: { audioRecordingConsent: false } });
    // Another student changes only their own choice.
    await gql(t.app, other, SET, { consent: true });
    expect((await gql(t.app, owner, SETTINGS)).data).toEqual({ learningSettings: { audioRecordingConsent: false } });
    expect((await gql(t.app, other, SETTINGS)).data).toEqual({ learningSettings: { audioRecordingConsent: true } });
    expect((await gql(t.app, teacher, SET, { consent: true })).code).toBe('forbidden');
    expect((await gql(t.app, await buildAdmin(t.app), SET, { consent: true })).code).toBe('forbidden');
    expect((await gql(t.app, null, SET, { consent: true })).code).toBe('unauthenticated');
    expect((await gql(t.app, null, SETTINGS)).code).toBe('unauthenticated');
  });
});

describe('adminSetClassAudioRecording', () => {
  const SET_CLASS = 'mutation($uid: ID!, $on: Boolean!) { adminSetClassAudioRecording(classUid: $uid, enabled: $on) }';
  it("lets an admin only switch a class's recording: a student, the teacher, anonymous are refused", async () => {
    const { teacher, students, cls } = await classroomFixture(t.app, { students: 1 });
    expect((await gql(t.app, await buildAdmin(t.app), SET_CLASS, { uid: cls.uid, on: true })).data).toEqual({
      adminSetClassAudioRecording: true,
    });
    const [row] = await t.app.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row.canBeAudioRecorded).toBe(true);
    expect((await gql(t.app, students[0], SET_CLASS, { uid: cls.uid, on: false })).code).toBe('forbidden');
    expect((await gql(t.app, teacher, SET_CLASS, { uid: cls.uid, on: false })).code).toBe('forbidden');
    expect((await gql(t.app, null, SET_CLASS, { uid: cls.uid, on: false })).code).toBe('unauthenticated');
    expect((await gql(t.app, await buildAdmin(t.app), SET_CLASS, { uid: 'nope', on: true })).code).toBe('not_found');
  });
});
