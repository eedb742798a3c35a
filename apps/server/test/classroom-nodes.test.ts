import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginCookies } from './graphql-requests.ts';
import { JOIN, type Msg, RoomClient, classroomFixture } from './classroom-client.ts';
import { fetchGraphql } from './race-requests.ts';
import { type ServerProcess, type TwoNodes, startTwoNodes } from './server-process.ts';
import type { TestUser } from './factories/index.ts';

const TIMEOUT = 90_000;

/**
 * The same join across two server nodes (issue 6 tests): two real server processes on one
 * PostgreSQL database and one Redis; the teacher is connected to one node, the students to the
 * other, and everything (waiting room, signalling, chat, slides, duplicate sessions) crosses.
 */
describe.skipIf(!process.env.REDIS_URL || !process.env.DATABASE_URL)('classroom across two server processes with Redis', () => {
  let app: FastifyInstance;
  let servers: ServerProcess[] = [];
  let nodes: TwoNodes | undefined;

  beforeAll(async () => {
    nodes = await startTwoNodes({ label: 'classroom-two-nodes', redisUrl: process.env.REDIS_URL!, poolSize: 5 });
    ({ app, servers } = nodes);
  }, TIMEOUT);

  afterAll(() => nodes?.close(), TIMEOUT);

  async function enterVia(server: ServerProcess, user: TestUser, classUid: string): Promise<RoomClient> {
    const { body } = await fetchGraphql(server.baseUrl, await loginCookies(app, user), JOIN, { uid: classUid });
    const token = (body.data as { joinClassroom: { token: string } } | null)?.joinClassroom.token;
    if (!token) throw new Error(`join refused: ${JSON.stringify(body.errors)}`);
    return RoomClient.connect(`${server.baseUrl.replace('http', 'ws')}/api/classroom/ws`, token);
  }

  it(
    'relays the waiting room, signalling, chat and slides between peers on different nodes',
    async () => {
      const [nodeA, nodeB] = servers;
      const { teacher: teacherUser, students, cls } = await classroomFixture(app, { startsInMinutes: 1, students: 2 });
      const [mia, ben] = students;
      const teacher = await enterVia(nodeA, teacherUser, cls.uid);
      const miaClient = await enterVia(nodeB, mia, cls.uid);
      expect(miaClient.welcome?.classState.teacherPresent).toBe(true);

      miaClient.send({ type: 'ask_to_join' });
      const asked = await teacher.next((m: Msg) => m.type === 'waiting_room' && m.waitingRoom.length === 1);
      expect(asked.waitingRoom[0].peerId).toBe(mia.id);
      teacher.send({ type: 'admit', peerId: mia.id });
      expect((await miaClient.next('state')).self.state).toBe('in_class');

      // WebRTC signalling: B → A and A → B.
      miaClient.send({ type: 'signal', to: teacherUser.id, data: { kind: 'offer', sdp: 'offer-from-b' } });
      expect(await teacher.next('signal')).toMatchObject({ from: mia.id, data: { kind: 'offer', sdp: 'offer-from-b' } });
      teacher.send({ type: 'signal', to: mia.id, data: { kind: 'answer', sdp: 'answer-from-a' } });
      expect((await miaClient.next('signal')).data).toEqual({ kind: 'answer', sdp: 'answer-from-a' });

      teacher.send({ type: 'chat_send', text: 'Hallo aus Knoten A' });
      expect((await miaClient.next('chat_message')).message.text).toBe('Hallo aus Knoten A');
      teacher.send({ type: 'presentation_open', pageCount: 6, page: 3 });
      expect((await miaClient.next('presentation')).presentation).toMatchObject({ active: true, sharedPage: 3 });
      teacher.send({
        type: 'annotation_stroke',
        page: 3,
        final: false,
        stroke: { id: 'x', color: '#000', width: 2, tool: 'pen', points: [[0.5, 0.5]] },
      });
      expect((await miaClient.next('annotation_stroke')).stroke.points).toEqual([[0.5, 0.5]]);

      // The same student opens the class on the other node: the older socket (node B) is closed.
      const miaAgain = await enterVia(nodeA, mia, cls.uid);
      expect(miaAgain.welcome?.self.state).toBe('in_class');
      await miaClient.next('duplicate_session');
      expect((await miaClient.closed).code).toBe(4409);

      // A second student on node B, admitted from node A, meets the first (now on node A).
      const benClient = await enterVia(nodeB, ben, cls.uid);
      benClient.send({ type: 'ask_to_join' });
      await teacher.next((m: Msg) => m.type === 'waiting_room' && m.waitingRoom.some((p: Msg) => p.peerId === ben.id));
      teacher.send({ type: 'admit', peerId: ben.id });
      const benState = await benClient.next('state');
      expect(benState.presentation.sharedPage).toBe(3);
      expect(benState.chat.map((c: Msg) => c.text)).toEqual(['Hallo aus Knoten A']);
      benClient.send({ type: 'signal', to: mia.id, data: { kind: 'offer', sdp: 'ben-to-mia' } });
      expect(await miaAgain.next('signal')).toMatchObject({ from: ben.id, data: { sdp: 'ben-to-mia' } });

      teacher.send({ type: 'end_class' });
      for (const client of [teacher, miaAgain, benClient]) {
        expect(await client.next('class_ended')).toMatchObject({ reason: 'ended_by_host' });
        expect((await client.closed).code).toBe(4410);
      }
    },
    TIMEOUT,
  );
});
