import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classroomChatMessages, users } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { type Msg, RoomClient, classroomFixture, enter, joinToken, wsUrlOf } from './classroom-client.ts';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const participantIs = (peerId: string, state: string) => (m: Msg) =>
  m.type === 'participant' && m.participant.peerId === peerId && m.participant.state === state;

/** Teacher in, the students admitted (in class). */
async function classInSession(students = 2) {
  const fixture = await classroomFixture(t.app, { startsInMinutes: 1, students });
  const teacher = await enter(t.app, fixture.teacher, fixture.cls.uid);
  const clients: RoomClient[] = [];
  for (const student of fixture.students) {
    const client = await enter(t.app, student, fixture.cls.uid);
    client.send({ type: 'ask_to_join' });
    await teacher.next(participantIs(student.id, 'asking'));
    teacher.send({ type: 'admit', peerId: student.id });
    await client.next('state');
    clients.push(client);
  }
  for (const client of [teacher, ...clients]) client.drain();
  return { ...fixture, teacher, clients };
}

describe('waiting room', () => {
  it('lets the teacher admit, deny and admit all; students see only who is in class', async () => {
    const { teacher: teacherUser, students, cls } = await classroomFixture(t.app, { startsInMinutes: 1, students: 4 });
    const [mia, ben, ada, eva] = students;
    const teacher = await enter(t.app, teacherUser, cls.uid);
    expect(teacher.welcome).toMatchObject({
      type: 'welcome',
      role: 'teacher',
      permissions: { moderate: true, present: true, chat: true, deleteChat: true },
      classState: { status: 'waiting', teacherPresent: true, endReason: null },
      room: { classUid: cls.uid, title: 'Lesson 1', isDemo: false },
      waitingRoom: [],
    });
    // Booked students who have not arrived are "expected to join".
    expect(
      teacher.welcome?.participants
        .filter((p: Msg) => p.state === 'expected')
        .map((p: Msg) => p.peerId)
        .sort(),
    ).toEqual(students.map((s) => s.id).sort());

    const clients = await Promise.all(students.map((s) => enter(t.app, s, cls.uid)));
    const [miaClient, benClient, adaClient, evaClient] = clients;
    expect(miaClient.welcome).toMatchObject({
      self: { state: 'expected' },
      classState: { teacherPresent: true },
      waitingRoom: [],
      chat: [],
    });
    expect(miaClient.welcome?.participants.map((p: Msg) => p.peerId).sort()).toEqual([teacherUser.id, mia.id].sort());
    for (const client of clients) client.send({ type: 'ask_to_join' });
    await teacher.next((m) => m.type === 'waiting_room' && m.waitingRoom.length === 4);

    teacher.send({ type: 'admit', peerId: mia.id });
    const admitted = await miaClient.next('state');
    expect(admitted).toMatchObject({ self: { state: 'in_class' }, permissions: { chat: true, moderate: false } });
    teacher.send({ type: 'deny', peerId: ben.id });
    await benClient.next(participantIs(ben.id, 'denied'));
    teacher.send({ type: 'admit_all' });
    await adaClient.next('state');
    await evaClient.next('state');
    const room = await teacher.next((m) => m.type === 'waiting_room' && m.waitingRoom.length === 0);
    expect(room.waitingRoom).toEqual([]);
    // Mia sees Ada and Eva come in, and never Ben.
    await miaClient.next(participantIs(ada.id, 'in_class'));
    await miaClient.next(participantIs(eva.id, 'in_class'));
    expect(miaClient.received.some((m) => m.type === 'participant' && m.participant.peerId === ben.id)).toBe(false);
    // A student cannot moderate.
    miaClient.send({ type: 'admit', peerId: ben.id, rid: 'r1' });
    expect(await miaClient.next('error')).toMatchObject({ code: 'forbidden', rid: 'r1' });
    for (const client of [teacher, ...clients]) client.close();
  });

  it('keeps the room for a teacher who reconnects: waiting room, admitted students, slides', async () => {
    const { teacher: teacherUser, students, cls } = await classroomFixture(t.app, { startsInMinutes: 1, students: 2 });
    const teacher = await enter(t.app, teacherUser, cls.uid);
    const mia = await enter(t.app, students[0], cls.uid);
    const ben = await enter(t.app, students[1], cls.uid);
    mia.send({ type: 'ask_to_join' });
    await teacher.next(participantIs(students[0].id, 'asking'));
    teacher.send({ type: 'admit', peerId: students[0].id });
    await mia.next('state');
    teacher.send({ type: 'start_class' });
    teacher.send({ type: 'presentation_open', pageCount: 12 });
    teacher.send({ type: 'presentation_page', page: 4 });
    await mia.next((m) => m.type === 'presentation' && m.presentation.sharedPage === 4);
    ben.send({ type: 'ask_to_join' });
    await teacher.next(participantIs(students[1].id, 'asking'));

    teacher.close();
    const waiting = await mia.next((m) => m.type === 'class_state' && m.classState.teacherPresent === false);
    expect(waiting.classState.status).toBe('started');

    const back = await enter(t.app, teacherUser, cls.uid);
    expect(back.welcome).toMatchObject({
      classState: { status: 'started', teacherPresent: true },
      presentation: { active: true, page: 4, sharedPage: 4, pageCount: 12, mode: 'presenting' },
      waitingRoom: [{ peerId: students[1].id, state: 'asking' }],
    });
    expect(back.welcome?.participants.find((p: Msg) => p.peerId === students[0].id)).toMatchObject({ state: 'in_class', connected: true });
    await mia.next((m) => m.type === 'class_state' && m.classState.teacherPresent === true);
    for (const client of [back, mia, ben]) client.close();
  });

  it('closes the older socket of a duplicate session and keeps the newer one', async () => {
    const { teacher, clients, students } = await classInSession(1);
    const [mia] = clients;
    const { cls } = await (async () => ({ cls: { uid: teacher.welcome!.room.classUid as string } }))();
    const second = await enter(t.app, { id: students[0].id, email: '', roles: ['student'] }, cls.uid);
    expect(second.welcome?.self.state).toBe('in_class');
    await mia.next('duplicate_session');
    expect((await mia.closed).code).toBe(4409);
    const update = await teacher.next((m) => m.type === 'participant' && m.participant.peerId === students[0].id);
    expect(update.participant.connectionId).toBe(second.welcome?.self.connectionId);
    // The older socket's close changes nothing: the student is still in class.
    second.send({ type: 'chat_send', text: 'still here' });
    expect((await teacher.next('chat_message')).message.text).toBe('still here');
    teacher.close();
    second.close();
  });
});

