import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, courses } from '../src/db/schema/index.ts';
import { createCourse } from '../src/modules/teacher-booking/course-setup.ts';
import { loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { type GraphQLBody, fetchGraphql, injectGraphql, tally } from './race-requests.ts';
import { type ServerProcess, type TwoNodes, startTwoNodes } from './server-process.ts';
import { bookedClass } from './teacher-booking-support.ts';
import { buildCatalogue, buildTeacher } from './factories/index.ts';

/**
 * Commitment races with real concurrent requests (ARCHITECTURE convention 4): 20 teachers
 * commit to one class at once, in one process, over real HTTP sockets, and split across two
 * server processes on one PostgreSQL database. Exactly one wins; the others are told the class
 * is taken, and the class row holds the winner.
 */

const RACE_TIMEOUT = 60_000;
const TEACHERS = 20;
const COMMIT = 'mutation Commit($classUid: ID!) { commitToClass(classUid: $classUid) { uid statusByTeacher } }';
const BOOK_COURSE = 'mutation Book($courseId: ID!) { bookCourse(courseId: $courseId) { bookedClasses { uid } } }';

type Send = (
  index: number,
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ status: number; body: GraphQLBody }>;

function outcome(result: { status: number; body: GraphQLBody }, field: string): string {
  const error = result.body.errors?.[0];
  if (error) return error.extensions?.code ?? `no code: ${error.message}`;
  return result.status === 200 && result.body.data?.[field] ? 'ok' : `http ${result.status}`;
}

async function raceForOneClass(app: FastifyInstance, send: Send) {
  const catalogue = await buildCatalogue(app);
  const klass = await bookedClass(app, catalogue, {
    startAt: new Date(Math.ceil((app.clock.now().getTime() + 72 * 3_600_000) / 3_600_000) * 3_600_000),
    students: 3,
  });
  const teachers = await Promise.all(Array.from({ length: TEACHERS }, () => buildTeacher(app, catalogue)));
  const cookies = await Promise.all(teachers.map((t) => loginCookies(app, t)));

  const results = await Promise.all(cookies.map((cookie, i) => send(i, cookie, COMMIT, { classUid: klass.uid })));

  const outcomes = results.map((r) => outcome(r, 'commitToClass'));
  expect(tally(outcomes)).toEqual({ ok: 1, class_already_taken: TEACHERS - 1 });
  const winner = teachers[outcomes.indexOf('ok')];
  const [row] = await app.db.select().from(classes).where(eq(classes.id, klass.id));
  expect(row.teacherId).toBe(winner.id);
  expect(row.confirmedAt).not.toBeNull();
  expect(row.seatsTaken).toBe(3);
}

async function raceForOneCourse(app: FastifyInstance, send: Send) {
  const catalogue = await buildCatalogue(app, { lessons: 4 });
  const now = app.clock.now();
  const created = await app.db.transaction((tx) =>
    createCourse(
      tx,
      {
        code: `RACE-${catalogue.moduleId}`,
        name: 'Race course',
        sectionId: catalogue.sectionId,
        moduleIds: [catalogue.moduleId],
        material: 'Race material',
        studentsCount: 4,
        feedbackRequired: false,
        courseTimes: [{ dayOfWeek: 'monday', hour: 9 }],
        timezone: 'Europe/Berlin',
        startDate: new Date(now.getTime() + 7 * 86_400_000).toISOString().slice(0, 10),
        endDate: new Date(now.getTime() + 35 * 86_400_000).toISOString().slice(0, 10),
      },
      now,
    ),
  );
  const teachers = await Promise.all(Array.from({ length: 10 }, () => buildTeacher(app, catalogue, { canTeachSpecialized: true })));
  const cookies = await Promise.all(teachers.map((t) => loginCookies(app, t)));
  const results = await Promise.all(cookies.map((cookie, i) => send(i, cookie, BOOK_COURSE, { courseId: created!.courseId })));
  const outcomes = results.map((r) => outcome(r, 'bookCourse'));
  expect(tally(outcomes)).toEqual({ ok: 1, course_no_longer_available: 9 });
  const winner = teachers[outcomes.indexOf('ok')];
  const [course] = await app.db.select().from(courses).where(eq(courses.id, created!.courseId));
  expect(course.teacherId).toBe(winner.id);
  const staffed = await app.db.select({ teacherId: classes.teacherId }).from(classes).where(eq(classes.courseId, created!.courseId));
  expect(staffed.length).toBeGreaterThan(0);
  expect(staffed.every((c) => c.teacherId === winner.id)).toBe(true);
}

const test = await buildTestApp();

describe('commitment races in one process', () => {
  it(
    '20 teachers commit to one class at once: exactly one wins',
    async () => {
      await raceForOneClass(test.app, (_i, cookie, query, variables) => injectGraphql(test.app, cookie, query, variables));
    },
    RACE_TIMEOUT,
  );

  it(
    'the same race over real HTTP sockets',
    async () => {
      const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
      await raceForOneClass(test.app, (_i, cookie, query, variables) => fetchGraphql(address, cookie, query, variables));
      await raceForOneCourse(test.app, (_i, cookie, query, variables) => fetchGraphql(address, cookie, query, variables));
    },
    RACE_TIMEOUT,
  );
});

describe.skipIf(!process.env.DATABASE_URL)('commitment races across two server processes on one PostgreSQL', () => {
  let app: FastifyInstance;
  let servers: ServerProcess[] = [];
  let nodes: TwoNodes | undefined;

  beforeAll(async () => {
    nodes = await startTwoNodes({ label: 'teacher-race-two-nodes' });
    ({ app, servers } = nodes);
  }, RACE_TIMEOUT);

  afterAll(() => nodes?.close(), RACE_TIMEOUT);

  const twoNodes: Send = (i, cookie, query, variables) => fetchGraphql(servers[i % 2].baseUrl, cookie, query, variables);

  it(
    '20 teachers commit to one class across two nodes: exactly one wins',
    async () => {
      await raceForOneClass(app, twoNodes);
    },
    RACE_TIMEOUT,
  );

  it(
    '10 teachers book one course across two nodes: exactly one gets it',
    async () => {
      await raceForOneCourse(app, twoNodes);
    },
    RACE_TIMEOUT,
  );
});
