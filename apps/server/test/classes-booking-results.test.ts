import { beforeAll, describe, expect, it } from 'vitest';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildCatalogue, buildClass, buildStudent, buildTeacher, type Catalogue, HOUR, type TestUser } from './factories/index.ts';

const { app, clock } = await buildTestApp();

const RESULTS = `query Results($filter: BookingFilter!) {
  bookingResults(filter: $filter) {
    from to module { id totalClasses }
    options { key isExisting startDate type timeOfDay availableSeats lesson { id number } class { uid } teacher { firstName } }
  }
}`;

interface Option {
  key: string;
  isExisting: boolean;
  startDate: string;
  type: string;
  timeOfDay: string;
  availableSeats: number;
  lesson: { id: string; number: number };
  class: { uid: string } | null;
}

let catalogue: Catalogue;
let student: TestUser;
let teacherId: string;
// Monday 4 May 2026, 09:12 Berlin-summer time is UTC+2.
const now = new Date('2026-05-04T07:12:00Z');
const from = new Date('2026-05-03T22:00:00Z'); // Monday 00:00 Berlin
const to = new Date('2026-05-10T22:00:00Z'); // next Monday 00:00 Berlin

async function results(filter: Record<string, unknown>): Promise<Option[]> {
  const res = await gql<{ bookingResults: { options: Option[] } }>(app, student, RESULTS, {
    filter: { from: from.toISOString(), to: to.toISOString(), ...filter },
  });
  expect(res.errors).toBeUndefined();
  return res.data!.bookingResults.options;
}

beforeAll(async () => {
  clock.set(now);
  catalogue = await buildCatalogue(app, { lessons: 4 });
  teacherId = (await buildTeacher(app, catalogue)).id;
  student = await buildStudent(app, { group: 5, catalogue });
});

describe('bookingResults', () => {
  it("offers existing classes with seats and new slots for the student's next lesson, 48 h ahead, 06-22 local", async () => {
    const existing = await buildClass(app, { catalogue, lessonIndex: 2, startAt: new Date('2026-05-05T16:00:00Z'), teacherId });
    await buildClass(app, { catalogue, startAt: new Date('2026-05-04T05:00:00Z'), teacherId }); // already started
    const options = await results({});
    const old = options.filter((o) => o.isExisting);
    expect(old.map((o) => o.key)).toEqual([`class:${existing.uid}`]);
    expect(old[0]).toMatchObject({ availableSeats: 5, timeOfDay: 'evening', class: { uid: existing.uid } });
    const fresh = options.filter((o) => !o.isExisting);
    expect(fresh.length).toBeGreaterThan(0);
    expect(new Set(fresh.map((o) => o.lesson.number))).toEqual(new Set([1]));
    for (const o of fresh) {
      const start = new Date(o.startDate);
      expect(start.getTime()).toBeGreaterThanOrEqual(now.getTime() + 48 * HOUR);
      expect(start.getUTCMinutes()).toBe(0);
      const berlinHour = (start.getUTCHours() + 2) % 24;
      expect(berlinHour).toBeGreaterThanOrEqual(6);
      expect(berlinHour).toBeLessThanOrEqual(21);
      expect(o.key).toBe(`new:${o.lesson.id}:${o.startDate}:${o.type}`);
    }
    // Group and private for every free hour: bounded by the week, not by the data.
    expect(fresh.length).toBeLessThanOrEqual(7 * 16 * 2);
  });

  it('filters by time of day, class type and lesson', async () => {
    const mornings = await results({ timesOfDay: ['morning'], type: 'group' });
    expect(mornings.length).toBeGreaterThan(0);
    expect(mornings.every((o) => o.timeOfDay === 'morning' && o.type === 'group')).toBe(true);
    const lesson3 = await results({ lessonId: catalogue.lessonIds[2] });
    expect(lesson3.every((o) => o.lesson.number === 3)).toBe(true);
    expect(lesson3.some((o) => o.isExisting)).toBe(true);
    const privateOnly = await results({ type: 'individual' });
    expect(privateOnly.every((o) => o.type === 'individual' && o.availableSeats === 1)).toBe(true);
  });

  it('leaves out skipped lessons, and then offers the next lesson for new classes', async () => {
    await gql(app, student, 'mutation($id: ID!) { skipLesson(lessonId: $id) { id } }', { id: catalogue.lessonIds[0] });
    await gql(app, student, 'mutation($id: ID!) { skipLesson(lessonId: $id) { id } }', { id: catalogue.lessonIds[2] });
    const options = await results({});
    expect(options.some((o) => o.lesson.number === 1 || o.lesson.number === 3)).toBe(false);
    expect(new Set(options.map((o) => o.lesson.number))).toEqual(new Set([2]));
    await gql(app, student, 'mutation($id: ID!) { activateLesson(lessonId: $id) { id } }', { id: catalogue.lessonIds[2] });
    expect((await results({})).some((o) => o.lesson.number === 3 && o.isExisting)).toBe(true);
  });

  it('drops hours where the student already has a class or the slot is full', async () => {
    const busy = new Date('2026-05-07T08:00:00Z');
    const booked = await buildClass(app, { catalogue, lessonIndex: 3, startAt: busy, teacherId });
    expect(
      (await gql(app, student, 'mutation($uid: ID!) { bookClass(input: { classUid: $uid }) { appointment { id } } }', { uid: booked.uid }))
        .errors,
    ).toBeUndefined();
    const full = new Date('2026-05-07T10:00:00Z');
    for (const lessonIndex of [0, 2, 3]) await buildClass(app, { catalogue, lessonIndex, startAt: full, teacherId, type: 'individual' });
    const starts = new Set((await results({})).filter((o) => !o.isExisting).map((o) => o.startDate));
    expect(starts.has(busy.toISOString())).toBe(false);
    expect(starts.has(full.toISOString())).toBe(false);
    expect(starts.has('2026-05-07T09:00:00.000Z')).toBe(true);
  });

  it('lists the lessons of the options once, by number, each option naming its own by lessonId (decision 125)', async () => {
    await buildClass(app, { catalogue, lessonIndex: 3, startAt: new Date('2026-05-07T14:00:00Z'), teacherId });
    const res = await gql<{
      bookingResults: { lessons: { id: string; number: number }[]; options: { lessonId: string; lesson: { id: string } }[] };
    }>(
      app,
      student,
      'query($filter: BookingFilter!) { bookingResults(filter: $filter) { lessons { id number } options { lessonId lesson { id } } } }',
      {
        filter: { from: from.toISOString(), to: to.toISOString() },
      },
    );
    expect(res.errors).toBeUndefined();
    const { lessons, options } = res.data!.bookingResults;
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(o.lessonId).toBe(o.lesson.id);
    const ids = lessons.map((l) => l.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(options.map((o) => o.lessonId)));
    expect(lessons.length).toBeGreaterThan(1);
    expect(lessons.map((l) => l.number)).toEqual([...lessons.map((l) => l.number)].sort((a, b) => a - b));
  });

  it('refuses a range longer than 14 days', async () => {
    const res = await gql(app, student, RESULTS, {
      filter: { from: from.toISOString(), to: new Date(from.getTime() + 16 * 24 * HOUR).toISOString() },
    });
    expect(res.code).toBe('validation_failed');
  });
});