describe('chat', () => {
  it('persists messages, lets the teacher delete one (the student is told), and keeps the log', async () => {
    const { teacher, clients, cls, teacher: _t, ...rest } = await classInSession(2);
    const [mia, ben] = clients;
    mia.send({ type: 'chat_send', text: '  Hello everyone!  ', clientId: 'c1' });
    const atTeacher = await teacher.next('chat_message');
    expect(atTeacher.message).toMatchObject({ text: 'Hello everyone!', authorName: 'Mia K.', authorRole: 'student', deletedAt: null });
    expect((await mia.next('chat_message')).clientId).toBe('c1');
    await ben.next('chat_message');
    teacher.send({ type: 'chat_send', text: 'Welcome!' });
    await mia.next((m) => m.type === 'chat_message' && m.message.text === 'Welcome!');

    teacher.send({ type: 'chat_delete', messageId: atTeacher.message.id });
    expect(await mia.next('chat_deleted')).toEqual({ type: 'chat_deleted', messageId: atTeacher.message.id, peerId: rest.students[0].id });
    await ben.next('chat_deleted');
    mia.send({ type: 'chat_delete', messageId: atTeacher.message.id, rid: 'x' });
    expect((await mia.next('error')).code).toBe('forbidden');
    mia.send({ type: 'chat_send', text: '   ' });
    expect((await mia.next('error')).code).toBe('invalid_request');

    const [row] = await t.app.db.select().from(classroomChatMessages).where(eq(classroomChatMessages.id, atTeacher.message.id));
    expect(row.deletedAt).not.toBeNull();
    expect(row.text).toBe('Hello everyone!');

    // A student admitted later sees the history (the deleted message without its text).
    const history = await gql<{ classroomChatHistory: Msg[] }>(
      t.app,
      rest.students[1],
      `query($uid: ID!) { classroomChatHistory(classUid: $uid) { text deletedAt authorName } }`,
      {
        uid: cls.uid,
      },
    );
    expect(history.data?.classroomChatHistory).toMatchObject([
      { text: '', authorName: 'Mia K.' },
      { text: 'Welcome!', deletedAt: null },
    ]);

    teacher.send({ type: 'end_class' });
    expect(await mia.next('class_ended')).toMatchObject({ reason: 'ended_by_host' });
    expect((await mia.closed).code).toBe(4410);
    expect((await teacher.closed).code).toBe(4410);
    // After class: the log stays readable, nobody can add to it.
    const after = await gql<{ classroomChatHistory: Msg[] }>(
      t.app,
      rest.students[0],
      `query($uid: ID!) { classroomChatHistory(classUid: $uid) { text } }`,
      {
        uid: cls.uid,
      },
    );
    expect(after.data?.classroomChatHistory).toHaveLength(2);
    expect((await joinToken(t.app, rest.students[0], cls.uid)).code).toBe('class_has_ended');
    const log = await t.app.inject({
      url: `/api/classroom/classes/${cls.uid}/chat.txt`,
      headers: { cookie: await cookieOf(rest.students[0]) },
    });
    expect(log.statusCode).toBe(200);
    expect(log.body).toContain('Tom L.: Welcome!');
    expect(log.body).toContain('Mia K.: (message deleted)');
    // In the reader's saved language (issue 21).
    await t.app.db.update(users).set({ locale: 'de' }).where(eq(users.id, rest.students[0].id));
    const german = await t.app.inject({
      url: `/api/classroom/classes/${cls.uid}/chat.txt`,
      headers: { cookie: await cookieOf(rest.students[0]) },
    });
    expect(german.body).toContain('Mia K.: (Nachricht gelöscht)');
  });
});

