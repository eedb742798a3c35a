import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { vi } from 'vitest';
import { appointments, classes, classroomEvents } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildCatalogue, buildClass, buildStudent, buildTeacher, type TestUser } from './factories/index.ts';

// biome-ignore lint/suspicious/noExplicitAny: protocol messages are checked field by field in the tests
export type Msg = Record<string, any>;

const WAIT_MS = 5_000;

/**
 * A classroom WebSocket client for tests (docs/api/classroom.md §3): keeps every message it
 * receives and lets a test wait for the next one of a type, without sleeping.
 */
export class RoomClient {
  readonly received: Msg[] = [];
  private cursor = 0;
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  welcome: Msg | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.received.push(JSON.parse(data.toString()) as Msg);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  /** Opens a socket and sends hello; resolves with the welcome (or rejects with the error/close). */
  static async connect(url: string, token: string): Promise<RoomClient> {
    const client = await RoomClient.open(url);
    client.send({ type: 'hello', token });
    const first = await client.next((m) => m.type === 'welcome' || m.type === 'error');
    if (first.type === 'error') throw Object.assign(new Error(first.code), { code: first.code, client });
    client.welcome = first;
    return client;
  }

  static async open(url: string): Promise<RoomClient> {
    const ws = new WebSocket(url);
    const client = new RoomClient(ws);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return client;
  }

  send(message: Msg): void {
    this.ws.send(JSON.stringify(message));
  }

  /** The next not yet consumed message matching `match` (a type name or a predicate). */
  async next(match: string | ((m: Msg) => boolean), timeoutMs = WAIT_MS): Promise<Msg> {
    const test = typeof match === 'string' ? (m: Msg) => m.type === match : match;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      for (let i = this.cursor; i < this.received.length; i++) {
        if (test(this.received[i])) {
          const found = this.received[i];
          this.received.splice(i, 1);
          return found;
        }
      }
      const left = deadline - Date.now();
      if (left <= 0 || this.ws.readyState === WebSocket.CLOSED) {
        throw new Error(
          `no message matching ${typeof match === 'string' ? match : 'predicate'}; got ${JSON.stringify(this.received.map((m) => m.type))}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Sends a message and waits for the answer matching `match`. */
  async request(message: Msg, match: string | ((m: Msg) => boolean)): Promise<Msg> {
    this.send(message);
    return this.next(match);
  }

  /** Whether a message of this type arrived (without waiting). */
  has(type: string): boolean {
    return this.received.some((m) => m.type === type);
  }

  drain(): void {
    this.received.length = 0;
  }

  close(): void {
    this.ws.close();
  }
}

export function wsUrlOf(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening');
  return `ws://127.0.0.1:${address.port}/api/classroom/ws`;
}

export const JOIN = 'mutation($uid: ID!) { joinClassroom(classUid: $uid) { token role classUid websocketPath iceServers endsAt isDemo } }';

export async function joinToken(app: FastifyInstance, who: TestUser | string, classUid: string) {
  const result = await gql<{ joinClassroom: { token: string; role: string } }>(app, who, JOIN, { uid: classUid });
  return result;
}

/** Joins and connects; throws when the join is refused. */
export async function enter(app: FastifyInstance, who: TestUser, classUid: string): Promise<RoomClient> {
  const result = await joinToken(app, who, classUid);
  if (!result.data) throw new Error(`join refused: ${result.code}`);
  return RoomClient.connect(wsUrlOf(app), result.data.joinClassroom.token);
}

/** A booked seat, written like booking does (appointment + seat counter). */
export async function bookSeat(app: FastifyInstance, classId: string, studentId: string): Promise<void> {
  await app.db.insert(appointments).values({ classId, studentId, status: 'booked', creditKind: 'group', createdAt: app.clock.now() });
  await app.db
    .update(classes)
    .set({ seatsTaken: sql`${classes.seatsTaken} + 1` })
    .where(eq(classes.id, classId));
}

export interface ClassroomFixture {
  teacher: TestUser;
  students: TestUser[];
  cls: Awaited<ReturnType<typeof buildClass>>;
}

/** A staffed group class starting `startsInMinutes` from now with `students` booked students. */
export async function classroomFixture(
  app: FastifyInstance,
  options: { startsInMinutes?: number; students?: number } = {},
): Promise<ClassroomFixture> {
  const catalogue = await buildCatalogue(app, { lessons: 2 });
  const teacher = await buildTeacher(app, catalogue);
  const startAt = new Date(app.clock.now().getTime() + (options.startsInMinutes ?? 2) * 60_000);
  const cls = await buildClass(app, { catalogue, startAt, teacherId: teacher.id });
  const students: TestUser[] = [];
  for (let i = 0; i < (options.students ?? 2); i++) {
    const student = await buildStudent(app, { catalogue, firstName: ['Mia', 'Ben', 'Ada', 'Eva', 'Leo'][i] });
    await bookSeat(app, cls.id, student.id);
    students.push(student);
  }
  return { teacher, students, cls };
}

/**
 * The kinds of a class's classroom events, once they include `expected`. The room publishes its
 * messages under the row lock, before the commit (decision 027), so a client can hear of an event
 * a moment before a fresh read sees its row: wait for the commit instead of reading once.
 */
export async function classroomEventKinds(app: FastifyInstance, classId: string, expected: (kinds: string[]) => void): Promise<string[]> {
  return vi.waitFor(async () => {
    const rows = await app.db.select({ kind: classroomEvents.kind }).from(classroomEvents).where(eq(classroomEvents.classId, classId));
    const kinds = rows.map((row) => row.kind);
    expected(kinds);
    return kinds;
  });
}
