import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { classes, teacherProfiles } from '../src/db/schema/index.ts';
import { gql } from './graphql-requests.ts';
import { buildTestApp } from './helper.ts';
import { buildCatalogue, buildClass, buildStudent, buildTeacher, type Catalogue } from './factories/index.ts';

const { app, clock } = await buildTestApp();

const CALENDAR = `query($startDate: String) { teacherCalendar(startDate: $startDate) {
  startOfWeekDate endOfWeekDate previousWeekDate nextWeekDate today timezone timeFormat weekStart
  totalAvailableClassesPerWeek totalBookedClassesThisWeek
  timeSlots { startDate date hour availability availabilitySource isPast
    events { classUniqId classType kind businessModelType bonusType isCommittedByTeacher isB2G isBonus classDuration startDate lessonTitle studentsCount } } } }`;
const SET_STANDARD = `mutation($input: StandardAvailabilityInput!) { setStandardAvailability(input: $input) { availability availabilityRange start end } }`;

interface Slot {
  startDate: string;
  date: string;
  hour: number;
  availability: string;
  availabilitySource: string | null;
  isPast: boolean;
  events: {
    classUniqId: string;
    classType: string;
    kind: string;
    isB2G: boolean;
    isBonus: boolean;
    bonusType: string | null;
    classDuration: number;
  }[];
}
interface Calendar {
  startOfWeekDate: string;
  endOfWeekDate: string;
  previousWeekDate: string;
  nextWeekDate: string;
  today: string;
  timezone: string;
  timeFormat: string;
  weekStart: string;
  totalAvailableClassesPerWeek: number;
  totalBookedClassesThisWeek: number;
  timeSlots: Slot[];
}

let catalogue: Catalogue;
beforeEach(async () => {
  clock.set(new Date('2026-05-06T09:12:00Z')); // a Wednesday
  catalogue ??= await buildCatalogue(app, { types: { 1: 'orientation' } });
});

async function calendarOf(teacher: { id: string; roles: string[] }, startDate?: string): Promise<Calendar> {
  const res = await gql<{ teacherCalendar: Calendar }>(app, teacher, CALENDAR, { startDate });
  expect(res.errors).toBeUndefined();
  return res.data!.teacherCalendar;
}

