import { DEFAULT_CLASSROOM_CONFIG, type RoomState } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { classroomRooms } from '../src/db/schema/index.ts';
import { hubOf } from '../src/modules/classroom/hub-registry.ts';
import { type Msg, RoomClient, classroomFixture, enter, joinToken, wsUrlOf } from './classroom-client.ts';
import { MemoryMailer, type TestApp, buildTestApp } from './helper.ts';

/**
 * Presence expires (issue 10 point 16, docs/decisions/027): three app nodes on one database and
 * one moved clock. The node holding a student's socket dies without the socket saying goodbye;
 * the teacher, on another node, sees that student gone once nobody heard it for 30 s, while a
 * student on a third node who keeps sending heartbeats stays.
 */
let t: TestApp;
const extraNodes: FastifyInstance[] = [];
const TIMEOUT_MS = DEFAULT_CLASSROOM_CONFIG.presenceTimeoutSeconds * 1000;

/** Another app node on the same database and clock (its own hub and in-process bus). */
async function startNode(): Promise<FastifyInstance> {
  const app = await buildApp({ config: { ...t.config }, database: t.database, clock: t.clock, mailer: new MemoryMailer(), web: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  extraNodes.push(app);
  return app;
}

beforeAll(async () => {
  // With REDIS_URL the nodes share a Redis bus, as in production; without it each has its own.
  t = await buildTestApp(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {});
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  for (const app of extraNodes) await app.close().catch(() => {});
});

async function roomState(uid: string): Promise<RoomState> {
  const [row] = await t.app.db.select({ state: classroomRooms.state }).from(classroomRooms).where(eq(classroomRooms.roomId, uid));
  return row.state;
}

const participantIs = (peerId: string, state: string) => (m: Msg) =>
  m.type === 'participant' && m.participant.peerId === peerId && m.participant.state === state;

/** A ping is the heartbeat; the pong comes after it was recorded. */
const heartbeat = (client: RoomClient) => client.request({ type: 'ping' }, 'pong');

describe('classroom presence', () => {
  it('shows a participant whose node crashed as gone after 30 s, and keeps one who sends heartbeats', async () => {
    const nodeB = await startNode();
    const nodeC = await startNode();
    const { teacher: teacherUser, students, cls } = await classroomFixture(t.app, { startsInMinutes: 1, students: 2 });
    const [mia, ben] = students;
    const teacher = await enter(t.app, teacherUser, cls.uid);
    const connectTo = async (node: FastifyInstance, who: typeof mia) => {
      const { data } = await joinToken(t.app, who, cls.uid);
      return RoomClient.connect(wsUrlOf(node), data!.joinClassroom.token);
    };
    const miaClient = await connectTo(nodeB, mia);
    const benClient = await connectTo(nodeC, ben);
    await miaClient.request({ type: 'ask_to_join' }, participantIs(mia.id, 'asking'));
    await benClient.request({ type: 'ask_to_join' }, participantIs(ben.id, 'asking'));
    for (const student of [mia, ben]) {
      teacher.send({ type: 'admit', peerId: student.id });
      await teacher.next(participantIs(student.id, 'in_class'));
    }

    // Node C crashes: its sockets drop without telling the room (no disconnect command runs).
    hubOf(nodeC).disconnect = async () => {};
    await nodeC.close();
    // The admit was published before its commit: wait for the row.
    await vi.waitFor(async () =>
      expect((await roomState(cls.uid)).participants[ben.id]).toMatchObject({ state: 'in_class', connectionId: expect.any(String) }),
    );

    // 20 s later: under the timeout nobody is expired; the live ones send their heartbeats.
    t.clock.advance(20_000);
    await heartbeat(teacher);
    await heartbeat(miaClient);
    await Promise.all([hubOf(t.app).sweepPresence(cls.uid), hubOf(nodeB).sweepPresence(cls.uid)]);
    expect((await roomState(cls.uid)).participants[ben.id].connectionId).not.toBeNull();

    // 31 s after Ben was last heard: the teacher is told he is gone; Mia (heard 11 s ago) stays.
    // Without Redis each node has its own bus: a sweep by node B's ticker would expire Ben
    // without the teacher's node hearing of it. Only the teacher's node sweeps then.
    if (!process.env.REDIS_URL) hubOf(nodeB).sweepPresence = async () => 0;
    t.clock.advance(TIMEOUT_MS - 20_000 + 1_000);
    // The ticker sweeps by itself every 500 ms; a loaded machine may delay it, so sweep here too
    // (when the ticker got there first this finds nothing: the command re-checks under its lock).
    await hubOf(t.app).sweepPresence(cls.uid);
    const gone = await teacher.next(participantIs(ben.id, 'left'));
    expect(gone.participant).toMatchObject({ connected: false, connectionId: null });
    // Messages are published under the row lock, before the commit: read the state once it landed.
    const state = await vi.waitFor(async () => {
      const current = await roomState(cls.uid);
      expect(current.participants[ben.id]).toMatchObject({ state: 'left', connectionId: null });
      return current;
    });
    expect(state.participants[mia.id]).toMatchObject({ state: 'in_class', connectionId: expect.any(String) });
    expect(state.participants[teacherUser.id].connectionId).not.toBeNull();
    expect(teacher.received.some(participantIs(mia.id, 'left'))).toBe(false);

    // A teacher opening the room afresh sees the same: Ben gone, Mia there.
    const again = await enter(t.app, teacherUser, cls.uid);
    const seen = Object.fromEntries(again.welcome!.participants.map((p: Msg) => [p.peerId, p.connected]));
    expect(seen).toMatchObject({ [ben.id]: false, [mia.id]: true });
    t.clock.reset();
  });

  // The close reaches another node's socket over the shared bus only.
  it.skipIf(!process.env.REDIS_URL)(
    'cuts a silent socket still open on another live node, so its client reconnects (close 4408)',
    async () => {
      const nodeB = await startNode();
      const { teacher: teacherUser, students, cls } = await classroomFixture(t.app, { startsInMinutes: 1, students: 1 });
      const [mia] = students;
      const teacher = await enter(t.app, teacherUser, cls.uid);
      const { data } = await joinToken(t.app, mia, cls.uid);
      const miaClient = await RoomClient.connect(wsUrlOf(nodeB), data!.joinClassroom.token);
      await miaClient.request({ type: 'ask_to_join' }, participantIs(mia.id, 'asking'));
      teacher.send({ type: 'admit', peerId: mia.id });
      await teacher.next(participantIs(mia.id, 'in_class'));

      // Mia's client stops sending heartbeats (a frozen tab): the teacher's node expires her.
      t.clock.advance(TIMEOUT_MS + 1_000);
      await heartbeat(teacher);
      expect(await hubOf(t.app).sweepPresence(cls.uid)).toBe(1);
      await teacher.next(participantIs(mia.id, 'left'));
      expect((await miaClient.closed).code).toBe(4408);
      t.clock.reset();
    },
  );
});