describe('presentation, annotations and screen share', () => {
  it('syncs pages for everyone, pauses for students, and relays strokes live', async () => {
    const { teacher, clients, students, cls } = await classInSession(2);
    const [mia, ben] = clients;
    teacher.send({ type: 'presentation_open', pageCount: 8 });
    expect((await mia.next('presentation')).presentation).toMatchObject({
      active: true,
      page: 1,
      sharedPage: 1,
      presenterPeerId: expect.any(String),
    });
    teacher.send({ type: 'presentation_page', page: 2 });
    expect((await ben.next((m) => m.type === 'presentation' && m.presentation.page === 2)).presentation.sharedPage).toBe(2);
    teacher.send({ type: 'presentation_mode', mode: 'paused' });
    teacher.send({ type: 'presentation_page', page: 5 });
    const paused = await mia.next((m) => m.type === 'presentation' && m.presentation.page === 5);
    expect(paused.presentation).toMatchObject({ mode: 'paused', sharedPage: 2 });
    teacher.send({ type: 'presentation_mode', mode: 'presenting' });
    expect(
      (await mia.next((m) => m.type === 'presentation' && m.presentation.mode === 'presenting' && m.presentation.page === 5)).presentation
        .sharedPage,
    ).toBe(5);

    const stroke = { id: 's1', color: '#e11d48', width: 3, tool: 'pen' };
    teacher.send({
      type: 'annotation_stroke',
      page: 5,
      final: false,
      stroke: {
        ...stroke,
        points: [
          [0.1, 0.1],
          [0.2, 0.2],
        ],
      },
    });
    const live = await mia.next('annotation_stroke');
    expect(live).toMatchObject({
      page: 5,
      final: false,
      stroke: {
        id: 's1',
        points: [
          [0.1, 0.1],
          [0.2, 0.2],
        ],
      },
    });
    teacher.send({ type: 'annotation_stroke', page: 5, final: true, stroke: { ...stroke, points: [[0.3, 0.3]] } });
    expect(await ben.next((m) => m.type === 'annotation_stroke' && m.final)).toMatchObject({ stroke: { points: [[0.3, 0.3]] } });
    expect(teacher.has('annotation_stroke')).toBe(false);

    // Someone joining later gets the finished stroke whole.
    ben.close();
    await teacher.next(participantIs(students[1].id, 'left'));
    const benAgain = await enter(t.app, students[1], cls.uid);
    expect(benAgain.welcome?.self.state).toBe('in_class');
    expect(benAgain.welcome?.annotations['5']).toEqual([
      {
        ...stroke,
        peerId: teacher.welcome!.self.peerId,
        points: [
          [0.1, 0.1],
          [0.2, 0.2],
          [0.3, 0.3],
        ],
      },
    ]);
    expect(benAgain.welcome?.presentation).toMatchObject({ page: 5, sharedPage: 5 });

    teacher.send({ type: 'annotation_clear', page: 5 });
    expect(await mia.next('annotation_clear')).toEqual({ type: 'annotation_clear', page: 5 });
    mia.send({ type: 'presentation_page', page: 1 });
    expect((await mia.next('error')).code).toBe('forbidden');
    mia.send({ type: 'annotation_stroke', page: 1, final: true, stroke: { ...stroke, points: [] } });
    expect((await mia.next('error')).code).toBe('forbidden');

    // Only one of screen share or presentation: starting one asks to replace the other.
    teacher.send({ type: 'screen_share_start', rid: 'ss' });
    expect(await teacher.next('error')).toMatchObject({ code: 'replace_required', rid: 'ss', details: { active: 'presentation' } });
    teacher.send({ type: 'screen_share_start', replace: true });
    expect((await mia.next((m) => m.type === 'presentation' && !m.presentation.active)).presentation.active).toBe(false);
    expect((await mia.next('screen_share')).screenShare).toMatchObject({ peerId: teacher.welcome!.self.peerId });
    teacher.send({ type: 'screen_share_stop' });
    expect((await mia.next('screen_share')).screenShare).toBeNull();
    for (const client of [teacher, mia, benAgain]) client.close();
  });
});

