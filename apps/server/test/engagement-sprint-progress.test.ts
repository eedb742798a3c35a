// Sprint progress on Today (issue 18, decision 091): the student's running or upcoming Sprint,
// classes attended against the plan, days left and what hurts completion; two SQL statements.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sprints } from '../src/db/schema/index.ts';
import { SUBMIT } from './class-log-requests.ts';
import { buy, credits, drainJobs } from './commerce-requests.ts';
import {
  type Catalogue,
  DAY,
  type Store,
  type TestUser,
  buildAdmin,
  buildBuyer,
  buildCatalogue,
  buildClass,
  buildStore,
  buildStudent,
  buildTeacher,
} from './factories/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';

const statements: string[] = [];
const { app, clock } = await buildTestApp({}, { onQuery: (sql) => statements.push(sql) });

const PROGRESS = `{ sprintProgress {
  sprint { id name startDate startDateInStudentTimezone durationMonths endDate hasStarted section { id } }
  phase classesPlanned classesTaken classesAwaitingLog classesBooked classesMissed classesCancelled classesCancelledLate
  classesBookedBeforeStart classesExpected daysTotal daysLeft daysUntilStart onTrack disqualified completed completable
  risks { reason count } } }`;

interface Progress {
  sprint: { id: string; name: string; startDateInStudentTimezone: string; durationMonths: number; hasStarted: boolean };
  phase: string;
  classesPlanned: number;
  classesTaken: number;
  classesBooked: number;
  daysLeft: number;
  risks: { reason: string; count: number }[];
  [field: string]: unknown;
}

async function progressOf(user: TestUser): Promise<Progress | null> {
  const res = await gql<{ sprintProgress: Progress | null }>(app, user, PROGRESS);
  expect(res.errors).toBeUndefined();
  return res.data!.sprintProgress;
}

const book = async (who: TestUser, classUid: string) => {
  const res = await gql<{ bookClass: { appointment: { id: string } } }>(
    app,
    who,
    'mutation($i: BookClassInput!) { bookClass(input: $i) { appointment { id } } }',
    { i: { classUid } },
  );
  expect(res.errors).toBeUndefined();
  return res.data!.bookClass.appointment.id;
};

async function moveTo(iso: string) {
  clock.set(new Date(iso));
  await drainJobs(app);
}

// Monday 3 May 2027 (no DST change until October). The Sprint starts on Tuesday 11 May, 00:00 in
// Berlin (22:00Z the evening before), for 4 weeks: its last Berlin day is Monday 7 June.
const START = new Date('2027-05-10T22:00:00Z');
let catalogue: Catalogue;
let store: Store;
let teacher: TestUser;
let sprinter: TestUser;
let early: TestUser;
const classAt = (iso: string, lessonIndex: number) =>
  buildClass(app, { catalogue, startAt: new Date(iso), lessonIndex, teacherId: teacher.id });

beforeAll(async () => {
  clock.set(new Date('2027-05-03T10:00:00Z'));
  catalogue = await buildCatalogue(app, { lessons: 12 });
  store = await buildStore(app, catalogue);
  teacher = await buildTeacher(app, catalogue);
  const [sprint] = await app.db
    .insert(sprints)
    .values({ slug: `s-${randomUUID()}`, sectionId: catalogue.sectionId, name: 'May Sprint', startsAt: START, durationWeeks: 4 })
    .returning();
  store.sprintId = sprint.id;
  sprinter = await buildBuyer(app, catalogue);
  await buy(app, sprinter, { variantId: store.sprint4, sprintId: store.sprintId });
  // A student with two credits left from elsewhere, who books a class before the Sprint starts.
  early = await buildBuyer(app, catalogue, 'DE', { group: 2 });
  await buy(app, early, { variantId: store.sprint4, sprintId: store.sprintId });
});

