import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/identity/password.service.ts';
import { buildTestApp } from './helper.ts';
import { cookieHeader, login } from './identity-requests.ts';
import { auditGrants, classSeats, mintSessionCookies, unpaidBookings } from './race-checks.ts';
import { BOOK_CLASS, CREDITS_INFO, type GraphQLBody, fetchGraphql, injectGraphql, outcomeOf, tally } from './race-requests.ts';
import { type ServerProcess, type TwoNodes, startTwoNodes } from './server-process.ts';
import {
  DAY,
  type FactoryApp,
  HOUR,
  STRONG_PASSWORD,
  buildBookedSeats,
  buildCatalogue,
  buildClass,
  buildCredits,
  buildStudents,
} from './factories/index.ts';

/**
 * Booking races with real concurrent requests (ARCHITECTURE convention 4, issue 3
 * "Concurrency and scale"). The fixtures are plain rows; the requests go through the
 * GraphQL contract's bookClass, in process, over real HTTP, and split across two server
 * processes on one PostgreSQL database.
 */

const RACE_TIMEOUT = 60_000;
const CONCURRENT_STUDENTS = 200;
const PARALLEL_BOOKINGS = 20;

/** Where a scenario runs: the database to check, an app to mint sessions with, and how a request travels. */
interface RaceTarget {
  db: Db;
  app: FastifyInstance;
  send(index: number, cookie: string, query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: GraphQLBody }>;
  /** The Cookie header of a signed-in student. */
  signIn(student: { id: string; email: string }): Promise<string>;
}

const passwordHash = await hashPassword(STRONG_PASSWORD);

/** The rows are written at one instant, straight into the database the target checks. */
function rowsAt(db: Db, now: Date): FactoryApp {
  return { db, clock: { now: () => now } };
}

/** A round-hour start `days` days from now (so no 48-hour or same-day rule gets in the way). */
function daysAhead(now: Date, days: number): Date {
  return new Date(Math.floor((now.getTime() + days * DAY) / HOUR) * HOUR);
}

/** (a) 200 students, one credit each, race for the last 2 seats of a group class (capacity 5, 3 taken). */
async function raceForLastSeats(target: RaceTarget) {
  const { db, app } = target;
  const now = app.clock.now();
  const rows = rowsAt(db, now);
  const catalogue = await buildCatalogue(rows, { lessons: 1 });
  const klass = await buildClass(rows, { catalogue, startAt: daysAhead(now, 7) });
  const occupants = await buildStudents(rows, catalogue, 3, { passwordHash });
  await buildBookedSeats(
    rows,
    klass.id,
    occupants.map((s) => s.id),
  );
  const students = await buildStudents(rows, catalogue, CONCURRENT_STUDENTS, { passwordHash });
  await buildCredits(
    rows,
    students.map((s) => s.id),
    { amount: 1, expiresInDays: 365 },
  );
  const cookies = await mintSessionCookies(app, students);

  const results = await Promise.all(cookies.map((cookie, i) => target.send(i, cookie, BOOK_CLASS, { classUid: klass.uid })));

  const outcomes = results.map((r) => outcomeOf(r.status, r.body));
  expect(tally(outcomes)).toEqual({ ok: 2, class_is_full: CONCURRENT_STUDENTS - 2 });
  expect(await classSeats(db, klass.id)).toEqual({ seatsTaken: 5, capacity: 5, booked: 5 });

  const winners = new Set(students.filter((_, i) => outcomes[i] === 'ok').map((s) => s.id));
  const audit = await auditGrants(
    db,
    students.map((s) => s.id),
  );
  expect(audit).toHaveLength(CONCURRENT_STUDENTS);
  for (const grant of audit) {
    expect(grant.granted).toBe(grant.amount);
    expect(grant.amount + grant.movements).toBe(grant.remaining);
    expect(grant.remaining).toBeGreaterThanOrEqual(0);
  }
  // Exactly the two winners paid, one credit each; nobody who was refused lost one.
  for (const grant of audit) {
    expect(grant.remaining).toBe(winners.has(grant.studentId) ? 0 : 1);
    expect(grant.bookingRows).toBe(winners.has(grant.studentId) ? 1 : 0);
  }
  expect(
    await unpaidBookings(
      db,
      students.map((s) => s.id),
    ),
  ).toBe(0);
}