describe('signalling relay', () => {
  it('relays offers, answers and candidates between peers in class, and mutes', async () => {
    const { teacher, clients, students, teacher: _t } = await classInSession(1);
    const [mia] = clients;
    const teacherId = teacher.welcome!.self.peerId as string;
    mia.send({ type: 'signal', to: teacherId, data: { kind: 'offer', sdp: 'v=0 offer' } });
    const offer = await teacher.next('signal');
    expect(offer).toEqual({
      type: 'signal',
      from: students[0].id,
      fromConnectionId: mia.welcome!.self.connectionId,
      fromRole: 'student',
      data: { kind: 'offer', sdp: 'v=0 offer' },
    });
    teacher.send({ type: 'signal', to: students[0].id, data: { kind: 'answer', sdp: 'v=0 answer' } });
    expect((await mia.next('signal')).data).toEqual({ kind: 'answer', sdp: 'v=0 answer' });
    const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host', sdpMid: '0', sdpMLineIndex: 0 };
    mia.send({ type: 'signal', to: teacherId, data: { kind: 'ice', candidate } });
    expect((await teacher.next('signal')).data.candidate).toEqual(candidate);
    mia.send({ type: 'signal', to: 'nobody', data: { kind: 'ice', candidate: null } });
    expect((await mia.next('error')).code).toBe('not_found');
    mia.send({ type: 'signal', to: teacherId, data: { kind: 'bogus' } });
    expect((await mia.next('error')).code).toBe('invalid_request');

    mia.send({ type: 'media_state', audio: true, video: true });
    await teacher.next((m) => m.type === 'participant' && m.participant.audio === true);
    teacher.send({ type: 'mute', peerId: students[0].id });
    expect(await mia.next('muted_by_teacher')).toEqual({ type: 'muted_by_teacher', by: teacherId });
    expect((await teacher.next((m) => m.type === 'participant' && m.participant.mutedByTeacher)).participant.audio).toBe(false);

    mia.send({ type: 'leave' });
    expect((await mia.closed).code).toBe(1000);
    const left = await teacher.next(participantIs(students[0].id, 'left'));
    expect(left.participant.connected).toBe(false);
    expect(await teacher.next('peer_closed')).toEqual({
      type: 'peer_closed',
      peerId: students[0].id,
      connectionId: mia.welcome!.self.connectionId,
    });
    teacher.close();
  });

  it('refuses signalling from a student still in the waiting room', async () => {
    const { teacher: teacherUser, students, cls } = await classroomFixture(t.app, { startsInMinutes: 1, students: 1 });
    const teacher = await enter(t.app, teacherUser, cls.uid);
    const waiting = await enter(t.app, students[0], cls.uid);
    waiting.send({ type: 'signal', to: teacherUser.id, data: { kind: 'offer', sdp: 'x' } });
    expect((await waiting.next('error')).code).toBe('invalid_request');
    expect(teacher.has('signal')).toBe(false);
    waiting.send('{not json' as never);
    teacher.close();
    waiting.close();
  });
});

async function cookieOf(user: { id: string; roles: string[] }): Promise<string> {
  const { loginCookies } = await import('./graphql-requests.ts');
  return loginCookies(t.app, user);
}

// Re-exported for the type checker: RoomClient and wsUrlOf are used by the helpers above.
void RoomClient;
void wsUrlOf;