describe('sprint progress', () => {
  it('before the start, the standing banner says when the plan starts, not "choose a plan"', async () => {
    const res = await gql<{ bookingStanding: { state: string; until: string; offers: string[] } }>(
      app,
      sprinter,
      '{ bookingStanding { state until offers } }',
    );
    expect(res.data!.bookingStanding).toEqual({ state: 'starting', until: START.toISOString(), offers: [] });
    // And the purchase's notification says the credits come at the start.
    const notes = await gql<{ notifications: { contentKeys: string[]; contentValues: Record<string, unknown> }[] }>(
      app,
      sprinter,
      '{ notifications(limit: 10) { contentKeys contentValues } }',
    );
    const keys = notes.data!.notifications.map((n) => n.contentKeys[0]);
    expect(keys).toContain('sprintPurchased');
    expect(keys).not.toContain('purchaseSucceeded');
    expect(notes.data!.notifications.find((n) => n.contentKeys[0] === 'sprintPurchased')?.contentValues.startDate).toBe(
      START.toISOString(),
    );
  });

  it('before the start: upcoming, the plan, every day ahead, the first day in the student’s zone', async () => {
    const p = await progressOf(sprinter);
    expect(p).toMatchObject({
      phase: 'upcoming',
      classesPlanned: 20,
      classesTaken: 0,
      daysTotal: 28,
      daysLeft: 28,
      daysUntilStart: 8,
      onTrack: true,
      disqualified: false,
      completable: true,
      risks: [],
    });
    expect(p!.sprint).toMatchObject({ name: 'May Sprint', startDateInStudentTimezone: '2027-05-11', durationMonths: 1, hasStarted: false });
  });

  it('a class booked after the purchase for a day before the start disqualifies the Sprint', async () => {
    const before = await classAt('2027-05-06T10:00:00Z', 0);
    await book(early, before.uid);
    expect(await progressOf(early)).toMatchObject({
      disqualified: true,
      completable: false,
      classesBookedBeforeStart: 1,
      risks: [{ reason: 'booked_before_start', count: 1 }],
    });
    expect(await progressOf(sprinter)).toMatchObject({ disqualified: false });
  });

  it('running: attended, missed and cancelled classes, the days left and the pace', async () => {
    await moveTo('2027-05-11T08:00:00Z');
    expect(await credits(app, sprinter)).toMatchObject({ groupCredits: 20 });
    const first = await classAt('2027-05-11T10:00:00Z', 1);
    const second = await classAt('2027-05-12T10:00:00Z', 2);
    const third = await classAt('2027-05-13T10:00:00Z', 3);
    await book(sprinter, first.uid);
    await book(sprinter, second.uid);
    const cancelled = await book(sprinter, third.uid);
    const cancel = await gql(app, sprinter, 'mutation($id: ID!) { cancelClass(appointmentId: $id) { __typename } }', { id: cancelled });
    expect(cancel.errors).toBeUndefined();
    expect(await progressOf(sprinter)).toMatchObject({
      phase: 'running',
      classesBooked: 2,
      classesCancelled: 1,
      classesCancelledLate: 0,
      daysLeft: 28,
      risks: [{ reason: 'cancelled_classes', count: 1 }],
    });

    await moveTo('2027-05-11T11:30:00Z');
    const logFirst = await gql(app, teacher, SUBMIT, {
      input: { classUid: first.uid, attendance: [{ studentId: sprinter.id, attendance: 'attended' }] },
    });
    expect(logFirst.errors).toBeUndefined();
    await moveTo('2027-05-12T11:30:00Z');
    const logSecond = await gql(app, teacher, SUBMIT, {
      input: { classUid: second.uid, attendance: [{ studentId: sprinter.id, attendance: 'missed' }] },
    });
    expect(logSecond.errors).toBeUndefined();
    expect(await progressOf(sprinter)).toMatchObject({
      classesTaken: 1,
      classesMissed: 1,
      classesBooked: 0,
      classesExpected: 0,
      daysLeft: 27,
      onTrack: true,
      completable: true,
      risks: [
        { reason: 'missed_classes', count: 1 },
        { reason: 'cancelled_classes', count: 1 },
      ],
    });
  });

  it('days without a class put the student behind the pace', async () => {
    // Tuesday 25 May: 14 whole days gone, 20 × 14 / 28 = 10 expected, 1 taken.
    await moveTo('2027-05-25T09:00:00Z');
    const p = await progressOf(sprinter);
    expect(p).toMatchObject({ classesExpected: 10, onTrack: false, daysLeft: 14, completable: false });
    expect(p!.risks.map((r) => r.reason)).toEqual(['not_enough_days', 'missed_classes', 'cancelled_classes', 'behind_pace']);
    expect(p!.risks[0]).toEqual({ reason: 'not_enough_days', count: 19 - 14 });
  });

  it('costs two statements (plus the session) however many classes; null without a Sprint and after it', async () => {
    const cookie = await loginCookies(app, sprinter);
    app.sessionCache.clear();
    const before = statements.length;
    expect((await gql(app, cookie, PROGRESS)).errors).toBeUndefined();
    expect(statements.length - before).toBeLessThanOrEqual(3);

    const flex = await buildBuyer(app, catalogue);
    await buy(app, flex, { variantId: store.flex4 });
    expect(await progressOf(flex)).toBeNull();
    expect(await progressOf(await buildStudent(app))).toBeNull();
    await moveTo(new Date(START.getTime() + 28 * DAY).toISOString());
    expect(await progressOf(sprinter)).toBeNull();
  });
});

describe('access', () => {
  it('students read their own Sprint only; teachers and admins are refused; anonymous is asked to log in', async () => {
    // Another student asking gets their own answer (none), never the sprinter's.
    expect(await progressOf(await buildBuyer(app, catalogue))).toBeNull();
    expect((await gql(app, teacher, PROGRESS)).code).toBe('forbidden');
    expect((await gql(app, await buildAdmin(app), PROGRESS)).code).toBe('forbidden');
    expect((await gql(app, null, PROGRESS)).code).toBe('unauthenticated');
  });
});