describe('teacherCalendar', () => {
  it('is for teachers only', async () => {
    expect((await gql(app, null, CALENDAR)).code).toBe('unauthenticated');
    const student = await buildStudent(app);
    expect((await gql(app, student, CALENDAR)).code).toBe('forbidden');
  });

  it("shows the current week in the teacher's zone with preferences and 168 slots", async () => {
    const teacher = await buildTeacher(app, catalogue);
    const calendar = await calendarOf(teacher);
    expect(calendar).toMatchObject({
      startOfWeekDate: '2026-05-04',
      endOfWeekDate: '2026-05-10',
      previousWeekDate: '2026-04-27',
      nextWeekDate: '2026-05-11',
      today: '2026-05-06',
      timezone: 'Europe/Berlin',
      timeFormat: 'ISO8601',
      weekStart: 'Monday',
      totalAvailableClassesPerWeek: 0,
      totalBookedClassesThisWeek: 0,
    });
    expect(calendar.timeSlots).toHaveLength(168);
    expect(calendar.timeSlots[0]).toMatchObject({ startDate: '2026-05-03T22:00:00.000Z', date: '2026-05-04', hour: 0, isPast: true });
    expect(calendar.timeSlots.at(-1)).toMatchObject({ date: '2026-05-10', hour: 23, isPast: false });
  });

  it('selects the week containing any date, by the week start preference', async () => {
    const teacher = await buildTeacher(app, catalogue);
    expect((await calendarOf(teacher, '2026-05-09')).startOfWeekDate).toBe('2026-05-04');
    await app.db.update(teacherProfiles).set({ weekStart: 'Sunday', timeFormat: 'AMPM' }).where(eq(teacherProfiles.userId, teacher.id));
    const sundayWeek = await calendarOf(teacher, '2026-05-09');
    expect(sundayWeek).toMatchObject({
      startOfWeekDate: '2026-05-03',
      endOfWeekDate: '2026-05-09',
      weekStart: 'Sunday',
      timeFormat: 'AMPM',
    });
    expect(sundayWeek.timeSlots[0].date).toBe('2026-05-03');
  });

  it('refuses a start date that is not a date', async () => {
    const teacher = await buildTeacher(app, catalogue);
    for (const startDate of ['2026-02-30', 'next week', '1800-01-01']) {
      const res = await gql(app, teacher, CALENDAR, { startDate });
      expect(res.code).toBe('validation_failed');
      expect(res.errors?.[0].extensions?.field).toBe('startDate');
    }
  });

  it('counts the available hours of the week and the committed classes, by kind, in their local slot', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const other = await buildTeacher(app, catalogue);
    for (const dayOfWeek of ['monday', 'wednesday']) {
      const res = await gql(app, teacher, SET_STANDARD, {
        input: { dayOfWeek, slotSize: 'full', startHour: 8, endHour: 12, availability: 'available' },
      });
      expect(res.errors).toBeUndefined();
    }
    const group = await buildClass(app, { catalogue, startAt: new Date('2026-05-04T06:00:00Z'), teacherId: teacher.id });
    const priv = await buildClass(app, {
      catalogue,
      startAt: new Date('2026-05-06T16:00:00Z'),
      teacherId: teacher.id,
      type: 'individual',
    });
    const trial = await buildClass(app, { catalogue, startAt: new Date('2026-05-07T16:00:00Z'), teacherId: teacher.id, type: 'trial' });
    const bonus = await buildClass(app, { catalogue, lessonIndex: 1, startAt: new Date('2026-05-08T16:00:00Z'), teacherId: teacher.id });
    const b2g = await buildClass(app, { catalogue, startAt: new Date('2026-05-09T16:00:00Z'), teacherId: teacher.id });
    await app.db.update(classes).set({ businessModelType: 'B2G' }).where(eq(classes.id, b2g.id));
    const cancelled = await buildClass(app, { catalogue, startAt: new Date('2026-05-05T16:00:00Z'), teacherId: teacher.id });
    await app.db.update(classes).set({ status: 'cancelled' }).where(eq(classes.id, cancelled.id));
    await buildClass(app, { catalogue, startAt: new Date('2026-05-05T17:00:00Z'), teacherId: other.id });
    await buildClass(app, { catalogue, startAt: new Date('2026-05-11T06:00:00Z'), teacherId: teacher.id }); // next week

    const calendar = await calendarOf(teacher);
    expect(calendar.totalAvailableClassesPerWeek).toBe(8);
    expect(calendar.totalBookedClassesThisWeek).toBe(5);
    const slotOf = (uid: string) => calendar.timeSlots.find((slot) => slot.events.some((e) => e.classUniqId === uid));
    expect(slotOf(group.uid)).toMatchObject({ date: '2026-05-04', hour: 8, availability: 'available', availabilitySource: 'standard' });
    expect(slotOf(group.uid)?.events[0]).toMatchObject({
      kind: 'group',
      classType: 'group',
      classDuration: 60,
      isB2G: false,
      isBonus: false,
    });
    expect(slotOf(priv.uid)).toMatchObject({ date: '2026-05-06', hour: 18, availability: 'unavailable', availabilitySource: null });
    expect(slotOf(priv.uid)?.events[0].kind).toBe('private');
    expect(slotOf(trial.uid)?.events[0].kind).toBe('trial');
    expect(slotOf(bonus.uid)?.events[0]).toMatchObject({ kind: 'bonus', isBonus: true, bonusType: 'orientation_class_bonus' });
    expect(slotOf(b2g.uid)?.events[0]).toMatchObject({ kind: 'b2g', isB2G: true });
    expect(slotOf(cancelled.uid)).toBeUndefined();
    expect(calendar.timeSlots.flatMap((slot) => slot.events)).toHaveLength(5);
  });

  it('marks the slots before now as past, moving with the clock', async () => {
    const teacher = await buildTeacher(app, catalogue);
    const before = await calendarOf(teacher);
    const pastBefore = before.timeSlots.filter((slot) => slot.isPast).length;
    clock.advance(5 * 3_600_000);
    const after = await calendarOf(teacher);
    expect(after.timeSlots.filter((slot) => slot.isPast).length).toBe(pastBefore + 5);
  });

  it("shows classes in the teacher's own zone (New York)", async () => {
    const teacher = await buildTeacher(app, catalogue);
    await app.db.update(teacherProfiles).set({ timezone: 'America/New_York' }).where(eq(teacherProfiles.userId, teacher.id));
    const klass = await buildClass(app, { catalogue, startAt: new Date('2026-05-06T13:00:00Z'), teacherId: teacher.id });
    const calendar = await calendarOf(teacher);
    expect(calendar.timezone).toBe('America/New_York');
    expect(calendar.timeSlots[0].startDate).toBe('2026-05-04T04:00:00.000Z');
    const slot = calendar.timeSlots.find((s) => s.events.some((e) => e.classUniqId === klass.uid));
    expect(slot).toMatchObject({ date: '2026-05-06', hour: 9 });
  });
});

