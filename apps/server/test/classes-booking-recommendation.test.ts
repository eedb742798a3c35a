// "Recommended for you" on the booking page (issue 12 point 5, decision 044): the student's next
// lesson at their preferred times, from the same search the booking page lists.
import { beforeAll, describe, expect, it } from 'vitest';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import {
  buildAdmin,
  buildBookedSeats,
  buildCatalogue,
  buildClass,
  buildStudent,
  buildTeacher,
  type Catalogue,
  HOUR,
  type TestUser,
} from './factories/index.ts';

const { app, clock } = await buildTestApp();
let teacher: TestUser;

beforeAll(async () => {
  // Monday 4 May 2026, 09:12 UTC (11:12 in Berlin, UTC+2).
  clock.set(new Date('2026-05-04T09:12:00Z'));
  teacher = await buildTeacher(app, await buildCatalogue(app));
});

interface Recommended {
  lesson: { id: string; number: number } | null;
  timesOfDay: string[];
  basis: string;
  atPreferredTimes: boolean;
  options: { key: string; startDate: string; type: string; isExisting: boolean; lesson: { id: string }; refusal: string | null }[];
}
const RECOMMENDATION = `query($type: ClassType) { bookingRecommendation(type: $type) {
  lesson { id number } timesOfDay basis atPreferredTimes
  options { key startDate type isExisting refusal lesson { id } } } }`;

async function recommendationOf(who: TestUser, type?: 'group' | 'individual') {
  const res = await gql<{ bookingRecommendation: Recommended }>(app, who, RECOMMENDATION, type ? { type } : {});
  expect(res.errors).toBeUndefined();
  return res.data!.bookingRecommendation;
}

const berlinHour = (iso: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Berlin' }).format(new Date(iso)));
/** A round hour `hours` from now (UTC). */
const at = (hours: number) => new Date(Math.ceil((clock.now().getTime() + hours * HOUR) / HOUR) * HOUR);

describe('bookingRecommendation', () => {
  let catalogue: Catalogue;
  beforeAll(async () => {
    catalogue = await buildCatalogue(app, { lessons: 8 });
    // Lesson 7 has an early staffed class with seats: the old list put it first.
    await buildClass(app, { catalogue, startAt: at(30), lessonIndex: 6, teacherId: teacher.id });
  });

  it('offers a new A1 student lesson 1 in the evening of their zone, not lesson 7', async () => {
    const student = await buildStudent(app, { catalogue, group: 3 });
    const recommended = await recommendationOf(student, 'group');
    expect(recommended.lesson).toEqual({ id: catalogue.lessonIds[0], number: 1 });
    expect(recommended).toMatchObject({ basis: 'default', timesOfDay: ['evening'], atPreferredTimes: true });
    expect(recommended.options).toHaveLength(3);
    const days = new Set<string>();
    for (const option of recommended.options) {
      expect(option.lesson.id).toBe(catalogue.lessonIds[0]);
      expect(option.type).toBe('group');
      expect(option.refusal).toBeNull();
      expect(berlinHour(option.startDate)).toBeGreaterThanOrEqual(17);
      expect(berlinHour(option.startDate)).toBeLessThan(22);
      days.add(option.startDate.slice(0, 10));
    }
    expect(days.size, 'one suggestion per day').toBe(3);
    const starts = recommended.options.map((o) => o.startDate);
    expect([...starts].sort()).toEqual(starts);
  });

  it("follows the profile's preferred class time", async () => {
    const student = await buildStudent(app, { catalogue, group: 3, preferredClassTime: 'morning' });
    const recommended = await recommendationOf(student, 'group');
    expect(recommended).toMatchObject({ basis: 'profile', timesOfDay: ['morning'] });
    for (const option of recommended.options) expect(berlinHour(option.startDate)).toBeLessThan(12);
  });

  it('without a profile time, follows the times of the classes booked before, and moves on to the next lesson', async () => {
    const student = await buildStudent(app, { catalogue, group: 3 });
    // Lesson 1 booked for Wednesday 14:00 Berlin (an afternoon).
    const booked = await buildClass(app, { catalogue, startAt: new Date('2026-05-06T12:00:00Z'), lessonIndex: 0, teacherId: teacher.id });
    await buildBookedSeats(app, booked.id, [student.id]);
    const recommended = await recommendationOf(student);
    expect(recommended.lesson?.number).toBe(2);
    expect(recommended).toMatchObject({ basis: 'history', timesOfDay: ['afternoon'] });
    for (const option of recommended.options) {
      expect(option.lesson.id).toBe(catalogue.lessonIds[1]);
      const hour = berlinHour(option.startDate);
      expect(hour >= 12 && hour < 17, `${option.startDate} is an afternoon`).toBe(true);
    }
  });

  it('suggests an existing class of the next lesson before a new one the same day, and keeps to the kind asked for', async () => {
    const student = await buildStudent(app, { catalogue, private: 2 });
    // Thursday 19:00 Berlin, a private class of lesson 1 with a teacher.
    await buildClass(app, {
      catalogue,
      startAt: new Date('2026-05-07T17:00:00Z'),
      lessonIndex: 0,
      type: 'individual',
      teacherId: teacher.id,
    });
    const recommended = await recommendationOf(student, 'individual');
    expect(recommended.options.every((o) => o.type === 'individual')).toBe(true);
    const thursday = recommended.options.find((o) => o.startDate.startsWith('2026-05-07'));
    expect(thursday?.isExisting).toBe(true);
  });

  it('has no lesson once every lesson of the module is booked or skipped', async () => {
    const small = await buildCatalogue(app, { lessons: 1 });
    const student = await buildStudent(app, { catalogue: small, group: 2 });
    const klass = await buildClass(app, { catalogue: small, startAt: at(72), teacherId: teacher.id });
    await buildBookedSeats(app, klass.id, [student.id]);
    const recommended = await recommendationOf(student);
    expect(recommended.lesson).toBeNull();
    expect(recommended.options).toEqual([]);
  });
});

describe('bookingRecommendation: access', () => {
  it('answers the signed-in student with their own; teachers, admins and anonymous callers get none', async () => {
    const catalogue = await buildCatalogue(app, { lessons: 4 });
    const owner = await buildStudent(app, { catalogue, group: 1, preferredClassTime: 'night' });
    expect((await recommendationOf(owner)).basis).toBe('profile');
    // Another student asking sees their own: the field takes no student id.
    const other = await buildStudent(app, { catalogue });
    expect((await recommendationOf(other)).basis).toBe('default');
    expect((await gql(app, teacher, RECOMMENDATION)).code).toBe('forbidden');
    expect((await gql(app, await buildAdmin(app), RECOMMENDATION)).code).toBe('forbidden');
    expect((await gql(app, null, RECOMMENDATION)).code).toBe('unauthenticated');
  });
});