/** (b) One student with 3 group credits (two grants, FIFO by expiry) fires 20 bookings of 20 classes at once. */
async function raceOneStudentsCredits(target: RaceTarget) {
  const { db, app } = target;
  const now = app.clock.now();
  const rows = rowsAt(db, now);
  const catalogue = await buildCatalogue(rows, { lessons: PARALLEL_BOOKINGS });
  const [student] = await buildStudents(rows, catalogue, 1, { passwordHash });
  await buildCredits(rows, [student.id], { amount: 2, expiresInDays: 200 });
  await buildCredits(rows, [student.id], { amount: 1, expiresInDays: 365 });
  // Different lessons on different days: only the credits can stop these bookings.
  const targets = [];
  for (let i = 0; i < PARALLEL_BOOKINGS; i++) {
    targets.push(await buildClass(rows, { catalogue, lessonIndex: i, startAt: daysAhead(now, 3 + i) }));
  }
  const cookie = await target.signIn(student);

  const results = await Promise.all(targets.map((klass, i) => target.send(i, cookie, BOOK_CLASS, { classUid: klass.uid })));

  expect(tally(results.map((r) => outcomeOf(r.status, r.body)))).toEqual({ ok: 3, not_enough_credits: PARALLEL_BOOKINGS - 3 });
  const audit = await auditGrants(db, [student.id]);
  expect(audit).toHaveLength(2);
  for (const grant of audit) {
    // The ledger reconciles: opening row = amount, and amount + every later movement = remaining >= 0.
    expect(grant.granted).toBe(grant.amount);
    expect(grant.amount + grant.movements).toBe(grant.remaining);
    expect(grant.remaining).toBe(0);
  }
  expect(audit.reduce((sum, g) => sum + g.bookingRows, 0)).toBe(3);
  expect(await unpaidBookings(db, [student.id])).toBe(0);
  const seats = await Promise.all(targets.map((klass) => classSeats(db, klass.id)));
  for (const seat of seats) expect(seat.seatsTaken).toBe(seat.booked);
  expect(seats.reduce((sum, s) => sum + s.booked, 0)).toBe(3);

  const credits = await target.send(0, cookie, CREDITS_INFO);
  expect(credits.body.errors).toBeUndefined();
  expect(credits.body.data?.creditsInfo).toEqual({ groupCredits: 0 });
}

const test = await buildTestApp();

describe('booking races in one process', () => {
  function inProcess(): RaceTarget {
    return {
      db: test.app.db,
      app: test.app,
      send: (_i, cookie, query, variables) => injectGraphql(test.app, cookie, query, variables),
      // This student signs in through the real login route (argon2 verify and all).
      signIn: async (student) => {
        const res = await login(test.app, student.email, STRONG_PASSWORD);
        if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
        return cookieHeader(res);
      },
    };
  }

  it(
    '200 students race for the last 2 seats: exactly 2 win, 198 get class_is_full',
    async () => {
      await raceForLastSeats(inProcess());
    },
    RACE_TIMEOUT,
  );

  it(
    '20 parallel bookings with 3 credits: exactly 3 win, the ledger reconciles',
    async () => {
      await raceOneStudentsCredits(inProcess());
    },
    RACE_TIMEOUT,
  );

  it(
    'the last-seats race over real HTTP sockets',
    async () => {
      const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
      await raceForLastSeats({
        ...inProcess(),
        send: (_i, cookie, query, variables) => fetchGraphql(address, cookie, query, variables),
      });
    },
    RACE_TIMEOUT,
  );
});

describe.skipIf(!process.env.DATABASE_URL)('booking races across two server processes on one PostgreSQL', () => {
  let app: FastifyInstance;
  let servers: ServerProcess[] = [];
  let nodes: TwoNodes | undefined;

  beforeAll(async () => {
    nodes = await startTwoNodes({ label: 'race-two-nodes' });
    ({ app, servers } = nodes);
  }, RACE_TIMEOUT);

  afterAll(() => nodes?.close(), RACE_TIMEOUT);

  function twoNodes(): RaceTarget {
    return {
      db: app.db,
      app,
      // Even requests to one node, odd to the other: both contend for the same rows.
      send: (i, cookie, query, variables) => fetchGraphql(servers[i % 2].baseUrl, cookie, query, variables),
      signIn: async (student) => (await mintSessionCookies(app, [student]))[0],
    };
  }

  it(
    '200 students race for the last 2 seats across two nodes',
    async () => {
      await raceForLastSeats(twoNodes());
    },
    RACE_TIMEOUT,
  );

  it(
    '20 parallel bookings with 3 credits across two nodes',
    async () => {
      await raceOneStudentsCredits(twoNodes());
    },
    RACE_TIMEOUT,
  );
});