describe('teacherCalendar in the DST weeks (Europe/Berlin)', () => {
  it('has 167 slots in the spring week, no 02:00 on the Sunday, and counts 23 hours of an all-day Sunday', async () => {
    clock.set(new Date('2026-03-20T09:00:00Z'));
    const teacher = await buildTeacher(app, catalogue);
    await gql(app, teacher, SET_STANDARD, { input: { dayOfWeek: 'sunday', slotSize: 'whole_day', availability: 'available' } });
    const calendar = await calendarOf(teacher, '2026-03-23');
    expect(calendar.timeSlots).toHaveLength(167);
    const sunday = calendar.timeSlots.filter((slot) => slot.date === '2026-03-29');
    expect(sunday.map((slot) => slot.hour)).toEqual([0, 1, ...Array.from({ length: 21 }, (_, i) => i + 3)]);
    expect(calendar.totalAvailableClassesPerWeek).toBe(23);
  });

  it('has 169 slots in the autumn week, 02:00 twice on the Sunday, each with its class', async () => {
    clock.set(new Date('2026-10-20T09:00:00Z'));
    const teacher = await buildTeacher(app, catalogue);
    await gql(app, teacher, SET_STANDARD, { input: { dayOfWeek: 'sunday', slotSize: 'whole_day', availability: 'available' } });
    const summer = await buildClass(app, { catalogue, startAt: new Date('2026-10-25T00:00:00Z'), teacherId: teacher.id });
    const winter = await buildClass(app, { catalogue, startAt: new Date('2026-10-25T01:00:00Z'), teacherId: teacher.id });
    const calendar = await calendarOf(teacher, '2026-10-25');
    expect(calendar.startOfWeekDate).toBe('2026-10-19');
    expect(calendar.timeSlots).toHaveLength(169);
    const twoAm = calendar.timeSlots.filter((slot) => slot.date === '2026-10-25' && slot.hour === 2);
    expect(twoAm.map((slot) => [slot.startDate, slot.events.map((e) => e.classUniqId)])).toEqual([
      ['2026-10-25T00:00:00.000Z', [summer.uid]],
      ['2026-10-25T01:00:00.000Z', [winter.uid]],
    ]);
    expect(calendar.totalAvailableClassesPerWeek).toBe(25);
    expect(calendar.totalBookedClassesThisWeek).toBe(2);
  });

  it('keeps a weekday pattern on the wall clock across the change (08:00 is 07:00Z, then 06:00Z)', async () => {
    clock.set(new Date('2026-03-20T09:00:00Z'));
    const teacher = await buildTeacher(app, catalogue);
    await gql(app, teacher, SET_STANDARD, {
      input: { dayOfWeek: 'monday', slotSize: 'full', startHour: 8, endHour: 9, availability: 'available' },
    });
    const before = await calendarOf(teacher, '2026-03-23');
    const after = await calendarOf(teacher, '2026-03-30');
    expect(before.timeSlots.filter((s) => s.availability === 'available').map((s) => s.startDate)).toEqual(['2026-03-23T07:00:00.000Z']);
    expect(after.timeSlots.filter((s) => s.availability === 'available').map((s) => s.startDate)).toEqual(['2026-03-30T06:00:00.000Z']);
  });
});
