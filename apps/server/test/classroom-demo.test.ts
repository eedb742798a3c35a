import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { classroomChatMessages } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { type Msg, RoomClient, wsUrlOf } from './classroom-client.ts';
import { buildTestApp, clientHeaders, type TestApp } from './helper.ts';
import { buildStudent } from './factories/index.ts';

const MINUTE = 60_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const START_DEMO = 'mutation { startDemoClass { token classUid isDemo role endsAt presentationUrl } }';

describe('demo class', () => {
  it('lets a prospect try the classroom alone with presenter controls and the sample deck', async () => {
    const started = await gql<{ startDemoClass: Msg }>(t.app, null, START_DEMO);
    const demo = started.data!.startDemoClass;
    expect(demo).toMatchObject({ isDemo: true, role: 'student', presentationUrl: '/api/classroom/demo/presentation.pdf' });
    expect(demo.classUid).toMatch(/^demo-/);
    expect(new Date(demo.endsAt).getTime() - t.clock.now().getTime()).toBeGreaterThan(14 * MINUTE);

    const client = await RoomClient.connect(wsUrlOf(t.app), demo.token);
    expect(client.welcome).toMatchObject({
      self: { state: 'in_class', name: 'Guest' },
      permissions: { present: true, moderate: false, chat: true },
      classState: { status: 'started' },
      room: { isDemo: true, title: 'Demo class' },
    });
    client.send({ type: 'presentation_open', pageCount: 3 });
    expect((await client.next('presentation')).presentation).toMatchObject({ active: true, page: 1 });
    client.send({ type: 'chat_send', text: 'Hello?' });
    expect((await client.next('chat_message')).message.text).toBe('Hello?');
    client.send({ type: 'start_class' });
    expect((await client.next('error')).code).toBe('forbidden');

    const info = await gql<{ classroom: Msg }>(t.app, null, 'query($uid: ID!) { classroom(classUid: $uid) { isDemo roomStatus title } }', {
      uid: demo.classUid,
    });
    expect(info.data?.classroom).toEqual({ isDemo: true, roomStatus: 'started', title: 'Demo class' });

    const pdf = await t.app.inject({ url: '/api/classroom/demo/presentation.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // The demo ends after 15 minutes like a class: hard stop, and its chat is not kept.
    t.clock.advance(15 * MINUTE);
    expect(await client.next('class_ended', 5_000)).toMatchObject({ reason: 'hard_stop' });
    await t.app.jobs.runDue();
    expect(await t.app.db.select().from(classroomChatMessages).where(eq(classroomChatMessages.roomId, demo.classUid))).toEqual([]);
    t.clock.reset();
  });

  it('limits demos to 5 a day per user, and lets the owner rejoin their demo', async () => {
    const student = await buildStudent(t.app);
    let last: Msg | null = null;
    for (let i = 0; i < 5; i++) {
      const ok = await gql<{ startDemoClass: Msg }>(t.app, student, START_DEMO);
      last = ok.data!.startDemoClass;
    }
    const refused = await gql(t.app, student, START_DEMO);
    expect(refused.code).toBe('start_now_use_limit_reached');
    const rejoin = await gql<{ joinClassroom: Msg }>(
      t.app,
      student,
      'mutation($uid: ID!) { joinClassroom(classUid: $uid) { token isDemo classUid } }',
      {
        uid: last!.classUid,
      },
    );
    expect(rejoin.data?.joinClassroom).toMatchObject({ isDemo: true, classUid: last!.classUid });
    const other = await buildStudent(t.app);
    expect((await gql(t.app, other, 'mutation($uid: ID!) { joinClassroom(classUid: $uid) { token } }', { uid: last!.classUid })).code).toBe(
      'not_found',
    );
  });
});

describe('network test endpoints', () => {
  it('echoes for latency, download and upload', async () => {
    const down = await t.app.inject({ url: '/api/classroom/echo?bytes=2048' });
    expect(down.statusCode).toBe(200);
    expect(down.headers['cache-control']).toBe('no-store');
    expect(down.json()).toMatchObject({ bytes: 2048, serverTime: expect.any(String) });
    expect(down.json().padding).toHaveLength(2048);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/classroom/echo',
      headers: { ...clientHeaders, 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(50_000),
    });
    expect(up.json()).toMatchObject({ received: 50_000 });
  });

  it('answers ping with the server time over the socket', async () => {
    const started = await gql<{ startDemoClass: Msg }>(t.app, null, START_DEMO);
    expect(started.errors).toBeUndefined();
    const client = await RoomClient.connect(wsUrlOf(t.app), started.data!.startDemoClass.token);
    client.send({ type: 'ping', t: 42 });
    expect(await client.next('pong')).toMatchObject({ t: 42, serverTime: expect.any(String) });
    client.close();
  });
});
